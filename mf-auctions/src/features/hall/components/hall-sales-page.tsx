import { formatDateTime, isoDateTime } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive } from '@kanat/shared/i18n/lazy';
import { shownStatus } from '@kanat/shared/query';
import {
  Card,
  EmptyState,
  ErrorState,
  LoadingBlock,
  PageSection,
  PageTitle,
  PlainList,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionLink } from '../../../page-parts/section-link';
import { type HallSaleSummary, listHallSales } from '../api/list-hall-sales';

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
`;

const SaleCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Go = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

function SaleRow({ sale }: { sale: HallSaleSummary }) {
  const running = sale.status === 'running';
  return (
    <li>
      <SaleCard $padded data-testid="hall-sale-card">
        <div>
          <h3>{sale.title}</h3>
          <p>
            {hallCatalogue.startsAt}:{' '}
            <time dateTime={isoDateTime(sale.startsAt)}>{formatDateTime(sale.startsAt)}</time>
            {' · '}
            {hallCatalogue.place}: {sale.place}
            {' · '}
            {fill(hallLive.lotCount, { count: sale.lotCount })}
          </p>
        </div>
        <Go
          to={`/canli-mezat/${sale.id}`}
          aria-label={`${sale.title}: ${running ? hallLive.joinLive : hallLive.viewCatalogue}`}
        >
          {running ? hallLive.joinLive : hallLive.viewCatalogue}
        </Go>
      </SaleCard>
    </li>
  );
}

function SaleGroup({ title, sales }: { title: string; sales: HallSaleSummary[] }) {
  if (sales.length === 0) return null;
  return (
    <Group aria-label={title}>
      <h2>{title}</h2>
      <PlainList $gap="md">
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} />
        ))}
      </PlainList>
    </Group>
  );
}

/** /canli-mezat: the hall sales running now, then those to come. */
export function HallSalesPage() {
  useDocumentTitle(pageTitle(messages.nav.hallSales));
  const query = useQuery({
    queryKey: ['hall', 'sales'],
    queryFn: ({ signal }) => listHallSales(signal),
  });
  const status = shownStatus(query);
  const rows = query.data?.rows ?? [];
  return (
    <PageSection data-testid="hall-sales-page">
      <PageTitle>{messages.nav.hallSales}</PageTitle>
      <Intro>{hallLive.intro}</Intro>
      <SectionLink to="/takvim">{messages.nav.calendar}</SectionLink>
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {status === 'ready' && rows.length === 0 ? (
        <EmptyState title={hallLive.noSales} icon="clock" />
      ) : null}
      <SaleGroup
        title={hallCatalogue.running}
        sales={rows.filter((sale) => sale.status === 'running')}
      />
      <SaleGroup
        title={hallCatalogue.upcoming}
        sales={rows.filter((sale) => sale.status !== 'running')}
      />
    </PageSection>
  );
}
