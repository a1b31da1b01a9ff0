import { serverNow } from '@kanat/shared/api';
import { IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { CardGrid, EmptyState, PageSection, SeeAllLink } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { HOME_AUCTIONS_COUNT, listAuctions } from '../api/list-auctions';
import { ongoingAuctionFilters } from '../home-filters';
import { useListWatchStates } from '../hooks/use-watch';
import { AuctionCard } from './auction-card';
import { CardSkeletons } from './card-skeletons';

/** The grid's minimum card width; IMAGE_SIZES.homeAuctionCard is worked out for it. */
const CARD_MIN = 240;

/** Home: the 4 ongoing open auctions ending soonest. Hidden entirely when loading fails. */
export function HomeAuctionsSection() {
  const query = useQuery({
    queryKey: ['auctions', 'home'],
    queryFn: ({ signal }) =>
      listAuctions(ongoingAuctionFilters(serverNow()), { c: HOME_AUCTIONS_COUNT }, signal),
  });
  // The cards' watch buttons, in one call.
  useListWatchStates(
    'auction',
    query.data?.r.slice(0, HOME_AUCTIONS_COUNT).map((auction) => auction.id) ?? [],
    HOME_AUCTIONS_COUNT,
  );
  const status = shownStatus(query);
  if (status === 'failed') return null;
  const auctions = query.data?.r.slice(0, HOME_AUCTIONS_COUNT) ?? [];
  return (
    <PageSection
      title={messages.home.ongoingAuctions}
      action={<SeeAllLink to="/acik-arttirmalar" />}
      data-testid="home-auctions"
    >
      {status === 'loading' ? <CardSkeletons count={HOME_AUCTIONS_COUNT} min={CARD_MIN} /> : null}
      {status === 'ready' && auctions.length === 0 ? (
        <EmptyState title={messages.home.noOngoingAuctions} />
      ) : null}
      {auctions.length > 0 ? (
        <CardGrid $min={CARD_MIN}>
          {auctions.map((auction) => (
            <AuctionCard key={auction.id} auction={auction} sizes={IMAGE_SIZES.homeAuctionCard} />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
