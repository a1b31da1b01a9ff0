import { serverNow } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { CardGrid, EmptyState, PageSection, SeeAllLink, useRequest } from '@kanat/shared/ui';
import { HOME_AUCTIONS_COUNT, listAuctions } from '../api/list-auctions';
import { ongoingAuctionFilters } from '../time-filters';
import { AuctionCard } from './auction-card';
import { CardSkeletons } from './card-skeletons';

/** Home: the 4 ongoing open auctions ending soonest. Hidden entirely when loading fails. */
export function HomeAuctionsSection() {
  const request = useRequest('home-auctions', (signal) =>
    listAuctions(ongoingAuctionFilters(serverNow()), { c: HOME_AUCTIONS_COUNT }, signal),
  );
  if (request.status === 'failed') return null;
  return (
    <PageSection
      title={messages.home.ongoingAuctions}
      action={<SeeAllLink to="/acik-arttirmalar" />}
      data-testid="home-auctions"
    >
      {request.status === 'loading' ? <CardSkeletons count={HOME_AUCTIONS_COUNT} /> : null}
      {request.status === 'ready' && request.data.r.length === 0 ? (
        <EmptyState title={messages.home.noOngoingAuctions} />
      ) : null}
      {request.status === 'ready' && request.data.r.length > 0 ? (
        <CardGrid $min={240}>
          {request.data.r.slice(0, HOME_AUCTIONS_COUNT).map((auction) => (
            <AuctionCard key={auction.id} auction={auction} />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
