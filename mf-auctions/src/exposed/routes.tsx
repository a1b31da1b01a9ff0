import { type AbsoluteRoute, AbsoluteRoutes, SectionNotFound } from '@kanat/shared/ui';
import { AuctionDetailPage } from '../features/auctions/components/auction-detail-page';
import { AuctionsPage } from '../features/auctions/components/auctions-page';
import { GroupDetailPage } from '../features/auctions/components/group-detail-page';
import { GroupsPage } from '../features/auctions/components/groups-page';
import { ParticipantsPage } from '../features/participants/components/participants-page';

const routes: AbsoluteRoute[] = [
  { path: '/acik-arttirmalar', element: <AuctionsPage /> },
  { path: '/acik-arttirmalar/:id', element: <AuctionDetailPage /> },
  { path: '/grup-ihaleler', element: <GroupsPage kind="groups" /> },
  { path: '/grup-ihaleler/:id', element: <GroupDetailPage kind="groups" /> },
  { path: '/arsiv', element: <GroupsPage kind="archive" /> },
  { path: '/arsiv/:id', element: <GroupDetailPage kind="archive" /> },
  { path: '/katilimcilar', element: <ParticipantsPage /> },
  { path: '*', element: <SectionNotFound /> },
];

/** Open auctions, group auctions, the archive and participants. */
export default function AuctionsRoutes() {
  return (
    <div data-testid="mf-auctions-routes" data-release={__KM_RELEASE__}>
      <AbsoluteRoutes routes={routes} />
    </div>
  );
}
