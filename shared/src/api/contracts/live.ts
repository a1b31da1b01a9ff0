import { type Static, Type } from '@sinclair/typebox';
import { AuctionRow, BidRow } from './auctions';
import { ContainerRow } from './containers';

export const LiveQuery = Type.Object({
  /** Comma-separated paths (the client sends them URL-encoded). */
  paths: Type.String({ minLength: 1, maxLength: 16_384 }),
});

// The values the live stream pushes for each kind of path (ARCHITECTURE §4): the current value
// first on connect, then again on every change.

/** `auctions/{id}`. */
export const LiveAuctionValue = Type.Composite([
  Type.Pick(AuctionRow, ['status', 'bidCount', 'startingBid', 'currentBid']),
  Type.Object({
    /** ms epoch; moves on a soft close. */
    expiry: Type.Integer(),
    /** The last 10 bids, newest first. */
    lastBids: Type.Array(BidRow),
    /** Present only while staff have raised the bid ceiling of the auction. */
    bidCeiling: Type.Optional(Type.Integer()),
    /** Present only when the lot has a reserve price: whether it is reached (never the amount). */
    reserve: Type.Optional(Type.Union([Type.Literal('not-met'), Type.Literal('met')])),
    /**
     * Present only once staff annulled bids of the lot (issue 35): how many. With `bidCount`
     * it counts every bid placed, which only grows, so a page tells a newer value from an
     * older one after an annulment lowered the count.
     */
    annulled: Type.Optional(Type.Integer()),
  }),
]);
export type LiveAuctionValue = Static<typeof LiveAuctionValue>;

/** `pigeons/{id}`. */
export const LivePigeonValue = Type.Object({ pictures: Type.Array(Type.String()) });
export type LivePigeonValue = Static<typeof LivePigeonValue>;

/** `auctionContainers/{id}/summaryParams`. */
export const LiveSummaryValue = Type.Pick(ContainerRow, [
  'childCount',
  'totalAuctionsCount',
  'totalBidCount',
  'totalAmount',
  'expiry',
]);
export type LiveSummaryValue = Static<typeof LiveSummaryValue>;
