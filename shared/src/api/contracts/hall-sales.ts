import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { IdText, PedigreeLink, PigeonSummary } from './auctions';
import { HallLotColumns, HallSaleColumns, PigeonColumns, UserColumns } from './columns';
import { NoData } from './protocol';

// The hall mezat's sales, lots, catalogue, absentee maximums and results (issue 32). Ids travel
// as text, times as ms epoch, money as whole Turkish lira (SPEC §9). The sale as it runs (the
// lot on the block, the clerk's calls, floor and online bids) is the hall-floor contract's.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Lots added in one call. */
export const HALL_LOTS_PER_CALL = 50;
/** The most a member's absentee maximum may be, whole lira (an int4 amount with room to spare). */
export const HALL_ABSENTEE_MAX = 1_000_000_000;

/** A sale as the console lists it. */
export const AdminHallSaleRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(HallSaleColumns, [
    'title',
    'startsAt',
    'place',
    'videoUrl',
    'status',
    'createdAt',
    'lotsBeforeStart',
  ]),
  /** `lotCount`: lots not withdrawn; `soldCount`: lots sold so far. */
  Type.Object({ lotCount: Type.Integer(), soldCount: Type.Integer() }),
]);
export type AdminHallSaleRow = Static<typeof AdminHallSaleRow>;

export const AdminHallSalesListResult = Type.Object({
  /** Newest first (by start, then by creation). */
  rows: Type.Array(AdminHallSaleRow),
});
export type AdminHallSalesListResult = Static<typeof AdminHallSalesListResult>;

export const HallSaleIdData = Type.Object({ saleId: IdText });
export type HallSaleIdData = Static<typeof HallSaleIdData>;

export const HallLotIdData = Type.Object({ lotId: IdText });
export type HallLotIdData = Static<typeof HallLotIdData>;

/** A lot as staff manage it: its pigeon's summary, price, status and how many absentee maximums it has. */
export const AdminHallLotRow = Type.Composite([
  Type.Object({ id: Type.String(), pigeonId: Type.String() }),
  Type.Pick(PigeonColumns, ['serial', 'tagNum', 'state']),
  Type.Object({ ownerFullName: Type.String(), cover: Nullable(Type.String()) }),
  Type.Pick(HallLotColumns, [
    'position',
    'startingPrice',
    'status',
    'stepOverride',
    'currentPrice',
    'bidCount',
    'soldPrice',
  ]),
  /** Members' absentee maximums on the lot (how many; the amounts are private). */
  Type.Object({ absenteeCount: Type.Integer() }),
]);
export type AdminHallLotRow = Static<typeof AdminHallLotRow>;

export const AdminHallSaleDetail = Type.Object({
  sale: AdminHallSaleRow,
  /** Every lot in order, withdrawn ones last. */
  lots: Type.Array(AdminHallLotRow),
});
export type AdminHallSaleDetail = Static<typeof AdminHallSaleDetail>;

/** Create (no `saleId`) or edit a sale; lengths and the video link are checked for their messages. */
export const AdminHallSaleSaveData = Type.Object({
  saleId: Type.Optional(IdText),
  title: Type.String({ maxLength: 400 }),
  /** ms epoch; in the future when the sale is created. */
  startsAt: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  place: Type.String({ maxLength: 400 }),
  /** An https YouTube or Facebook live link (`validateHallVideoUrl`); null or '': none. */
  videoUrl: Nullable(Type.String({ maxLength: 600 })),
  /**
   * The house's choice: the catalogue's lots are public while the sale is scheduled (true), or
   * only once it runs (false). Absent: true.
   */
  lotsBeforeStart: Type.Optional(Type.Boolean()),
});
export type AdminHallSaleSaveData = Static<typeof AdminHallSaleSaveData>;

export const AdminHallSaleSaveResult = Type.Object({ saleId: Type.String() });
export type AdminHallSaleSaveResult = Static<typeof AdminHallSaleSaveResult>;

