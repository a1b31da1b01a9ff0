import type { MemberView } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Link } from 'react-router-dom';
import type { ConsoleColumn } from '../../../ui';
import { memberName } from './decision-dialogs';

const t = messages.adminMembers;

/** Who a member is, the first columns of every member table: name (a link), phone, username, place. */
export const memberColumns: readonly ConsoleColumn<MemberView>[] = [
  {
    key: 'name',
    header: t.fields.fullname,
    primary: true,
    render: (m) => <Link to={m.uid}>{memberName(m)}</Link>,
  },
  { key: 'phone', header: t.fields.phoneNumber, render: (m) => m.phoneNumber ?? t.empty },
  { key: 'username', header: t.fields.username, render: (m) => m.username ?? t.empty },
  {
    key: 'place',
    header: t.fields.place,
    render: (m) => [m.province, m.city].filter(Boolean).join(' / ') || t.empty,
  },
];
