import { type Static, Type } from '@sinclair/typebox';
import { AuctionColumns, BidColumns, OwnerColumns, PigeonColumns } from './columns';
import { PedigreeChart } from './pedigree';
import { PigeonVideo } from './pigeon-videos';
import { RaceResultRow } from './race-results';

const auction = AuctionColumns.properties;
const bid = BidColumns.properties;

/** Ids travel as strings (the client's contract); they are int4 keys on the server. */
export const IdText = Type.String({ pattern: '^[0-9]{1,9}$' });
/** A uid: 28 characters for accounts, 20 for fake users; kept loose but bounded. */
export const UidText = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
export const SearchText = Type.String({ minLength: 1, maxLength: 100 });
/** ms epoch or TL: never negative, always an exact JavaScript integer. */
export const Bound = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** A bound on an amount: amounts are 32-bit integers in the database. */
export const AmountBound = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** The sort filters of a list: `orderBy` one of `fields`, `orderDir` ascending or descending. */
export function orderFilters<Field extends string>(fields: readonly Field[]) {
  return {
    orderBy: Type.Optional(Type.Union(fields.map((field) => Type.Literal(field)))),
    orderDir: Type.Optional(SortDirection),
  };
}

/** `:id` of a detail page (auction or container). */
export const DetailParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** SPEC §4: status integers run from 0 to 5 (2 ongoing, 3 sealed, 4 cancelled by staff). */
const StatusValue = Type.Integer({ minimum: 0, maximum: 5 });

/** `currentAmount` (the price: current bid, or starting price before one) only with `group`. */
const auctionOrderFields = [
  'endingTime',
  'startedOn',
  'startingBid',
  'bidCount',
  'name',
  'currentAmount',
] as const;

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
  /** Every word must start a word of the pigeon's bloodline ('Janssen'). */
  bloodline: Type.Optional(SearchText),
  statusFrom: Type.Optional(StatusValue),
  statusTo: Type.Optional(StatusValue),
  endingTimeFrom: Type.Optional(Bound),
  endingTimeTo: Type.Optional(Bound),
  startingBidFrom: Type.Optional(AmountBound),
  startingBidTo: Type.Optional(AmountBound),
  startedOnFrom: Type.Optional(Bound),
  startedOnTo: Type.Optional(Bound),
  ...orderFilters(auctionOrderFields),
};

const AuctionListFilters = Type.Object(auctionListFilters);
export type AuctionListFilters = Static<typeof AuctionListFilters>;

/** The live current bid of an auction (SPEC §3 concurrentParams.currentBid). */
export const CurrentBid = Type.Object({
  amount: auction.currentAmount,
  /** The previous price, before this bid. */
  ancestorAmount: auction.ancestorAmount,
  /** Uid of the bidder; null when nobody has bid. */
  bidder: auction.currentBidderId,
  /** True once the auction is closed (SPEC §4 won/lost). */
  sealed: auction.sealed,
});
export type CurrentBid = Static<typeof CurrentBid>;

/** One auction row of the list (SPEC §3, with the owner's full name). */
export const AuctionRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(AuctionColumns, ['name', 'description', 'status', 'startingBid']),
  /** The effective end (ms): the scheduled end, moved by soft close (the `expiry` column). */
  Type.Object({ endingTime: auction.expiry }),
  Type.Pick(AuctionColumns, ['bidCount']),
  Type.Object({
    currentBid: Type.Union([CurrentBid, Type.Null()]),
    /** URL of the pigeon's first picture; null when it has none. */
    photo: Type.Union([Type.String(), Type.Null()]),
    ownerFullName: Type.String(),
  }),
]);
export type AuctionRow = Static<typeof AuctionRow>;

