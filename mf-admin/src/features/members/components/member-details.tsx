import type { AdminMemberDetailResult, MemberView } from '@kanat/shared/contracts';
import { formatDate, formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { narrowScreen, useActsOnMembers } from '../../../ui';
import { roleNames } from '../role-names';
import type { Decision } from './decision-dialogs';
import { MemberStateBadge } from './member-state-badge';

const t = messages.adminMembers;
const d = t.detail;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${narrowScreen} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs}px;
    }
  }
`;

/** The dialog a staff action opens on the member's page. */
export type MemberDialog = 'disable' | 'enable' | null;

/** The member's record as staff read it, with why they were refused or disabled. */
export function MemberDetails({ member }: { member: MemberView }) {
  const rows: [string, ReactNode][] = [
    [t.fields.state, <MemberStateBadge key="state" state={member.state} />],
    [t.fields.role, roleNames(member.roles)],
    [t.fields.fullname, member.fullname ?? t.empty],
    [t.fields.username, member.username ?? t.empty],
    [t.fields.phoneNumber, member.phoneNumber ?? t.empty],
    [t.fields.mailAddress, member.mailAddress ?? t.empty],
    [t.fields.dateOfBirth, member.dateOfBirth ? formatDate(member.dateOfBirth) : t.empty],
    [t.fields.province, member.province ?? t.empty],
    [t.fields.city, member.city ?? t.empty],
    [t.fields.createdAt, formatDateTime(member.createdAt)],
  ];
  if (member.rejectReason) rows.push([d.rejectReason, member.rejectReason]);
  else if (!member.accountEnabled && member.accountDisableReason) {
    rows.push([d.disableReason, member.accountDisableReason]);
  }
  return (
    <Facts data-testid="member-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/**
 * What a clerk can do with the member now: decide, disable or enable (memberActionRoles; the
 * others read the page). Roles are changed in the page's own section, by administrators.
 */
export function MemberActions({
  detail,
  onDialog,
  onDecision,
}: {
  detail: AdminMemberDetailResult;
  onDialog: (dialog: MemberDialog) => void;
  onDecision: (decision: Decision) => void;
}) {
  const { user } = useSession();
  const acts = useActsOnMembers();
  const { member, change } = detail;
  const self = user?.uid === member.uid;
  const waiting: Decision['subject'] | null =
    member.state === 'pending' || member.state === 'rejected'
      ? 'registration'
      : change !== null
        ? 'change'
        : null;
  if (!acts) return null;
  return (
    <>
      {waiting !== null ? (
        <Button onClick={() => onDecision({ verdict: 'approve', subject: waiting, member })}>
          {t.approve}
        </Button>
      ) : null}
      {waiting !== null && member.state !== 'rejected' ? (
        <Button
          $variant="secondary"
          onClick={() => onDecision({ verdict: 'reject', subject: waiting, member })}
        >
          {t.reject}
        </Button>
      ) : null}
      {member.state === 'active' && !self ? (
        <Button $variant="danger" onClick={() => onDialog('disable')}>
          {d.disable}
        </Button>
      ) : null}
      {member.state === 'disabled' ? (
        <Button onClick={() => onDialog('enable')}>{d.enable}</Button>
      ) : null}
    </>
  );
}
