import { IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, HydrateWhenSeen } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import {
  AUCTIONS_ENDPOINT,
  AUCTIONS_PAGE_SIZE,
  type AuctionListFilters,
  type AuctionRow,
} from '../api/list-auctions';
import { useListWatchStates } from '../hooks/use-watch';
import { AuctionCard } from './auction-card';
import { CardSkeletons } from './card-skeletons';

/** The grid's minimum card width; IMAGE_SIZES.auctionCard is worked out for it. */
const CARD_MIN = 250;

/** Auctions matching `filters`, 20 at a time with infinite scroll. */
export function AuctionGrid({
  filters,
  enabled = true,
  priorityFirst = false,
  expectedCount = AUCTIONS_PAGE_SIZE,
  emptyText = messages.auctions.notFound,
}: {
  filters: AuctionListFilters;
  enabled?: boolean;
  /** The grid leads the page: the first card's photo is its largest picture. */
  priorityFirst?: boolean;
  /** How many cards the first page will likely bring: as many stand-ins are drawn. */
  expectedCount?: number;
  /** What an empty list says; 'Açık arttırma bulunamadı' unless the search needs its own. */
  emptyText?: string;
}) {
  const list = useInfiniteList<AuctionRow>({
    endpoint: AUCTIONS_ENDPOINT,
    pageSize: AUCTIONS_PAGE_SIZE,
    filters,
    enabled,
  });
  // The watch buttons of each page of cards, in one call per page.
  useListWatchStates(
    'auction',
    list.items.map((auction) => auction.id),
    AUCTIONS_PAGE_SIZE,
  );
  return (
    <InfiniteListView
      list={list}
      emptyText={emptyText}
      placeholder={
        <CardSkeletons count={Math.min(expectedCount, AUCTIONS_PAGE_SIZE)} min={CARD_MIN} />
      }
    >
      {(items) => (
        <CardGrid $min={CARD_MIN} data-testid="auction-grid">
          {items.map((auction, i) => (
            // A card wakes (hydrates) when scrolled near: a page of 20 live cards does not
            // start 20 clocks and price streams before the first screen is usable.
            <HydrateWhenSeen key={auction.id} cell>
              <AuctionCard
                auction={auction}
                sizes={IMAGE_SIZES.auctionCard}
                priority={priorityFirst && i === 0}
              />
            </HydrateWhenSeen>
          ))}
        </CardGrid>
      )}
    </InfiniteListView>
  );
}