/** One bid of an auction's history (newest first in every list). */
export const BidRow = Type.Composite([
  /** The bid's number, unique across the site (SPEC §3 numericId). */
  Type.Object({ numericId: bid.id }),
  Type.Pick(BidColumns, ['amount']),
  Type.Object({
    /** The price this bid raised; null when unknown. */
    oldAmount: Type.Union([Type.Integer(), Type.Null()]),
    /** ms epoch, server clock. */
    on: bid.createdOn,
    /** Uid of the bidder. */
    bidder: bid.userId,
    /** The bidder's username, as shown to everyone. */
    bidderName: Type.String(),
  }),
  /** `auto`: placed by the server for the bidder's maximum (proxy bid), not by hand. */
  Type.Pick(BidColumns, ['auto']),
]);
export type BidRow = Static<typeof BidRow>;

/**
 * The pigeon's columns an auction page shows: publishing another one is adding its name here
 * (the server selects exactly these).
 */
export const AUCTION_PIGEON_COLUMNS = [
  'serial',
  'tagNum',
  'active',
  'state',
  'sex',
  'colour',
] as const;
const AuctionPigeonColumns = Type.Pick(PigeonColumns, AUCTION_PIGEON_COLUMNS);

/** The pigeon an auction sells (SPEC §3): serial and tag first, its owner's name and place. */
export const PigeonSummary = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(AuctionPigeonColumns, ['serial', 'tagNum']),
  Type.Object({ ownerFullName: Type.String() }),
  Type.Pick(OwnerColumns, ['province', 'city']),
  Type.Omit(AuctionPigeonColumns, ['serial', 'tagNum']),
  /**
   * Picture URLs, the first being the auction photo, and what each shows in the same order
   * ('body', 'wings', 'eye', 'tail'; null: another photo).
   */
  Type.Object({
    pictures: Type.Array(Type.String()),
    pictureSlots: Type.Array(Type.Union([Type.String(), Type.Null()])),
  }),
]);
export type PigeonSummary = Static<typeof PigeonSummary>;

/** A pigeon's pedigree: an image, or a PDF document. */
export const PedigreeLink = Type.Object({
  url: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('document')]),
});
export type PedigreeLink = Static<typeof PedigreeLink>;

/**
 * How a finished auction ended: sealed (status 3) with at least one bid. A running,
 * cancelled or bidless auction has none.
 */
export const ReserveStateSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('not-met'),
  Type.Literal('met'),
]);

export const AuctionResult = Type.Object({
  /** The hammer price: the winning bid, TL. */
  hammerPrice: Type.Integer(),
  /** The winner's username, partly masked (`maskUsername` of '@kanat/shared/rules'). */
  winnerName: Type.String(),
  /** The lot was sold (always true today; a result is only given for a sold lot). */
  sold: Type.Boolean(),
});
export type AuctionResult = Static<typeof AuctionResult>;

/** `GET /api/auctions/:id`. */
export const AuctionDetail = Type.Object({
  auction: Type.Intersect([
    AuctionRow,
    Type.Composite([
      /** `expiry` is the same as endingTime: the current end after any soft-close extension. */
      Type.Pick(AuctionColumns, ['expiry', 'startedOn']),
      Type.Object({
        /** The group container this auction belongs to, if any. */
        parent: Type.Union([Type.String(), Type.Null()]),
        pigeon: PigeonSummary,
      }),
      /**
       * `bidCeiling`: the highest bid staff allow on this auction when above the rule (10x the
       * minimum accepted bid, `maximumAcceptedBid`); null: the rule alone. `cancelReason`: why
       * staff cancelled it (status 4); null otherwise.
       */
      Type.Pick(AuctionColumns, ['bidCeiling', 'cancelReason']),
      /**
       * The pigeon's pedigree document, when it has one; its DNA sex certificate, when one is
       * attached (the page then says the sex is DNA-verified); its race results, best first.
       */
      Type.Object({
        pedigree: Type.Union([PedigreeLink, Type.Null()]),
        dnaCertificate: Type.Union([PedigreeLink, Type.Null()]),
        races: Type.Array(RaceResultRow),
        /** The pedigree as data: the bloodline and the ancestors (empty when none entered). */
        pedigreeChart: PedigreeChart,
        /** The pigeon's videos in the order staff set (uploads and YouTube videos). */
        videos: Type.Array(PigeonVideo),
      }),
    ]),
  ]),
  /** The last 10 bids, newest first. */
  bids: Type.Array(BidRow),
  /** A price-raising bid this close to the end moves the end to now + this many minutes. */
  softCloseMinutes: Type.Integer(),
  /** The result once the auction is sealed with bids; null otherwise. */
  result: Type.Union([AuctionResult, Type.Null()]),
  /**
   * Whether the lot's hidden reserve price is reached ('none': it has none). Never the
   * amount. Sealed 'not-met': unsold below its reserve.
   */
  reserve: ReserveStateSchema,
  /**
   * Set only for staff looking at a lot whose group is not yet on the site: null, a draft; a
   * time, when it goes on the site. Absent for everyone else (who never get such a lot).
   */
  preview: Type.Optional(Type.Object({ publishOn: Type.Union([Type.Integer(), Type.Null()]) })),
});
export type AuctionDetail = Static<typeof AuctionDetail>;

