import { type Static, Type } from '@sinclair/typebox';

/** Ids travel as strings (the client's contract); they are int4 keys here. */
export const IdText = Type.String({ pattern: '^[0-9]{1,9}$' });
/** A uid: 28 characters for accounts, 20 for fake users; kept loose but bounded. */
export const UidText = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
export const SearchText = Type.String({ minLength: 1, maxLength: 100 });
/** ms epoch or TL: never negative, always an exact JavaScript integer. */
export const Bound = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** SPEC §4: status integers run from 0 to 5 (2 ongoing, 3 sealed). */
const StatusValue = Type.Integer({ minimum: 0, maximum: 5 });

export const auctionOrderFields = [
  'endingTime',
  'startedOn',
  'startingBid',
  'bidCount',
  'name',
] as const;
export type AuctionOrderField = (typeof auctionOrderFields)[number];

/** The filters of `POST /api/list/auctions` (mf-auctions list-auctions.ts), SPEC §7. */
export const auctionListFilters = {
  id: Type.Optional(IdText),
  /** Every word must start a word of the name (case and Turkish letters ignored). */
  name: Type.Optional(SearchText),
  /** Every word must start a word of the description. */
  description: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  pigeon: Type.Optional(IdText),
  group: Type.Optional(IdText),
  owner: Type.Optional(UidText),
  /** Tag number prefix ('TR-2023' or a whole tag). */
  tagNum: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  statusFrom: Type.Optional(StatusValue),
  statusTo: Type.Optional(StatusValue),
  endingTimeFrom: Type.Optional(Bound),
  endingTimeTo: Type.Optional(Bound),
  startingBidFrom: Type.Optional(Bound),
  startingBidTo: Type.Optional(Bound),
  startedOnFrom: Type.Optional(Bound),
  startedOnTo: Type.Optional(Bound),
  orderBy: Type.Optional(Type.Union(auctionOrderFields.map((field) => Type.Literal(field)))),
  orderDir: Type.Optional(SortDirection),
};

const AuctionListFilters = Type.Object(auctionListFilters);
export type AuctionListFilters = Static<typeof AuctionListFilters>;

export const CurrentBid = Type.Object({
  amount: Type.Integer(),
  ancestorAmount: Type.Union([Type.Integer(), Type.Null()]),
  bidder: Type.Union([Type.String(), Type.Null()]),
  sealed: Type.Boolean(),
});

export const AuctionRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: Type.Integer(),
  startingBid: Type.Integer(),
  /** The effective end (ms): the scheduled end, moved by soft close. */
  endingTime: Type.Integer(),
  bidCount: Type.Integer(),
  currentBid: Type.Union([CurrentBid, Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  ownerFullName: Type.String(),
});
export type AuctionRow = Static<typeof AuctionRow>;

export const BidRow = Type.Object({
  numericId: Type.Integer(),
  amount: Type.Integer(),
  oldAmount: Type.Union([Type.Integer(), Type.Null()]),
  on: Type.Integer(),
  bidder: Type.String(),
  bidderName: Type.String(),
});
export type BidRow = Static<typeof BidRow>;

export const PigeonSummary = Type.Object({
  id: Type.String(),
  serial: Type.Integer(),
  tagNum: Type.String(),
  ownerFullName: Type.String(),
  province: Type.String(),
  city: Type.String(),
  active: Type.Integer(),
  state: Type.String(),
  pictures: Type.Array(Type.String()),
});

export const AuctionDetail = Type.Object({
  auction: Type.Intersect([
    AuctionRow,
    Type.Object({
      /** Same as endingTime: the current end after any soft-close extension. */
      expiry: Type.Integer(),
      startedOn: Type.Integer(),
      parent: Type.Union([Type.String(), Type.Null()]),
      pigeon: PigeonSummary,
      /**
       * The highest bid staff allow on this auction when above the rule (10x the minimum
       * accepted bid, `maximumAcceptedBid`); null: the rule alone.
       */
      bidCeiling: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ]),
  /** The last 10 bids, newest first. */
  bids: Type.Array(BidRow),
  softCloseMinutes: Type.Integer(),
});
export type AuctionDetail = Static<typeof AuctionDetail>;

/** `bid` data (SPEC §3 BidRequest). Amount is checked by the service for its own message. */
export const BidData = Type.Object({
  BidRequest: Type.Object({
    nonce: Type.String({ maxLength: 100 }),
    amount: Type.Optional(Type.Unknown()),
    createdOn: Type.Optional(Type.Number()),
    device: Type.String({ maxLength: 200 }),
    for: Type.String({ maxLength: 20 }),
    user: Type.String({ maxLength: 128 }),
  }),
  // Optional here so that a missing one gets the contract's PERMISSION_DENIED, not a 400.
  signature: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
  mfaToken: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
});
export type BidData = Static<typeof BidData>;

export const BidResult = Type.Object({
  bidId: Type.Integer(),
  amount: Type.Integer(),
  bidCount: Type.Integer(),
  expiry: Type.Integer(),
});
export type BidResult = Static<typeof BidResult>;
