import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, InfiniteListView } from '@kanat/shared/ui';
import {
  AUCTIONS_ENDPOINT,
  AUCTIONS_PAGE_SIZE,
  type AuctionListFilters,
  type AuctionRow,
} from '../api/list-auctions';
import { AuctionCard } from './auction-card';
import { CardSkeletons } from './card-skeletons';

/** Auctions matching `filters`, 20 at a time with infinite scroll. */
export function AuctionGrid({
  filters,
  enabled = true,
}: {
  filters: AuctionListFilters;
  enabled?: boolean;
}) {
  const list = useInfiniteList<AuctionRow>({
    endpoint: AUCTIONS_ENDPOINT,
    pageSize: AUCTIONS_PAGE_SIZE,
    filters,
    enabled,
  });
  return (
    <InfiniteListView
      list={list}
      emptyText={messages.auctions.notFound}
      placeholder={<CardSkeletons count={8} />}
    >
      {(items) => (
        <CardGrid $min={250} data-testid="auction-grid">
          {items.map((auction) => (
            <AuctionCard key={auction.id} auction={auction} />
          ))}
        </CardGrid>
      )}
    </InfiniteListView>
  );
}
