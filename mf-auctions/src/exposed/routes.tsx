import {
  type AbsoluteRoute,
  AbsoluteRoutes,
  LoadingBlock,
  SectionNotFound,
} from '@kanat/shared/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuctionDetailPage } from '../features/auctions/components/auction-detail-page';
import { AuctionsPage } from '../features/auctions/components/auctions-page';
import { GroupDetailPage } from '../features/auctions/components/group-detail-page';
import { GroupsPage } from '../features/auctions/components/groups-page';
import { ParticipantsPage } from '../features/participants/components/participants-page';

// The hall mezat's pages come with their own code when visited, all three in one chunk: split
// into a chunk per page, the parts they share would form chunks of their own, not named
// on-demand, whose texts would join the app's i18n chunk that the home page loads.
const hallPages = () => import(/* webpackChunkName: "on-demand-hall" */ '../features/hall/pages');
const HallSalesPage = lazy(() => hallPages().then((m) => ({ default: m.HallSalesPage })));
const HallSalePage = lazy(() => hallPages().then((m) => ({ default: m.HallSalePage })));
const HallScreenPage = lazy(() => hallPages().then((m) => ({ default: m.HallScreenPage })));

const recordPages = () =>
  import(/* webpackChunkName: "on-demand-records" */ '../features/records/pages');
const RecordsPage = lazy(() => recordPages().then((m) => ({ default: m.RecordsPage })));
const SaleReportPage = lazy(() => recordPages().then((m) => ({ default: m.SaleReportPage })));

const CalendarPage = lazy(() =>
  import(/* webpackChunkName: "on-demand-calendar" */ '../features/calendar/pages').then((m) => ({
    default: m.CalendarPage,
  })),
);

const later = (page: ReactNode) => <Suspense fallback={<LoadingBlock />}>{page}</Suspense>;

const routes: AbsoluteRoute[] = [
  { path: '/acik-arttirmalar', element: <AuctionsPage /> },
  { path: '/acik-arttirmalar/:id', element: <AuctionDetailPage /> },
  { path: '/grup-ihaleler', element: <GroupsPage kind="groups" /> },
  { path: '/grup-ihaleler/:id', element: <GroupDetailPage kind="groups" /> },
  { path: '/arsiv', element: <GroupsPage kind="archive" /> },
  { path: '/arsiv/:id', element: <GroupDetailPage kind="archive" /> },
  { path: '/arsiv/:id/rapor', element: later(<SaleReportPage />) },
  { path: '/canli-mezat/:id/rapor', element: later(<SaleReportPage kind="hall" />) },
  { path: '/katilimcilar', element: <ParticipantsPage /> },
  { path: '/canli-mezat', element: later(<HallSalesPage />) },
  { path: '/canli-mezat/:id', element: later(<HallSalePage />) },
  { path: '/canli-mezat/:id/salon', element: later(<HallScreenPage />) },
  { path: '/rekorlar', element: later(<RecordsPage />) },
  { path: '/takvim', element: later(<CalendarPage />) },
  { path: '*', element: <SectionNotFound /> },
];

/**
 * Open auctions, group auctions, the archive, participants, the hall mezat, the records and
 * the calendar.
 */
export default function AuctionsRoutes() {
  return (
    <div data-testid="mf-auctions-routes" data-release={__KM_RELEASE__}>
      <AbsoluteRoutes routes={routes} />
    </div>
  );
}