export const HallLotInput = Type.Object({
  pigeonId: IdText,
  /** Whole lira, 1 to HALL_STARTING_PRICE_MAX (checked for its message). */
  startingPrice: Type.Integer(),
});
export type HallLotInput = Static<typeof HallLotInput>;

export const AdminHallLotsAddData = Type.Object({
  saleId: IdText,
  lots: Type.Array(HallLotInput, { minItems: 1, maxItems: HALL_LOTS_PER_CALL }),
});
export type AdminHallLotsAddData = Static<typeof AdminHallLotsAddData>;

export const AdminHallLotsAddResult = Type.Object({ ids: Type.Array(Type.String()) });
export type AdminHallLotsAddResult = Static<typeof AdminHallLotsAddResult>;

export const AdminHallLotSaveData = Type.Object({
  lotId: IdText,
  startingPrice: Type.Optional(Type.Integer()),
  /** The lot's new place, 1 to the number of lots not withdrawn; the others move to make room. */
  position: Type.Optional(Type.Integer()),
});
export type AdminHallLotSaveData = Static<typeof AdminHallLotSaveData>;

export const HallDone = Type.Object({ ok: Type.Boolean() });
export type HallDone = Static<typeof HallDone>;

/** Who bought a lot: a member (for the clerk and settlement) or a paddle number from the room. */
export const HallBuyer = Type.Union([
  Type.Composite([
    Type.Object({ kind: Type.Literal('member'), userId: Type.String() }),
    Type.Pick(UserColumns, ['username', 'fullname', 'phoneNumber']),
  ]),
  Type.Object({ kind: Type.Literal('floor'), paddle: Type.String() }),
]);
export type HallBuyer = Static<typeof HallBuyer>;

export const AdminHallResultRow = Type.Composite([
  Type.Object({ id: Type.String(), pigeonId: Type.String() }),
  Type.Pick(PigeonColumns, ['serial', 'tagNum']),
  Type.Object({ ownerFullName: Type.String() }),
  Type.Pick(HallLotColumns, ['position', 'startingPrice', 'status', 'soldPrice', 'closedAt']),
  /** Null unless sold. */
  Type.Object({ buyer: Nullable(HallBuyer) }),
]);
export type AdminHallResultRow = Static<typeof AdminHallResultRow>;

export const AdminHallSaleResults = Type.Object({
  sale: AdminHallSaleRow,
  /** Every lot in order; `totalSold`: the sum of sold prices. */
  lots: Type.Array(AdminHallResultRow),
  totalSold: Type.Integer(),
});
export type AdminHallSaleResults = Static<typeof AdminHallSaleResults>;

