import { type Static, type TSchema, Type } from '@sinclair/typebox';

// Running a hall mezat (issue 32): the clerk's lease and actions, the online bid, the member's
// own standing, and the public live state at `hallSales/<id>`. Amounts are whole lira. The
// server alone decides the asking price: a bid names it and is refused "too late" (details
// `askingPrice`) when it moved.

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Amount = Type.Integer({ minimum: 1, maximum: 100_000_000 });
const LeaseToken = Type.String({ minLength: 20, maxLength: 100 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const hallLeaderKinds = ['floor', 'online'] as const;

/** What every clerk action names: the sale and the lease the console holds. */
const Leased = { saleId: Id, leaseToken: LeaseToken };

export const AdminHallLeaseTakeData = Type.Object(
  { saleId: Id, takeOver: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AdminHallLeaseTakeData = Static<typeof AdminHallLeaseTakeData>;
export const AdminHallLeaseResult = Type.Object({
  leaseToken: Type.String(),
  /** ms epoch, by the database's clock. */
  expiresAt: Type.Integer(),
});
export type AdminHallLeaseResult = Static<typeof AdminHallLeaseResult>;
export const AdminHallLeaseData = Type.Object(Leased, { additionalProperties: false });
export type AdminHallLeaseData = Static<typeof AdminHallLeaseData>;

export const AdminHallLotData = Type.Object(
  { ...Leased, lotId: Id },
  { additionalProperties: false },
);
export type AdminHallLotData = Static<typeof AdminHallLotData>;
export const AdminHallFloorBidData = Type.Object(
  {
    ...Leased,
    lotId: Id,
    amount: Amount,
    /** The room's paddle number (HALL_PADDLE_PATTERN); absent: none taken. */
    paddle: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AdminHallFloorBidData = Static<typeof AdminHallFloorBidData>;
export const AdminHallSetStepData = Type.Object(
  { ...Leased, lotId: Id, step: Nullable(Amount) },
  { additionalProperties: false },
);
export type AdminHallSetStepData = Static<typeof AdminHallSetStepData>;
/** Sell or pass: only if the sale's version is still the one the clerk saw. */
export const AdminHallCloseLotData = Type.Object(
  {
    ...Leased,
    lotId: Id,
    version: Type.Integer({ minimum: 0 }),
    /** Sell only: the buyer's paddle, when the standing floor bid was taken without one. */
    paddle: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AdminHallCloseLotData = Static<typeof AdminHallCloseLotData>;
export const AdminHallUndoData = Type.Object(
  { ...Leased, lotId: Id, reason: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type AdminHallUndoData = Static<typeof AdminHallUndoData>;
export const AdminHallStateData = Type.Object({ saleId: Id }, { additionalProperties: false });
export type AdminHallStateData = Static<typeof AdminHallStateData>;

/** A bid as the clerk sees it: who, by username or paddle. */
export const AdminHallBid = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  kind: Type.Union([Type.Literal('floor'), Type.Literal('online'), Type.Literal('absentee')]),
  username: Type.Union([Type.String(), Type.Null()]),
  paddle: Type.Union([Type.String(), Type.Null()]),
  /** ms epoch, database clock. */
  at: Type.Integer(),
  undone: Type.Boolean(),
  undoReason: Type.Union([Type.String(), Type.Null()]),
});
export type AdminHallBid = Static<typeof AdminHallBid>;

export const HallFloorLotRow = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  tagNum: Type.String(),
  ownerName: Type.String(),
  photo: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  startingPrice: Type.Integer(),
  stepOverride: Nullable(Type.Integer()),
  currentPrice: Nullable(Type.Integer()),
  askingPrice: Type.Integer(),
  bidCount: Type.Integer(),
  soldPrice: Nullable(Type.Integer()),
  buyerUsername: Type.Union([Type.String(), Type.Null()]),
  buyerPaddle: Type.Union([Type.String(), Type.Null()]),
});
export type HallFloorLotRow = Static<typeof HallFloorLotRow>;

/** The public live state's calls (`hall_calls`), newest last. */
export const HallCall = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  lotId: Nullable(Type.Integer()),
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  at: Type.Integer(),
});
export type HallCall = Static<typeof HallCall>;

/** The console's whole view of a running sale. */
export const AdminHallState = Type.Object({
  sale: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    status: Type.String(),
    version: Type.Integer(),
    currentLotId: Nullable(Type.Integer()),
  }),
  lease: Type.Union([
    Type.Object({
      clerkId: Type.String(),
      clerkName: Type.String(),
      expiresAt: Type.Integer(),
      live: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  lots: Type.Array(HallFloorLotRow),
  /** The lot on the block, with its leader and its bids (newest first). */
  current: Type.Union([
    Type.Object({
      lot: HallFloorLotRow,
      leader: Type.Union([
        Type.Object({
          kind: Type.Union([
            Type.Literal('floor'),
            Type.Literal('online'),
            Type.Literal('absentee'),
          ]),
          username: Type.Union([Type.String(), Type.Null()]),
          paddle: Type.Union([Type.String(), Type.Null()]),
        }),
        Type.Null(),
      ]),
      bids: Type.Array(AdminHallBid),
    }),
    Type.Null(),
  ]),
  calls: Type.Array(HallCall),
});
export type AdminHallState = Static<typeof AdminHallState>;

/**
 * A clerk's action's answer: the console's view after it, with only the lot rows the action
 * could change (its own lot and the lot on the block; none for the start and the end) in
 * place of the whole catalogue. An evening of three hundred birds would otherwise send, parse
 * and collect every lot's row on each bid; the console keeps the rest as it read them.
 */
export const AdminHallChange = Type.Composite([
  Type.Omit(AdminHallState, ['lots']),
  Type.Object({ changedLots: Type.Array(HallFloorLotRow) }),
]);
export type AdminHallChange = Static<typeof AdminHallChange>;
export const AdminHallActionResult = Type.Object({ state: AdminHallChange });
export type AdminHallActionResult = Static<typeof AdminHallActionResult>;

/** An online bid: exactly the asking price, signed with `hallBidSignedBytes` (maximum=false). */
export const HallBidData = Type.Object(
  {
    lotId: Id,
    amount: Amount,
    /** base64 of 32 random bytes, used once. */
    nonce: Type.String({ maxLength: 64 }),
    signature: Type.String({ maxLength: 400 }),
    /** The signature's form: 'v2' (the only one for hall bids). */
    sig: Type.Literal('v2'),
    mfaToken: Type.String({ maxLength: 200 }),
    deviceId: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type HallBidData = Static<typeof HallBidData>;
export const HallBidResult = Type.Object({
  bidId: Type.Integer(),
  amount: Type.Integer(),
  /** Still leading once the absentee maximums answered. */
  leading: Type.Boolean(),
  /** The asking price now. */
  askingPrice: Type.Integer(),
  version: Type.Integer(),
});
export type HallBidResult = Static<typeof HallBidResult>;

export const HallMyStatusData = Type.Object({ saleId: Id }, { additionalProperties: false });
export type HallMyStatusData = Static<typeof HallMyStatusData>;
/** The member's own standing: never anyone else's. */
export const HallMyStatus = Type.Object({
  saleId: Type.Integer(),
  version: Type.Integer(),
  current: Type.Union([
    Type.Object({
      lotId: Type.Integer(),
      /** 'leading', 'outbid' (bid and no longer lead), 'none' (no bid on it). */
      standing: Type.Union([Type.Literal('leading'), Type.Literal('outbid'), Type.Literal('none')]),
      myTopBid: Nullable(Type.Integer()),
      myMaximum: Nullable(Type.Integer()),
    }),
    Type.Null(),
  ]),
  /** Lots of this sale sold to the member. */
  won: Type.Array(
    Type.Object({ lotId: Type.Integer(), position: Type.Integer(), price: Type.Integer() }),
  ),
  /** Lots of this sale that went to someone else after the member bid on them. */
  lost: Type.Array(Type.Object({ lotId: Type.Integer(), position: Type.Integer() })),
});
export type HallMyStatus = Static<typeof HallMyStatus>;

/** The public value at the live path `hallSales/<id>` (no member names, no paddles). */
export interface HallLiveState {
  saleId: number;
  status: string;
  version: number;
  lotCount: number;
  lot: {
    id: number;
    position: number;
    photo: string | null;
    tagNum: string;
    ownerName: string;
    startingPrice: number;
    askingPrice: number;
    currentPrice: number | null;
    leaderKind: (typeof hallLeaderKinds)[number] | null;
    /** The online leader's province, and username masked (`maskUsername`); null otherwise. */
    leaderProvince: string | null;
    leaderName: string | null;
    bidCount: number;
    status: string;
  } | null;
  calls: HallCall[];
}

export const hallFloorCallables = {
  adminHallLeaseTake: { data: AdminHallLeaseTakeData, result: AdminHallLeaseResult },
  adminHallLeaseRenew: { data: AdminHallLeaseData, result: AdminHallLeaseResult },
  adminHallLeaseRelease: { data: AdminHallLeaseData, result: Type.Object({}) },
  adminHallStart: { data: AdminHallLeaseData, result: AdminHallActionResult },
  adminHallOpenLot: { data: AdminHallLotData, result: AdminHallActionResult },
  adminHallFloorBid: { data: AdminHallFloorBidData, result: AdminHallActionResult },
  adminHallSetStep: { data: AdminHallSetStepData, result: AdminHallActionResult },
  adminHallWarn: { data: AdminHallLotData, result: AdminHallActionResult },
  adminHallSell: { data: AdminHallCloseLotData, result: AdminHallActionResult },
  adminHallPass: { data: AdminHallCloseLotData, result: AdminHallActionResult },
  adminHallUndo: { data: AdminHallUndoData, result: AdminHallActionResult },
  adminHallEnd: { data: AdminHallLeaseData, result: AdminHallActionResult },
  adminHallState: { data: AdminHallStateData, result: AdminHallState },
  hallBid: { data: HallBidData, result: HallBidResult },
  hallMyStatus: { data: HallMyStatusData, result: HallMyStatus },
};
