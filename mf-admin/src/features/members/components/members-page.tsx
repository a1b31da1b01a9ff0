import { fill, messages } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../ui';
import { getPending } from '../api/get-pending';
import { membersKeys } from '../hooks/use-member-action';
import { AllMembersTab } from './all-members-tab';
import { ChangesTab } from './changes-tab';
import { RegistrationsTab } from './registrations-tab';

const t = messages.adminMembers;

/** The tabs as the URL names them (`?sekme=`), so a reload or a link keeps the tab. */
const tabIds = ['onay', 'degisiklik', 'tum'] as const;
type TabId = (typeof tabIds)[number];

/** /yonetim/uyeler: registrations and profile changes waiting, and every member. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sekme');
  const tab: TabId = tabIds.find((id) => id === asked) ?? 'onay';
  const pending = useQuery({ queryKey: membersKeys.pending, queryFn: getPending });

  const waiting = (content: (data: NonNullable<typeof pending.data>) => ReactNode) => {
    if (pending.data) return content(pending.data);
    if (pending.isError) {
      return <ErrorState title={t.loadFailed} onRetry={() => void pending.refetch()} />;
    }
    return <LoadingBlock />;
  };
  const count = (label: string, n: number | undefined) =>
    n === undefined || n === 0 ? label : fill(t.tabCount, { label, count: n });

  return (
    <section data-testid="admin-members">
      <PageHeader title={t.title} description={t.description} />
      <Tabs
        label={t.tabs.label}
        value={tab}
        onChange={(id) => setParams(id === 'onay' ? {} : { sekme: id }, { replace: true })}
        items={[
          {
            id: 'onay',
            label: count(t.tabs.registrations, pending.data?.registrations.length),
            content: waiting((data) => <RegistrationsTab registrations={data.registrations} />),
          },
          {
            id: 'degisiklik',
            label: count(t.tabs.changes, pending.data?.profileChanges.length),
            content: waiting((data) => <ChangesTab changes={data.profileChanges} />),
          },
          { id: 'tum', label: t.tabs.all, content: <AllMembersTab /> },
        ]}
      />
    </section>
  );
}
