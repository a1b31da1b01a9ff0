import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { IdText } from './auctions';
import { NoData } from './protocol';

// After the hammer (issue 33): buyers' and sellers' statements, payments, the bank's statement
// and payouts. Money is integer kuruş; every figure comes from @kanat/shared/rules
// (settlement.ts). Times are ms since the epoch; days ('2026-11-28') are Turkey's calendar days.
// Ranges and formats are checked by the server, for their Turkish messages.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Kurus = Type.Integer();
const Day = Type.String({ maxLength: 10 });

export const SaleKindSchema = Type.Union([
  Type.Literal('group'),
  Type.Literal('hall'),
  Type.Literal('auction'),
]);
export const StatementStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
]);
export const PaymentMethodSchema = Type.Union([
  Type.Literal('transfer'),
  Type.Literal('cash'),
  Type.Literal('card'),
]);
export const DeliveryMethodSchema = Type.Union([Type.Literal('pickup'), Type.Literal('cargo')]);
export const BankLineStateSchema = Type.Union([
  Type.Literal('matched'),
  Type.Literal('unmatched'),
  Type.Literal('settled'),
  Type.Literal('ignored'),
]);

/** The sale a statement belongs to. */
export const SaleRef = Type.Object({
  kind: SaleKindSchema,
  id: Type.String(),
  title: Type.String(),
});
export type SaleRef = Static<typeof SaleRef>;

/** Who bought: a member (with their name for staff and for themselves), or a hall paddle. */
export const StatementParty = Type.Object({
  uid: Nullable(Type.String()),
  fullname: Type.String(),
  username: Type.String(),
  /** The hall paddle (kart numarası, the number on the card a room bidder holds up) of a room buyer without an account; null otherwise. */
  paddle: Nullable(Type.String()),
});
export type StatementParty = Static<typeof StatementParty>;

/** A buyer's statement in a list. `overdue`: past its due date and the grace days, still owed. */
export const BuyerStatementSummary = Type.Object({
  id: Type.String(),
  /** 'KM0000001234' + check digits: what the buyer writes in the transfer's description. */
  reference: Type.String(),
  sale: SaleRef,
  buyer: StatementParty,
  issuedAt: Type.Integer(),
  dueAt: Type.Integer(),
  totalKurus: Kurus,
  paidKurus: Kurus,
  /** totalKurus − paidKurus. */
  dueKurus: Kurus,
  state: StatementStateSchema,
  overdue: Type.Boolean(),
  lotCount: Type.Integer(),
});
export type BuyerStatementSummary = Static<typeof BuyerStatementSummary>;

/** One lot on a buyer's statement, with its delivery. */
export const BuyerStatementLine = Type.Object({
  id: Type.String(),
  lotKind: Type.Union([Type.Literal('auction'), Type.Literal('hall')]),
  lotId: Type.String(),
  title: Type.String(),
  pigeon: Type.Object({ id: Type.String(), tagNum: Type.String() }),
  hammerKurus: Kurus,
  premiumKurus: Kurus,
  premiumVatKurus: Kurus,
  shippingKurus: Kurus,
  totalKurus: Kurus,
  delivery: Type.Object({
    method: Nullable(DeliveryMethodSchema),
    carrier: Nullable(Type.String()),
    trackingNumber: Nullable(Type.String()),
    pickedUpBy: Nullable(Type.String()),
    deliveredAt: Nullable(Type.Integer()),
  }),
  cancelled: Type.Boolean(),
});
export type BuyerStatementLine = Static<typeof BuyerStatementLine>;

export const StatementPaymentRow = Type.Object({
  id: Type.String(),
  amountKurus: Kurus,
  method: PaymentMethodSchema,
  paidOn: Day,
  note: Type.String(),
  /** Matched or settled from an imported bank line. */
  fromBank: Type.Boolean(),
  recordedAt: Type.Integer(),
});
export type StatementPaymentRow = Static<typeof StatementPaymentRow>;

