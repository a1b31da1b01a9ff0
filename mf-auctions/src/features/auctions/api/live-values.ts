// Values the live stream pushes for auction paths (ARCHITECTURE §4). Each path's current
// value arrives first on connect, then again on every change.
import type { BidRow } from './get-auction';
import type { CurrentBid } from './list-auctions';

/** `auctions/{id}`. */
export interface LiveAuction {
  status: number;
  bidCount: number;
  startingBid: number;
  /** ms epoch; moves on a soft close. */
  expiry: number;
  currentBid: CurrentBid | null;
  /** The last 10 bids, newest first. */
  lastBids: BidRow[];
  /** Present only while staff have raised the bid ceiling of the auction. */
  bidCeiling?: number;
}

/** `pigeons/{id}`. */
export interface LivePigeon {
  pictures: string[];
}

/** `auctionContainers/{id}/summaryParams`. */
export interface LiveSummary {
  childCount: number;
  totalAuctionsCount: number;
  totalBidCount: number;
  totalAmount: number;
  expiry: number;
}

export const liveAuctionPath = (id: string) => `auctions/${id}`;
export const livePigeonPath = (id: string | number) => `pigeons/${id}`;
export const liveSummaryPath = (id: string) => `auctionContainers/${id}/summaryParams`;
