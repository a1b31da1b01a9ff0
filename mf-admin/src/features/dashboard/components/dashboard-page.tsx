import type { AdminDashboardResult, AuditSummaryRow } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { shownStatus } from '@kanat/shared/query';
import { opensArea, type StaffArea } from '@kanat/shared/rules';
import { EmptyState, ErrorState, Icon, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, PageHeader, useStaffRoles } from '../../../ui';
import { getDashboard } from '../api/get-dashboard';

const t = messages.adminConsole.dashboard;

type CountKey = Exclude<keyof AdminDashboardResult, 'recentAudit'>;

/**
 * The counts shown, each with the console page where the work is done and the area (STAFF_AREAS)
 * of that page: a count shows only to people whose roles open it.
 */
const counts: readonly { key: CountKey; label: string; to: string; area: StaffArea }[] = [
  {
    key: 'pendingRegistrations',
    label: t.pendingRegistrations,
    to: '/yonetim/uyeler',
    area: 'members',
  },
  {
    key: 'pendingProfileChanges',
    label: t.pendingProfileChanges,
    to: '/yonetim/uyeler',
    area: 'members',
  },
  {
    key: 'pendingSaleRequests',
    label: t.pendingSaleRequests,
    to: '/yonetim/satis-talepleri',
    area: 'saleRequests',
  },
  { key: 'ongoingAuctions', label: t.ongoingAuctions, to: '/yonetim/gruplar', area: 'auctions' },
  { key: 'unpaidWonLots', label: t.unpaidWonLots, to: '/yonetim/gruplar', area: 'auctions' },
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

/** How often an open dashboard reads its counts again. */
export const DASHBOARD_REFRESH_MS = 20_000;

/**
 * /yonetim: what waits for staff, each count a way into its list, and the latest actions. Only
 * the parts the person's roles open are shown; the server leaves out the rest of its answer,
 * so a part it did not send is not shown either.
 */
export function DashboardPage() {
  // The counts move while the page is open (a registration, a lot's end): read again every
  // DASHBOARD_REFRESH_MS while the tab is shown, and whenever the clerk comes back to it.
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: getDashboard,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const roles = useStaffRoles();
  const status = shownStatus(query);
  const data = query.data;
  const shownCounts = data
    ? counts.flatMap((count) => {
        const value: unknown = data[count.key];
        return opensArea(roles, count.area) && typeof value === 'number'
          ? [{ ...count, value }]
          : [];
      })
    : [];
  const audit =
    data && opensArea(roles, 'audit') && Array.isArray(data.recentAudit) ? data.recentAudit : null;
  return (
    <section data-testid="admin-dashboard">
      <PageHeader title={t.title} description={t.description} />
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? (
        <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {data && shownCounts.length > 0 ? (
        <Tiles data-testid="dashboard-counts">
          {shownCounts.map((count) => (
            <li key={count.key}>
              <Tile to={count.to} $waiting={count.value > 0} data-testid={`dashboard-${count.key}`}>
                <Count>{count.value}</Count>
                <Label>{count.label}</Label>
              </Tile>
            </li>
          ))}
        </Tiles>
      ) : null}
      {data && audit ? (
        <>
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
            rows={audit}
            rowKey={(row) => row.id}
            empty={t.recentAuditEmpty}
          />
        </>
      ) : null}
      {data && shownCounts.length === 0 && !audit ? (
        <div data-testid="dashboard-nothing">
          <EmptyState icon="check" title={t.nothingForRoles} />
        </div>
      ) : null}
    </section>
  );
}