/** A buyer's statement whole: what its page and its PDF show. */
export const BuyerStatementView = Type.Composite([
  BuyerStatementSummary,
  Type.Object({
    terms: Type.Object({
      buyerPremiumBp: Type.Integer(),
      vatBp: Type.Integer(),
    }),
    /** The house's account to pay into, grouped by fours; null when the site has none set. */
    iban: Nullable(Type.String()),
    accountName: Nullable(Type.String()),
    lines: Type.Array(BuyerStatementLine),
    totals: Type.Object({
      hammerKurus: Kurus,
      premiumKurus: Kurus,
      premiumVatKurus: Kurus,
      shippingKurus: Kurus,
      totalKurus: Kurus,
    }),
    payments: Type.Array(StatementPaymentRow),
    cancelReason: Nullable(Type.String()),
    /**
     * The buyer's acceptance of this sale's contract (issue 35: the pre-information and terms,
     * accepted before their first bid): the text's version and when; null for a room buyer, or
     * a sale from before the contract was asked.
     */
    contract: Nullable(Type.Object({ version: Type.Integer(), acceptedAt: Type.Integer() })),
    /**
     * Staff only (the member's own view has none): the payment reminders sent to the buyer,
     * each kind once, at the time it was first queued (ISO 8601).
     */
    reminders: Type.Optional(
      Type.Array(
        Type.Object({
          kind: Type.Union([Type.Literal('before'), Type.Literal('after')]),
          at: Type.String(),
        }),
      ),
    ),
  }),
]);
export type BuyerStatementView = Static<typeof BuyerStatementView>;

/** A seller's statement in a list. */
export const SellerStatementSummary = Type.Object({
  id: Type.String(),
  sale: SaleRef,
  seller: StatementParty,
  issuedAt: Type.Integer(),
  hammerKurus: Kurus,
  commissionKurus: Kurus,
  commissionVatKurus: Kurus,
  netKurus: Kurus,
  /** Paid out: when, and the transfer's reference. */
  paidOutAt: Nullable(Type.Integer()),
  payoutReference: Nullable(Type.String()),
  soldCount: Type.Integer(),
});
export type SellerStatementSummary = Static<typeof SellerStatementSummary>;

/** A seller's statement whole: sold lots with their figures and delivery, unsold lots by name. */
export const SellerStatementView = Type.Composite([
  SellerStatementSummary,
  Type.Object({
    terms: Type.Object({ sellerCommissionBp: Type.Integer(), vatBp: Type.Integer() }),
    sold: Type.Array(
      Type.Object({
        lineId: Type.String(),
        title: Type.String(),
        pigeon: Type.Object({ id: Type.String(), tagNum: Type.String() }),
        hammerKurus: Kurus,
        commissionKurus: Kurus,
        commissionVatKurus: Kurus,
        netKurus: Kurus,
        /** Whether the buyer has paid their statement in full (the seller sees no more of it). */
        buyerPaid: Type.Boolean(),
        delivered: Type.Boolean(),
      }),
    ),
    unsold: Type.Array(
      Type.Object({
        title: Type.String(),
        pigeon: Type.Object({ id: Type.String(), tagNum: Type.String() }),
      }),
    ),
  }),
]);
export type SellerStatementView = Static<typeof SellerStatementView>;

/** A sale's books (saleBalance of @kanat/shared/rules); `difference` is 0 when they balance. */
export const SaleBalanceView = Type.Object({
  buyersTotal: Kurus,
  sellersNet: Kurus,
  shipping: Kurus,
  houseIncome: Kurus,
  difference: Kurus,
  /** Paid by buyers so far, and still owed. */
  received: Kurus,
  outstanding: Kurus,
  /** Paid out to sellers so far. */
  paidOut: Kurus,
});
export type SaleBalanceView = Static<typeof SaleBalanceView>;

/** A sale with statements, in the console's list. */
export const SettlementSaleRow = Type.Object({
  sale: SaleRef,
  issuedAt: Type.Integer(),
  buyerCount: Type.Integer(),
  sellerCount: Type.Integer(),
  buyersTotal: Kurus,
  received: Kurus,
  overdueCount: Type.Integer(),
  payoutsPending: Type.Integer(),
});
export type SettlementSaleRow = Static<typeof SettlementSaleRow>;

export const SaleSettlement = Type.Object({
  sale: SaleRef,
  buyers: Type.Array(BuyerStatementSummary),
  sellers: Type.Array(SellerStatementSummary),
  balance: SaleBalanceView,
});
export type SaleSettlement = Static<typeof SaleSettlement>;

/** One line of an imported bank statement, as the console shows it. */
export const BankLineRow = Type.Object({
  id: Type.String(),
  lineNo: Type.Integer(),
  bookedOn: Day,
  amountKurus: Kurus,
  description: Type.String(),
  state: BankLineStateSchema,
  /** The statement it paid (matched by reference or settled by hand). */
  statementId: Nullable(Type.String()),
  reference: Nullable(Type.String()),
});
export type BankLineRow = Static<typeof BankLineRow>;