/** `bid` data (SPEC §3 BidRequest). Amount is checked by the service for its own message. */
export const BidData = Type.Object({
  BidRequest: Type.Object({
    /** base64 of 32 random bytes; the signature covers the decoded bytes. */
    nonce: Type.String({ maxLength: 100 }),
    /** Whole Turkish lira. */
    amount: Type.Optional(Type.Unknown()),
    /** ms epoch, server clock. */
    createdOn: Type.Optional(Type.Number()),
    device: Type.String({ maxLength: 200 }),
    /** Auction id. */
    for: Type.String({ maxLength: 20 }),
    /** Bidder uid. */
    user: Type.String({ maxLength: 128 }),
    /**
     * True: `amount` is the most the bidder will pay (a maximum, or proxy bid). The server
     * bids for them, one SPEC §9 step at a time, whenever someone else outbids them. Private:
     * only its owner ever sees it. A maximum can be raised, never lowered.
     */
    maximum: Type.Optional(Type.Boolean()),
  }),
  // Optional here so that a missing one gets the contract's PERMISSION_DENIED, not a 400.
  /**
   * base64 of the 132-byte ECDSA P-521/SHA-256 signature: with `sig: 'v2'` over the bid's
   * signed bytes (nonce, auction, amount and kind: `bidSignedBytes` of @kanat/shared/rules);
   * without it, SPEC §7's form over the nonce bytes alone, which the server takes only when
   * configured to (LEGACY_BID_SIGNATURE, for an old client).
   */
  signature: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
  /** The signature's form: 'v2' (what the site's pages send). */
  sig: Type.Optional(Type.Literal('v2')),
  mfaToken: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
});
export type BidData = Static<typeof BidData>;

export const BidResult = Type.Object({
  /** The caller's own bid; null when a leader only raised their maximum. */
  bidId: Type.Union([Type.Integer(), Type.Null()]),
  /** The auction's price after this call (a maximum in play may have answered the bid). */
  amount: Type.Integer(),
  bidCount: Type.Integer(),
  /** The auction's end after this bid (moved by a soft close). */
  expiry: Type.Integer(),
  /** Whether the caller holds the top bid after this call. */
  leading: Type.Boolean(),
  /** The maximum this call set (a maximum bid); null for a single bid. */
  maximum: Type.Union([Type.Integer(), Type.Null()]),
});
export type BidResult = Static<typeof BidResult>;

/** `myMaxBid` data: the signed-in member's own maximum on one auction. */
export const MyMaxBidData = Type.Object({ auctionId: Type.String({ maxLength: 20 }) });
export type MyMaxBidData = Static<typeof MyMaxBidData>;

export const MyMaxBidResult = Type.Object({
  /** The member's maximum on this auction; null when they have none. Never shown to others. */
  maximum: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyMaxBidResult = Static<typeof MyMaxBidResult>;
