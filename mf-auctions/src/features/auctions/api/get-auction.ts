import { apiFetch, isApiError } from '@kanat/shared/api';
import type { AuctionRow } from './list-auctions';

/** One bid of an auction's history (newest first in every list). */
export interface BidRow {
  /** The bid's number, unique across the site (SPEC §3 numericId). */
  numericId: number;
  amount: number;
  /** The price this bid raised; null when unknown. */
  oldAmount: number | null;
  /** ms epoch, server clock. */
  on: number;
  /** Uid of the bidder. */
  bidder: string;
  /** The bidder's username, as shown to everyone. */
  bidderName: string;
}

/** The pigeon an auction sells (SPEC §3), with its owner's place. */
export interface AuctionPigeon {
  id: string | number;
  serial: number;
  tagNum: string;
  ownerFullName: string;
  province: string;
  city: string;
  active: 0 | 1;
  state: string;
  /** Picture URLs, the first being the auction photo. */
  pictures: string[];
}

export interface AuctionDetailRow extends AuctionRow {
  startedOn: number;
  /** The group container this auction belongs to, if any. */
  parent: string | null;
  pigeon: AuctionPigeon;
  /** Current end (ms) after any soft-close extension; endingTime when absent. */
  expiry?: number;
  /** The highest bid staff allow when above the 10x rule (`maximumAcceptedBid`); null: the rule. */
  bidCeiling?: number | null;
}

/** `GET /api/auctions/:id`. */
export interface AuctionDetail {
  auction: AuctionDetailRow;
  /** The last 10 bids, newest first. */
  bids: BidRow[];
  /** A price-raising bid this close to the end moves the end to now + this many minutes. */
  softCloseMinutes: number;
}

/** One auction with its pigeon and last bids; null when there is no such auction. */
export async function getAuction(id: string, signal?: AbortSignal): Promise<AuctionDetail | null> {
  try {
    return await apiFetch<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    throw error;
  }
}
