import { formatDateTime, isoDateTime } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive, records } from '@kanat/shared/i18n/lazy';
import { useSession } from '@kanat/shared/session';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingBlock,
  PageSection,
  PageTitle,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SectionLink } from '../../../page-parts/section-link';
import { CalendarActions } from '../../../sale-follow/calendar-actions';
import { useSaleTerms } from '../../../sale-terms/sale-terms';
import { SaleTermsNote } from '../../../sale-terms/sale-terms-note';
import { getMyHallAbsentees } from '../api/absentee-mine';
import type { HallCatalogue } from '../api/get-hall-catalogue';
import type { HallMyStatus } from '../api/hall-my-status';
import type { HallLiveState } from '../api/live-state';
import { useHallSale } from '../hooks/use-hall-sale';
import { HallLivePanel } from './hall-live-panel';
import { HallLotList } from './hall-lot-list';
import { HallVideo } from './hall-video';

const { notFound } = messages;
const LIST_PATH = '/canli-mezat';

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A scheduled sale's calendar file and 'tell me when it opens'. */
const CalendarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Parts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

const CLOSED = new Set(['sold', 'passed']);

/** The member's absentee maximums on this sale, by lot id (none for a guest or an ended sale). */
function useMaximums(saleId: string, uid: string | null, taken: boolean) {
  const queryClient = useQueryClient();
  const key = useMemo(() => ['hall', 'absentees', saleId, uid], [saleId, uid]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => getMyHallAbsentees(saleId),
    enabled: uid !== null && taken,
  });
  const maximums = useMemo(
    () => new Map((query.data ?? []).map((row) => [row.lotId, row.maxAmount])),
    [query.data],
  );
  const onSaved = useCallback(
    (lotId: string, maxAmount: number | null) => {
      queryClient.setQueryData(key, (rows: { lotId: string; maxAmount: number }[] = []) => [
        ...rows.filter((row) => row.lotId !== lotId),
        ...(maxAmount === null ? [] : [{ lotId, maxAmount }]),
      ]);
    },
    [key, queryClient],
  );
  return { maximums, onSaved };
}

function SaleView(props: {
  catalogue: HallCatalogue;
  live: HallLiveState | null;
  saleStatus: string;
  mine: HallMyStatus | null;
  uid: string | null;
}) {
  const { catalogue, live, saleStatus, mine, uid } = props;
  const { sale, lots } = catalogue;
  const ended = saleStatus === 'ended';
  const running = saleStatus === 'running';
  const { maximums, onSaved } = useMaximums(sale.id, uid, !ended);
  const onBlock = live?.lot ? String(live.lot.id) : null;
  const toCome = lots.filter((lot) => !CLOSED.has(lot.status) && lot.id !== onBlock);
  const done = lots.filter((lot) => CLOSED.has(lot.status));
  // The sale's terms (issue 33).
  const { terms, open: openTerms } = useSaleTerms('hall', sale.id, {
    active: !ended,
    member: uid !== null,
  });
  return (
    <>
      <PageTitle>{sale.title}</PageTitle>
      <Meta>
        {hallCatalogue.startsAt}:{' '}
        <time dateTime={isoDateTime(sale.startsAt)}>{formatDateTime(sale.startsAt)}</time>
        {' · '}
        {hallCatalogue.place}: {sale.place}
        {' · '}
        {fill(hallLive.lotCount, { count: sale.lotCount })}
      </Meta>
      {saleStatus === 'scheduled' ? (
        <>
          <Notice>{fill(hallLive.pageNotStarted, { date: formatDateTime(sale.startsAt) })}</Notice>
          <CalendarRow data-testid="hall-calendar">
            <CalendarActions kind="hall" id={String(sale.id)} title={sale.title} open={false} />
          </CalendarRow>
        </>
      ) : null}
      {ended ? (
        <>
          <Notice>{hallLive.pageEnded}</Notice>
          <p>
            <SectionLink to={`/canli-mezat/${sale.id}/rapor`}>{records.reportLink}</SectionLink>
          </p>
        </>
      ) : null}
      {running && live ? <HallLivePanel live={live} lots={lots} mine={mine} /> : null}
      {sale.videoUrl && !ended ? <HallVideo link={sale.videoUrl} title={sale.title} /> : null}
      <Parts>
        {running ? (
          <>
            <HallLotList
              saleId={sale.id}
              title={hallLive.upcomingLots}
              lots={toCome}
              absentee
              maximums={maximums}
              onAbsenteeSaved={onSaved}
            />
            <HallLotList
              saleId={sale.id}
              title={hallLive.results}
              lots={done}
              absentee={false}
              maximums={maximums}
              onAbsenteeSaved={onSaved}
              empty={hallLive.noResults}
            />
          </>
        ) : saleStatus === 'scheduled' && !sale.lotsBeforeStart ? (
          <Notice data-testid="lots-wait">{hallLive.lotsWait}</Notice>
        ) : (
          <HallLotList
            saleId={sale.id}
            title={ended ? hallLive.results : hallCatalogue.catalogue}
            lots={lots}
            absentee={!ended}
            maximums={maximums}
            onAbsenteeSaved={onSaved}
          />
        )}
      </Parts>
      {ended ? null : <SaleTermsNote terms={terms} onOpen={openTerms} />}
    </>
  );
}

/**
 * /canli-mezat/:id: a hall sale's catalogue before the start (with absentee maximums), the
 * online bidder's page while it runs (the lot on the block, the bid button, the calls, the
 * video, the lots to come and the results so far), and its results once it has ended.
 */
export function HallSalePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const { status, retry, catalogue, live, saleStatus, myStatus } = useHallSale(id, uid);
  const missing = status === 'ready' && catalogue === null;
  useDocumentTitle(
    catalogue ? pageTitle(catalogue.sale.title) : missing ? pageTitle(notFound.title) : null,
  );
  return (
    <PageSection data-testid="hall-sale-page">
      <Link to={LIST_PATH}>{messages.nav.hallSales}</Link>
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? <ErrorState onRetry={retry} /> : null}
      {missing ? (
        <EmptyState
          title={hallCatalogue.notFound}
          action={<LinkButton to={LIST_PATH}>{messages.nav.hallSales}</LinkButton>}
        />
      ) : null}
      {catalogue && saleStatus ? (
        <SaleView
          catalogue={catalogue}
          live={live}
          saleStatus={saleStatus}
          mine={myStatus}
          uid={uid}
        />
      ) : null}
    </PageSection>
  );
}
