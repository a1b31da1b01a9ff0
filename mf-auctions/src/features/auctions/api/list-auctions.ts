import type { PageResponse } from '@kanat/shared/api';
import { type ListRequest, listPageRequest } from './list-page';

/** `POST /api/list/auctions` (the seed's auctionQuery.php): auctions by structured filters. */
export const AUCTIONS_ENDPOINT = '/api/list/auctions';
/** SPEC §9 page sizes. */
export const AUCTIONS_PAGE_SIZE = 20;
export const HOME_AUCTIONS_COUNT = 4;

/** SPEC §4 auction status integers; the 'all' filter spans 0 to 5. */
export const AUCTION_STATUS = { first: 0, ongoing: 2, expired: 3, last: 5 } as const;

/** The live current bid of an auction (SPEC §3 concurrentParams.currentBid). */
export interface CurrentBid {
  amount: number;
  /** The previous price, before this bid. */
  ancestorAmount: number | null;
  /** Uid of the bidder; null when nobody has bid. */
  bidder: string | null;
  /** True once the auction is closed (SPEC §4 won/lost). */
  sealed: boolean;
}

/** One auction row of the list (SPEC §3, with the owner's full name). */
export interface AuctionRow {
  id: string;
  name: string;
  description: string;
  status: number;
  startingBid: number;
  /** ms epoch, server clock. */
  endingTime: number;
  bidCount: number;
  currentBid: CurrentBid | null;
  /** URL of the pigeon's first picture; null when it has none. */
  photo: string | null;
  ownerFullName: string;
}

export type AuctionOrderField = 'endingTime' | 'startedOn' | 'startingBid' | 'bidCount' | 'name';

/**
 * SPEC §7 filters. Every field is optional; ranges are inclusive and in ms (times) or TL
 * (bids).
 */
export type AuctionListFilters = {
  id?: string;
  /** Name contains (case-insensitive). */
  name?: string;
  /** Full-text match in the description. */
  description?: string;
  /** Pigeon id. */
  pigeon?: string;
  /** Parent group container id. */
  group?: string;
  /** Owner uid. */
  owner?: string;
  tagNum?: string;
  statusFrom?: number;
  statusTo?: number;
  endingTimeFrom?: number;
  endingTimeTo?: number;
  startingBidFrom?: number;
  startingBidTo?: number;
  startedOnFrom?: number;
  startedOnTo?: number;
  orderBy?: AuctionOrderField;
  orderDir?: 'asc' | 'desc';
};

/** The request body: filters plus the paged-list cursor `p` and count `c`. */
export type AuctionListRequest = ListRequest<AuctionListFilters>;

/** One page of auctions; `p` is the next cursor, absent on the last page. */
export type AuctionListResponse = PageResponse<AuctionRow>;

/** A single request outside an infinite list (home widget). */
export const listAuctions = listPageRequest<AuctionListFilters, AuctionRow>(AUCTIONS_ENDPOINT);
