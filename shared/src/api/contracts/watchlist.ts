import { type Static, Type } from '@sinclair/typebox';
import { IdText } from './auctions';
import { AuctionColumns, ContainerColumns } from './columns';

// The watchlist ('Takip ettiklerim'): a member watches an auction or a whole group.

/** The most ids of each kind one `watchState` call may ask about: a few list pages' worth. */
export const WATCH_STATE_MAX_IDS = 100;

/** What can be watched: one auction, or a group with everything in it. */
export const WatchKind = Type.Union([Type.Literal('auction'), Type.Literal('group')]);
export type WatchKind = Static<typeof WatchKind>;

/** `watch` and `unwatch` data: the auction's or the group's id. */
export const WatchData = Type.Object({ kind: WatchKind, id: IdText });
export type WatchData = Static<typeof WatchData>;

/** Whether the caller watches the target after the call (both calls are idempotent). */
export const WatchResult = Type.Object({ watching: Type.Boolean() });
export type WatchResult = Static<typeof WatchResult>;

const WatchIds = Type.Array(IdText, { maxItems: WATCH_STATE_MAX_IDS });

/** `watchState` data: the cards on screen, asked about in one call per list page. */
export const WatchStateData = Type.Object({ auctionIds: WatchIds, groupIds: WatchIds });
export type WatchStateData = Static<typeof WatchStateData>;

/** Of the ids asked about, the ones the caller watches. */
export const WatchStateResult = Type.Object({
  auctionIds: Type.Array(Type.String()),
  groupIds: Type.Array(Type.String()),
});
export type WatchStateResult = Static<typeof WatchStateResult>;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A watched auction, as `POST /api/list/my-watches` lists it. */
export const WatchedAuctionRow = Type.Composite([
  Type.Object({ kind: Type.Literal('auction'), auctionId: Type.String() }),
  Type.Pick(AuctionColumns, ['name']),
  Type.Object({
    /** The pigeon's first picture; null when it has none. */
    photo: NullableText,
    /** The effective end (ms, `expiry`): the scheduled end, moved by soft close. */
    endingTime: AuctionColumns.properties.expiry,
  }),
  /** `currentAmount`: the price, the starting bid until the first bid. */
  Type.Pick(AuctionColumns, ['status', 'currentAmount', 'bidCount', 'sealed']),
]);
export type WatchedAuctionRow = Static<typeof WatchedAuctionRow>;

/** A watched group, with the totals of everything in it. */
export const WatchedGroupRow = Type.Composite([
  Type.Object({ kind: Type.Literal('group'), groupId: Type.String() }),
  Type.Pick(ContainerColumns, ['name', 'photo']),
  /** The group's end (ms, `expiry`). */
  Type.Object({ endingTime: ContainerColumns.properties.expiry }),
  Type.Pick(ContainerColumns, ['totalAmount', 'totalBidCount']),
  Type.Object({ auctionCount: ContainerColumns.properties.totalAuctionsCount }),
]);
export type WatchedGroupRow = Static<typeof WatchedGroupRow>;

/** One row of `POST /api/list/my-watches` (no filters), newest watch first; `kind` tells which. */
export const WatchRow = Type.Union([WatchedAuctionRow, WatchedGroupRow]);
export type WatchRow = Static<typeof WatchRow>;

/** The watchlist's functions, all for members (`access: 'member'`), spread into `callables`. */
export const watchlistCallables = {
  watch: { data: WatchData, result: WatchResult },
  unwatch: { data: WatchData, result: WatchResult },
  watchState: { data: WatchStateData, result: WatchStateResult },
} as const;
