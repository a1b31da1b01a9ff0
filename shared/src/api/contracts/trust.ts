import { type Static, Type } from '@sinclair/typebox';
import { STAFF_REASON_MAX_LENGTH } from '../../rules/staff-reason';
import { TRUST, TRUST_SIGNAL_KINDS } from '../../rules/trust';
import { IdText } from './auctions';
import { BidColumns } from './columns';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * One trust signal (issue 35): what it is, on which lot and whom, the evidence in one line
 * (the shared browser's id, the shared network, the counts), and staff's review mark if any.
 * The console links the lot to its bids and each member to their page.
 */
export const TrustSignalView = Type.Object({
  /** Names the signal, so a review mark stays with it: `kind:lot:member:other`. */
  key: Type.String(),
  kind: Type.Union(TRUST_SIGNAL_KINDS.map((kind) => Type.Literal(kind))),
  auctionId: Nullable(Type.String()),
  auctionName: Nullable(Type.String()),
  memberId: Type.String(),
  memberName: Type.String(),
  /** The owner or the other bidder the member is linked to; null for a member's own pattern. */
  otherId: Nullable(Type.String()),
  otherName: Nullable(Type.String()),
  /** The evidence, e.g. the shared device id shortened, or '4 lot, hiç kazanmadı'. */
  evidence: Type.String(),
  /** ms epoch: the newest piece of evidence (a bid, a session). */
  at: Type.Integer(),
  reviewed: Nullable(
    Type.Object({ note: Type.String(), by: Nullable(Type.String()), at: Type.Integer() }),
  ),
});
export type TrustSignalView = Static<typeof TrustSignalView>;

export const AdminTrustSignalsData = Type.Object({
  /** One lot's signals; with neither, every lot's and member's. */
  auctionId: Type.Optional(IdText),
  /** One member's signals (as the member or as the linked one). */
  memberId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  /** 'open' (the default): those not reviewed; 'all': reviewed ones too. */
  show: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])),
});
export type AdminTrustSignalsData = Static<typeof AdminTrustSignalsData>;

export const AdminTrustSignalsResult = Type.Object({
  signals: Type.Array(TrustSignalView),
  /** Signals not yet reviewed, whatever `show` listed. */
  openCount: Type.Integer(),
});
export type AdminTrustSignalsResult = Static<typeof AdminTrustSignalsResult>;

export const AdminTrustReviewData = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 300 }),
  note: Type.String({ maxLength: TRUST.reviewNoteMax + 100 }),
});
export type AdminTrustReviewData = Static<typeof AdminTrustReviewData>;

/** One bid as the console's lot page shows it: every bid, the annulled ones with the reason. */
export const AdminLotBidView = Type.Composite([
  Type.Pick(BidColumns, [
    'id',
    'amount',
    'oldAmount',
    'auto',
    'deviceId',
    'createdOn',
    'voidReason',
  ]),
  Type.Object({
    userId: Type.String(),
    userName: Type.String(),
    voided: Type.Boolean(),
  }),
]);
export type AdminLotBidView = Static<typeof AdminLotBidView>;

export const AdminLotBidsData = Type.Object({ auctionId: IdText });
export type AdminLotBidsData = Static<typeof AdminLotBidsData>;

export const AdminLotBidsResult = Type.Object({
  lot: Type.Object({
    id: Type.String(),
    name: Type.String(),
    ownerId: Nullable(Type.String()),
    ownerName: Type.String(),
    currentAmount: Type.Integer(),
    bidCount: Type.Integer(),
    leaderId: Nullable(Type.String()),
    leaderName: Nullable(Type.String()),
    /** Still taking bids: only then can a bid be annulled. */
    running: Type.Boolean(),
  }),
  /** Newest first. */
  bids: Type.Array(AdminLotBidView),
  signals: Type.Array(TrustSignalView),
});
export type AdminLotBidsResult = Static<typeof AdminLotBidsResult>;

/**
 * `adminAnnulBid`: staff annul one standing bid of a running lot, with the reason. The price and
 * the leader are recomputed from the bids and maximums left; watchers see the correction.
 */
export const AdminAnnulBidData = Type.Object({
  bidId: IdText,
  reason: Type.String({ maxLength: STAFF_REASON_MAX_LENGTH + 100 }),
});
export type AdminAnnulBidData = Static<typeof AdminAnnulBidData>;

export const AdminAnnulBidResult = Type.Object({
  auctionId: Type.String(),
  currentAmount: Type.Integer(),
  bidCount: Type.Integer(),
  leaderId: Nullable(Type.String()),
  /** Bids annulled: the one named, and automatic bids that only answered it. */
  annulled: Type.Integer(),
});
export type AdminAnnulBidResult = Static<typeof AdminAnnulBidResult>;

/** The trust functions, spread into `callables`. */
export const trustCallables = {
  adminTrustSignals: { data: AdminTrustSignalsData, result: AdminTrustSignalsResult },
  adminTrustReview: {
    data: AdminTrustReviewData,
    result: Type.Object({ key: Type.String(), at: Type.Integer() }),
  },
  adminLotBids: { data: AdminLotBidsData, result: AdminLotBidsResult },
  adminAnnulBid: { data: AdminAnnulBidData, result: AdminAnnulBidResult },
} as const;
