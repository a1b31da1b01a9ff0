import type { AuctionListFilters, AuctionRow } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { listPageRequest } from './list-page';

/** `POST /api/list/auctions`: auctions by structured filters. */
export const AUCTIONS_ENDPOINT = '/api/list/auctions';
/** SPEC §9 page sizes. */
export const AUCTIONS_PAGE_SIZE = LIST_PAGE_SIZES.auctions.size;
export const HOME_AUCTIONS_COUNT = 4;

/** SPEC §7 filters (every one optional; ranges inclusive, in ms or TL) and the row. */
export type { AuctionListFilters, AuctionRow, CurrentBid } from '@kanat/shared/contracts';
/** SPEC §4 auction status integers; the 'all' filter spans 0 to 5. */
export { AUCTION_STATUS } from '@kanat/shared/rules';

/** A single request outside an infinite list (home widget). */
export const listAuctions = listPageRequest<AuctionListFilters, AuctionRow>(AUCTIONS_ENDPOINT);
