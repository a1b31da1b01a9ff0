import { messages } from '@kanat/shared/i18n';
import { CardGrid, PagedRowsView, usePagedRows } from '@kanat/shared/ui';
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
  const rows = usePagedRows<AuctionRow>({
    endpoint: AUCTIONS_ENDPOINT,
    pageSize: AUCTIONS_PAGE_SIZE,
    filters,
    enabled,
  });
  return (
    <PagedRowsView
      rows={rows}
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
    </PagedRowsView>
  );
}