/** Console calls of the hall sales area (`POST /api/fn/<name>`), spread into `callables`. */
export const adminHallSalesCallables = {
  adminHallSalesList: { data: NoData, result: AdminHallSalesListResult },
  adminHallSaleGet: { data: HallSaleIdData, result: AdminHallSaleDetail },
  adminHallSaleSave: { data: AdminHallSaleSaveData, result: AdminHallSaleSaveResult },
  adminHallSalePublish: { data: HallSaleIdData, result: HallDone },
  adminHallLotsAdd: { data: AdminHallLotsAddData, result: AdminHallLotsAddResult },
  adminHallLotSave: { data: AdminHallLotSaveData, result: HallDone },
  adminHallLotWithdraw: { data: HallLotIdData, result: HallDone },
  adminHallSaleResults: { data: HallSaleIdData, result: AdminHallSaleResults },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;

// Public reads: `GET /api/hall-sales` and `GET /api/hall-sales/:id` (no sign-in; drafts are not public).

/** A sale as the public lists show it. */
export const HallSaleSummary = Type.Composite([
  Type.Object({ id: Type.String() }),
  /**
   * `lotsBeforeStart` false: while the sale is scheduled its lots (and a cover taken from them)
   * are left out; they are public once it runs.
   */
  Type.Pick(HallSaleColumns, [
    'title',
    'startsAt',
    'place',
    'videoUrl',
    'status',
    'lotsBeforeStart',
  ]),
  Type.Object({ lotCount: Type.Integer(), cover: Nullable(Type.String()) }),
]);
export type HallSaleSummary = Static<typeof HallSaleSummary>;

export const HallSalesListResult = Type.Object({
  /** Running sales, then the scheduled ones, soonest first. */
  rows: Type.Array(HallSaleSummary),
});
export type HallSalesListResult = Static<typeof HallSalesListResult>;

/** How a finished lot went, as everyone may see it: its price and where the buyer sat, never who. */
export const HallLotOutcome = Type.Object({
  price: Type.Integer(),
  /** 'room': a bidder in the hall ("Salon"); 'online': a member on the site ("İnternet"). */
  soldTo: Type.Union([Type.Literal('room'), Type.Literal('online')]),
});
export type HallLotOutcome = Static<typeof HallLotOutcome>;

/** A lot of the public catalogue: the pigeon as the auction page shows it. */
export const HallCatalogueLot = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(HallLotColumns, ['position', 'startingPrice', 'status']),
  Type.Object({
    pigeon: PigeonSummary,
    /** The pigeon's description (staff's text). */
    description: Type.String(),
    pedigree: Nullable(PedigreeLink),
    /** Set for a sold lot; null otherwise. */
    outcome: Nullable(HallLotOutcome),
  }),
]);
export type HallCatalogueLot = Static<typeof HallCatalogueLot>;

/** `GET /api/hall-sales/:id`: the sale and its lots in order (withdrawn lots are left out). */
export const HallCatalogue = Type.Object({
  sale: HallSaleSummary,
  lots: Type.Array(HallCatalogueLot),
});
export type HallCatalogue = Static<typeof HallCatalogue>;

export const HallSaleParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

// Absentee maximums (members).

/**
 * `hallAbsenteeSet`: the most the member will pay for a lot, left before it opens; signed by
 * the device like a timed maximum (`hallBidSignedBytes` with `maximum: true`). The signature and
 * the token are optional here so that a missing one is refused in Turkish, not with a 400.
 */
export const HallAbsenteeSetData = Type.Object({
  lotId: IdText,
  /** Whole lira, at least the lot's starting price (checked for its message). */
  maxAmount: Type.Integer(),
  /** base64 of 32 random bytes, used once. */
  nonce: Type.String({ maxLength: 100 }),
  signature: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
  mfaToken: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
  deviceId: Type.String({ maxLength: 200 }),
});
export type HallAbsenteeSetData = Static<typeof HallAbsenteeSetData>;

export const HallAbsenteeRow = Type.Object({ lotId: Type.String(), maxAmount: Type.Integer() });
export type HallAbsenteeRow = Static<typeof HallAbsenteeRow>;

export const HallAbsenteeCancelResult = Type.Object({
  /** False when the member had no maximum on the lot. */
  cancelled: Type.Boolean(),
});
export type HallAbsenteeCancelResult = Static<typeof HallAbsenteeCancelResult>;

export const HallAbsenteeMineResult = Type.Object({
  /** The caller's own maximums on the sale's lots; never anyone else's. */
  rows: Type.Array(HallAbsenteeRow),
});
export type HallAbsenteeMineResult = Static<typeof HallAbsenteeMineResult>;

/** Members' calls of the hall sales, spread into `callables`. */
export const hallSalesCallables = {
  hallAbsenteeSet: { data: HallAbsenteeSetData, result: HallAbsenteeRow },
  hallAbsenteeCancel: { data: HallLotIdData, result: HallAbsenteeCancelResult },
  hallAbsenteeMine: { data: HallSaleIdData, result: HallAbsenteeMineResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
