import type { AdminDashboardResult, AuditSummaryRow } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { shownStatus } from '@kanat/shared/query';
import { ErrorState, Icon, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, PageHeader } from '../../../ui';
import { getDashboard } from '../api/get-dashboard';

const t = messages.adminConsole.dashboard;

/** The counts shown, each with the console page where the work is done. */
const counts: readonly {
  key: Exclude<keyof AdminDashboardResult, 'recentAudit'>;
  label: string;
  to: string;
}[] = [
  { key: 'pendingRegistrations', label: t.pendingRegistrations, to: '/yonetim/uyeler' },
  { key: 'pendingProfileChanges', label: t.pendingProfileChanges, to: '/yonetim/uyeler' },
  { key: 'pendingSaleRequests', label: t.pendingSaleRequests, to: '/yonetim/satis-talepleri' },
  { key: 'ongoingAuctions', label: t.ongoingAuctions, to: '/yonetim/gruplar' },
  { key: 'unpaidWonLots', label: t.unpaidWonLots, to: '/yonetim/gruplar' },
];

const auditColumns: readonly ConsoleColumn<AuditSummaryRow>[] = [
  { key: 'what', header: t.what, render: (row) => row.summary, primary: true },
  { key: 'who', header: t.who, render: (row) => row.actorLabel },
  { key: 'when', header: t.when, render: (row) => formatDateTime(row.at) },
];

const Tiles = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  margin-bottom: ${({ theme }) => theme.space.xl}px;
`;

const Tile = styled(Link)<{ $waiting: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  height: 100%;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $waiting }) => ($waiting ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;

  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
`;

const AllLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** /yonetim: what waits for staff, each count a way into its list, and the latest actions. */
export function DashboardPage() {
  const query = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
  const status = shownStatus(query);
  return (
    <section data-testid="admin-dashboard">
      <PageHeader title={t.title} description={t.description} />
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? (
        <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <Tiles>
            {counts.map((count) => (
              <li key={count.key}>
                <Tile
                  to={count.to}
                  $waiting={query.data[count.key] > 0}
                  data-testid={`dashboard-${count.key}`}
                >
                  <Count>{query.data[count.key]}</Count>
                  <Label>{count.label}</Label>
                </Tile>
              </li>
            ))}
          </Tiles>
          <SectionHead>
            <h3>{t.recentAudit}</h3>
            <AllLink to="/yonetim/islem-kaydi">
              {t.seeAllAudit}
              <Icon name="chevron-right" size={18} />
            </AllLink>
          </SectionHead>
          <DataTable
            caption={t.recentAudit}
            columns={auditColumns}
            rows={query.data.recentAudit}
            rowKey={(row) => row.id}
            empty={t.recentAuditEmpty}
          />
        </>
      ) : null}
    </section>
  );
}
