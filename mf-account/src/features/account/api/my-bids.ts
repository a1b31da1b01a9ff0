/** `POST /api/list/my-bids` (API-ACCOUNTS.md): the auctions I bid on, 20 per page. */
export const MY_BIDS_ENDPOINT = '/api/list/my-bids';
export const MY_BIDS_PAGE_SIZE = 20;

export type MyBidsFilter = 'all' | 'ongoing' | 'won' | 'lost';

export interface MyBidRow {
  auctionId: string;
  name: string;
  photo: string | null;
  endingTime: number;
  status: number;
  currentAmount: number;
  bidCount: number;
  myLastBid: number;
  sealed: boolean;
  lastBidderIsMe: boolean;
}

/** SPEC §4: not sealed = ongoing; sealed with me as last bidder = won; otherwise lost. */
export function bidOutcome(
  row: Pick<MyBidRow, 'sealed' | 'lastBidderIsMe'>,
): 'ongoing' | 'won' | 'lost' {
  if (!row.sealed) return 'ongoing';
  return row.lastBidderIsMe ? 'won' : 'lost';
}
