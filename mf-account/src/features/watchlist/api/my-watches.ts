import type { WatchRow } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/**
 * `POST /api/list/my-watches` (server/README.md, "Watchlist"): the auctions and groups I
 * watch, newest first, 20 per page; each row's `kind` says which it is.
 */
export const MY_WATCHES_ENDPOINT = '/api/list/my-watches';
export const MY_WATCHES_PAGE_SIZE = LIST_PAGE_SIZES.myWatches.size;

export type { WatchedAuctionRow, WatchedGroupRow, WatchRow } from '@kanat/shared/contracts';

/** One key per row, auctions and groups apart (their ids may be equal). */
export function watchRowKey(row: WatchRow): string {
  return row.kind === 'auction' ? `auction:${row.auctionId}` : `group:${row.groupId}`;
}