export const BankImportView = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  importedAt: Type.Integer(),
  lines: Type.Array(BankLineRow),
  /** Lines of the file already imported before (the same date, amount and description): skipped. */
  skipped: Type.Integer(),
});
export type BankImportView = Static<typeof BankImportView>;

// Requests.

export const StatementIdData = Type.Object({ id: IdText }, { additionalProperties: false });
export const SaleRefData = Type.Object(
  { kind: SaleKindSchema, id: IdText },
  { additionalProperties: false },
);

export const SettlementSalesData = Type.Object(
  {
    /** Only sales with an overdue statement or a pending payout. */
    open: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A payment staff record against a statement; the amount as typed ('1.250,50'). */
export const PaymentRecordData = Type.Object(
  {
    statementId: IdText,
    amount: Type.String({ maxLength: 30 }),
    method: PaymentMethodSchema,
    paidOn: Day,
    note: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type PaymentRecordData = Static<typeof PaymentRecordData>;

/** The bank's CSV export (date; amount; description), as text. */
export const BankImportData = Type.Object(
  { fileName: Type.String({ maxLength: 200 }), csv: Type.String({ maxLength: 2_000_000 }) },
  { additionalProperties: false },
);
export type BankImportData = Static<typeof BankImportData>;

/** Settle an unmatched bank line against a statement by hand, or put it aside. */
export const BankLineSettleData = Type.Object(
  { lineId: IdText, statementId: Nullable(IdText) },
  { additionalProperties: false },
);
export type BankLineSettleData = Static<typeof BankLineSettleData>;

/** A won lot's delivery: pickup (who, when) or cargo (carrier, tracking number, fee as typed). */
export const DeliverySetData = Type.Object(
  {
    lineId: IdText,
    method: DeliveryMethodSchema,
    pickedUpBy: Type.Optional(Type.String({ maxLength: 200 })),
    carrier: Type.Optional(Type.String({ maxLength: 100 })),
    trackingNumber: Type.Optional(Type.String({ maxLength: 100 })),
    shippingFee: Type.Optional(Type.String({ maxLength: 30 })),
    /** True: picked up or handed to the carrier now; false: only the choice is recorded. */
    delivered: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DeliverySetData = Static<typeof DeliverySetData>;

export const PayoutMarkData = Type.Object(
  { id: IdText, paidOn: Day, reference: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type PayoutMarkData = Static<typeof PayoutMarkData>;

/** Issue 33, non-payers: a later due day for an open statement (as typed), with the reason. */
export const StatementExtendData = Type.Object(
  { id: IdText, dueOn: Day, reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type StatementExtendData = Static<typeof StatementExtendData>;

/** Issue 33, non-payers: a member flagged for unpaid statements (bids refused), or lifted. */
export const PaymentFlagData = Type.Object(
  { uid: Type.String({ minLength: 1, maxLength: 128 }), reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type PaymentFlagData = Static<typeof PaymentFlagData>;
export const PaymentFlagView = Type.Object({
  uid: Type.String(),
  flaggedAt: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
});
export type PaymentFlagView = Static<typeof PaymentFlagView>;

/** Issue 33, non-payers: an open statement cancelled with a reason; its lots go back to their sellers. */
export const StatementCancelData = Type.Object(
  { id: IdText, reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type StatementCancelData = Static<typeof StatementCancelData>;

/** Issue 33, non-payers: a second-chance offer's state. */
export const SecondChanceStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('accepted'),
  Type.Literal('declined'),
  Type.Literal('expired'),
]);
export type SecondChanceState = Static<typeof SecondChanceStateSchema>;

/**
 * A second-chance offer: a lot whose buyer did not pay, offered to a member who bid on it at
 * their own highest bid. `totalKurus` is what they would owe (hammer, premium and its VAT on the
 * sale's terms); `statementId` is the statement the lot went on when accepted.
 */
export const SecondChanceOfferView = Type.Object({
  id: Type.String(),
  sale: SaleRef,
  title: Type.String(),
  pigeon: Type.Object({ id: Type.String(), tagNum: Type.String() }),
  member: StatementParty,
  hammerKurus: Kurus,
  premiumKurus: Kurus,
  premiumVatKurus: Kurus,
  totalKurus: Kurus,
  state: SecondChanceStateSchema,
  offeredAt: Type.Integer(),
  expiresAt: Type.Integer(),
  answeredAt: Nullable(Type.Integer()),
  statementId: Nullable(Type.String()),
});
export type SecondChanceOfferView = Static<typeof SecondChanceOfferView>;

/**
 * Staff's view of a cancelled lot of a statement: who could be offered it next (the highest
 * bidder not yet offered it, with their bid) and the offers made so far, newest first.
 */
export const SecondChanceLot = Type.Object({
  lineId: Type.String(),
  title: Type.String(),
  /** Null when a member's statement holds the lot again (an offer was accepted). */
  next: Nullable(Type.Object({ member: StatementParty, hammerKurus: Kurus })),
  /** Why no offer can be made now, in Turkish; null when one can. */
  blocked: Nullable(Type.String()),
  offers: Type.Array(SecondChanceOfferView),
});
export type SecondChanceLot = Static<typeof SecondChanceLot>;

/** Staff offer a cancelled line's lot to its next bidder, who has `hours` to answer. */
export const SecondChanceOfferData = Type.Object(
  { lineId: IdText, hours: Type.Integer() },
  { additionalProperties: false },
);
export type SecondChanceOfferData = Static<typeof SecondChanceOfferData>;

/** The member answers an offer made to them. */
export const SecondChanceAnswerData = Type.Object(
  { id: IdText, accept: Type.Boolean() },
  { additionalProperties: false },
);
export type SecondChanceAnswerData = Static<typeof SecondChanceAnswerData>;

/** The member's own payment flag (non-payers): since when (ISO 8601) and staff's reason. */
export const MyPaymentFlag = Type.Object({ since: Type.String(), reason: Type.String() });
export type MyPaymentFlag = Static<typeof MyPaymentFlag>;

export const MyStatements = Type.Object({
  bought: Type.Array(BuyerStatementSummary),
  sold: Type.Array(SellerStatementSummary),
  /** Set while the member is flagged for unpaid statements (their bids are refused). */
  paymentFlag: Nullable(MyPaymentFlag),
});
export type MyStatements = Static<typeof MyStatements>;

export const statementsCallables = {
  // A member's own (another member's statement answers 'not-found').
  myStatements: { data: NoData, result: MyStatements },
  myBuyerStatement: { data: StatementIdData, result: BuyerStatementView },
  mySellerStatement: { data: StatementIdData, result: SellerStatementView },
  mySecondChanceOffers: {
    data: NoData,
    result: Type.Object({ rows: Type.Array(SecondChanceOfferView) }),
  },
  mySecondChanceAnswer: { data: SecondChanceAnswerData, result: SecondChanceOfferView },
  // Staff.
  adminSettlementSales: {
    data: SettlementSalesData,
    result: Type.Object({ rows: Type.Array(SettlementSaleRow) }),
  },
  adminSaleSettlement: { data: SaleRefData, result: SaleSettlement },
  adminBuyerStatement: { data: StatementIdData, result: BuyerStatementView },
  adminSellerStatement: { data: StatementIdData, result: SellerStatementView },
  adminPaymentRecord: { data: PaymentRecordData, result: BuyerStatementView },
  adminDeliverySet: { data: DeliverySetData, result: BuyerStatementView },
  adminStatementExtend: { data: StatementExtendData, result: BuyerStatementView },
  adminStatementCancel: { data: StatementCancelData, result: BuyerStatementView },
  adminSecondChanceLots: {
    data: StatementIdData,
    result: Type.Object({ rows: Type.Array(SecondChanceLot) }),
  },
  adminSecondChanceOffer: { data: SecondChanceOfferData, result: SecondChanceOfferView },
  adminPaymentFlag: { data: PaymentFlagData, result: PaymentFlagView },
  adminPaymentFlagLift: {
    data: Type.Object(
      { uid: Type.String({ minLength: 1, maxLength: 128 }) },
      { additionalProperties: false },
    ),
    result: PaymentFlagView,
  },
  adminPayoutMark: { data: PayoutMarkData, result: SellerStatementView },
  adminBankImport: { data: BankImportData, result: BankImportView },
  adminBankImports: {
    data: NoData,
    result: Type.Object({
      rows: Type.Array(
        Type.Object({
          id: Type.String(),
          fileName: Type.String(),
          importedAt: Type.Integer(),
          lineCount: Type.Integer(),
          unmatchedCount: Type.Integer(),
        }),
      ),
    }),
  },
  adminBankImportGet: { data: StatementIdData, result: BankImportView },
  adminBankLineSettle: { data: BankLineSettleData, result: BankLineRow },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
