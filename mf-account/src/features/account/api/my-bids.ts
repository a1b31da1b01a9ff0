import type { MyBidRow } from '@kanat/shared/contracts';
import { AUCTION_STATUS, LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/my-bids` (server/README.md, "Accounts"): the auctions I bid on, 20 per page. */
export const MY_BIDS_ENDPOINT = '/api/list/my-bids';
export const MY_BIDS_PAGE_SIZE = LIST_PAGE_SIZES.myBids.size;

export type { MyBidRow, MyBidsFilter } from '@kanat/shared/contracts';

/**
 * SPEC §4: not sealed = ongoing; sealed with me as last bidder = won; otherwise lost. An
 * auction staff cancelled is neither.
 */
export function bidOutcome(
  row: Pick<MyBidRow, 'sealed' | 'lastBidderIsMe' | 'status'>,
): 'ongoing' | 'won' | 'lost' | 'cancelled' {
  if (row.status === AUCTION_STATUS.cancelled) return 'cancelled';
  if (!row.sealed) return 'ongoing';
  return row.lastBidderIsMe ? 'won' : 'lost';
}
