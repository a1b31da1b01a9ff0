import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auctionContainers } from './auctions';
import { hallSales } from './hall';
import { pigeons } from './pigeons';
import { users } from './users';

// After the hammer (issue 33): the terms a sale is settled on. Rates are basis points
// (1000 = %10, shared/src/rules/settlement.ts computes every figure from them).

export const SALE_TERMS_SCOPES = ['site', 'group', 'hall'] as const;
export type SaleTermsScope = (typeof SALE_TERMS_SCOPES)[number];

/**
 * The site's default terms (scope 'site', one row, with the house's bank account, the grace
 * period and the automatic flag rule), and a group's or a hall sale's own terms, which override
 * the rates and the payment term for that sale.
 */
export const saleTerms = pgTable(
  'sale_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope', { enum: SALE_TERMS_SCOPES }).notNull(),
    containerId: integer('container_id').references(() => auctionContainers.id, {
      onDelete: 'cascade',
    }),
    hallSaleId: integer('hall_sale_id').references(() => hallSales.id, { onDelete: 'cascade' }),
    buyerPremiumBp: integer('buyer_premium_bp').notNull(),
    sellerCommissionBp: integer('seller_commission_bp').notNull(),
    vatBp: integer('vat_bp').notNull(),
    paymentTermDays: integer('payment_term_days').notNull(),
    /** Site only: days after the due date before a statement counts as overdue. */
    graceDays: integer('grace_days'),
    /** Site only: a buyer is flagged (no more bids) after this many overdue statements; null: never. */
    autoFlagAfter: integer('auto_flag_after'),
    /** Site only: the house's account buyers pay into (havale/EFT). */
    iban: text('iban'),
    accountName: text('account_name'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_terms_site_key').on(t.scope).where(sql`${t.scope} = 'site'`),
    uniqueIndex('sale_terms_container_key').on(t.containerId),
    uniqueIndex('sale_terms_hall_sale_key').on(t.hallSaleId),
    check(
      'sale_terms_scope_check',
      sql`(${t.scope} = 'site' and ${t.containerId} is null and ${t.hallSaleId} is null)
        or (${t.scope} = 'group' and ${t.containerId} is not null and ${t.hallSaleId} is null)
        or (${t.scope} = 'hall' and ${t.hallSaleId} is not null and ${t.containerId} is null)`,
    ),
    check(
      'sale_terms_rates_check',
      sql`${t.buyerPremiumBp} between 0 and 10000 and ${t.sellerCommissionBp} between 0 and 10000
        and ${t.vatBp} between 0 and 10000`,
    ),
    check('sale_terms_days_check', sql`${t.paymentTermDays} between 1 and 90`),
    check('sale_terms_grace_check', sql`${t.graceDays} is null or ${t.graceDays} between 0 and 60`),
    check(
      'sale_terms_flag_check',
      sql`${t.autoFlagAfter} is null or ${t.autoFlagAfter} between 1 and 20`,
    ),
  ],
);

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * What a statement is made for: a group of timed lots (`auction_containers.id`), a hall sale
 * (`hall_sales.id`), or one timed auction outside any group (`auctions.id`).
 */
export const SALE_KINDS = ['group', 'hall', 'auction'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** Where a sold lot lives: a timed auction (`auctions.id`) or a hall lot (`hall_lots.id`). */
export const LOT_KINDS = ['auction', 'hall'] as const;
export type LotKind = (typeof LOT_KINDS)[number];

/** open: money is owed; paid: payments reach the total; cancelled by staff (its lots go back). */
export const STATEMENT_STATES = ['open', 'paid', 'cancelled'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/** Havale/EFT, cash at the association, a card at the desk. */
export const PAYMENT_METHODS = ['transfer', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Pickup at the association, or cargo (carrier, tracking number, a fee on the statement). */
export const DELIVERY_METHODS = ['pickup', 'cargo'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** A bank line: matched by its reference, settled by hand, or put aside (not a buyer's payment). */
export const BANK_LINE_STATES = ['matched', 'unmatched', 'settled', 'ignored'] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];

// Money columns are integer kuruş (bigint, read as numbers: KURUS_MAX keeps them exact).
const kurus = (name: string) => bigint(name, { mode: 'number' });

/**
 * The buyer's statement (alım belgesi): one per buyer per sale, made when the sale is over.
 * The terms are copied in when it is made, so a later change of the site's or the sale's terms
 * never changes an issued statement. A hall buyer known only by a paddle number gets one too
 * (`buyer_paddle`), printed at the desk. Its payment reference is derived from `id`
 * (paymentReference of @kanat/shared/rules).
 */
export const buyerStatements = pgTable(
  'buyer_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    saleKind: text('sale_kind', { enum: SALE_KINDS }).notNull(),
    saleId: integer('sale_id').notNull(),
    /** The sale's name when the statement was made. */
    saleTitle: text('sale_title').notNull(),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'restrict' }),
    buyerPaddle: text('buyer_paddle'),
    buyerPremiumBp: integer('buyer_premium_bp').notNull(),
    sellerCommissionBp: integer('seller_commission_bp').notNull(),
    vatBp: integer('vat_bp').notNull(),
    iban: text('iban'),
    accountName: text('account_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The sum of its lines that stand (cancelled lines left out), kept with them. */
    totalKurus: kurus('total_kurus').notNull(),
    /** The sum of its payments, kept with them. */
    paidKurus: kurus('paid_kurus').notNull().default(0),
    state: text('state', { enum: STATEMENT_STATES }).notNull().default('open'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * When the overdue pass saw it past its due day and grace (issue 33, non-payers); cleared
     * when staff extend it. A member is flagged automatically only as a statement goes overdue.
     */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('buyer_statements_member_key')
      .on(t.saleKind, t.saleId, t.buyerId)
      .where(sql`${t.buyerId} is not null`),
    uniqueIndex('buyer_statements_paddle_key')
      .on(t.saleKind, t.saleId, t.buyerPaddle)
      .where(sql`${t.buyerPaddle} is not null`),
    index('buyer_statements_buyer_idx').on(t.buyerId, t.id),
    index('buyer_statements_due_idx').on(t.state, t.dueAt),
    check('buyer_statements_sale_kind_check', sql`${t.saleKind} in (${inList(SALE_KINDS)})`),
    check('buyer_statements_state_check', sql`${t.state} in (${inList(STATEMENT_STATES)})`),
    check(
      'buyer_statements_buyer_check',
      sql`(${t.buyerId} is null) <> (${t.buyerPaddle} is null)`,
    ),
    check(
      'buyer_statements_money_check',
      sql`${t.totalKurus} >= 0 and ${t.paidKurus} >= 0 and ${t.paidKurus} <= ${t.totalKurus}`,
    ),
  ],
);

/**
 * The seller's statement (satış hesap özeti): one per owner per sale. Its figures are the sums
 * of the statement lines of the owner's sold lots, kept with them; its unsold lots are read from
 * the sale. Paid out when the house has transferred the net.
 */
export const sellerStatements = pgTable(
  'seller_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    saleKind: text('sale_kind', { enum: SALE_KINDS }).notNull(),
    saleId: integer('sale_id').notNull(),
    saleTitle: text('sale_title').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerCommissionBp: integer('seller_commission_bp').notNull(),
    vatBp: integer('vat_bp').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    hammerKurus: kurus('hammer_kurus').notNull(),
    commissionKurus: kurus('commission_kurus').notNull(),
    commissionVatKurus: kurus('commission_vat_kurus').notNull(),
    netKurus: kurus('net_kurus').notNull(),
    /** When the house transferred the net, by which transfer (its reference), and who said so. */
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    payoutReference: text('payout_reference'),
    paidOutBy: text('paid_out_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('seller_statements_key').on(t.saleKind, t.saleId, t.sellerId),
    index('seller_statements_seller_idx').on(t.sellerId, t.id),
    check('seller_statements_sale_kind_check', sql`${t.saleKind} in (${inList(SALE_KINDS)})`),
    check(
      'seller_statements_money_check',
      sql`${t.hammerKurus} >= 0 and ${t.commissionKurus} >= 0 and ${t.commissionVatKurus} >= 0 and ${t.netKurus} >= 0`,
    ),
  ],
);

/**
 * One sold lot: on its buyer's statement (hammer, premium, VAT, shipping) and its seller's
 * (commission, VAT, net), every figure from buyerLine/sellerLine of @kanat/shared/rules. A
 * cancelled line stays on record; at most one line of a lot stands at a time. Delivery: pickup
 * (who took the bird, when) or cargo (carrier, tracking number, the fee in `shipping_kurus`).
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => buyerStatements.id, { onDelete: 'restrict' }),
    sellerStatementId: integer('seller_statement_id').references(() => sellerStatements.id, {
      onDelete: 'restrict',
    }),
    lotKind: text('lot_kind', { enum: LOT_KINDS }).notNull(),
    lotId: integer('lot_id').notNull(),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'restrict' }),
    /** The lot's name when sold. */
    title: text('title').notNull(),
    /** The pigeon's owner when sold (owners are users, with an account or not). */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hammerKurus: kurus('hammer_kurus').notNull(),
    premiumKurus: kurus('premium_kurus').notNull(),
    premiumVatKurus: kurus('premium_vat_kurus').notNull(),
    shippingKurus: kurus('shipping_kurus').notNull().default(0),
    totalKurus: kurus('total_kurus').notNull(),
    commissionKurus: kurus('commission_kurus').notNull(),
    commissionVatKurus: kurus('commission_vat_kurus').notNull(),
    netKurus: kurus('net_kurus').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    pickedUpBy: text('picked_up_by'),
    /** Picked up, or handed to the carrier. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_lines_lot_key')
      .on(t.lotKind, t.lotId)
      .where(sql`${t.cancelledAt} is null`),
    index('statement_lines_statement_idx').on(t.statementId, t.id),
    index('statement_lines_seller_idx').on(t.sellerStatementId),
    check('statement_lines_lot_kind_check', sql`${t.lotKind} in (${inList(LOT_KINDS)})`),
    check(
      'statement_lines_delivery_check',
      sql`${t.deliveryMethod} is null or ${t.deliveryMethod} in (${inList(DELIVERY_METHODS)})`,
    ),
    check(
      'statement_lines_money_check',
      sql`${t.hammerKurus} >= 0 and ${t.shippingKurus} >= 0 and ${t.totalKurus} = ${t.hammerKurus} + ${t.premiumKurus} + ${t.premiumVatKurus} + ${t.shippingKurus}`,
    ),
  ],
);

/** A statement of the bank's account, imported by staff (its lines below). */
export const bankImports = pgTable('bank_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fileName: text('file_name').notNull(),
  importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  /** Lines of the file that an earlier import already holds (same fingerprint): not stored again. */
  skippedCount: integer('skipped_count').notNull().default(0),
});

/**
 * One line of an imported bank statement. `fingerprint` (date, amount, description and how
 * many times the same line came before it in its file) keeps a file imported twice from paying
 * a statement twice.
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankImports.id, { onDelete: 'restrict' }),
    lineNo: integer('line_no').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountKurus: kurus('amount_kurus').notNull(),
    description: text('description').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: BANK_LINE_STATES }).notNull(),
    statementId: integer('statement_id').references(() => buyerStatements.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('bank_lines_fingerprint_key').on(t.fingerprint),
    index('bank_lines_import_idx').on(t.importId, t.lineNo),
    index('bank_lines_state_idx').on(t.state, t.id),
    check('bank_lines_state_check', sql`${t.state} in (${inList(BANK_LINE_STATES)})`),
  ],
);

/** A payment against a buyer's statement; part-payments add up to its total. */
export const statementPayments = pgTable(
  'statement_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => buyerStatements.id, { onDelete: 'restrict' }),
    amountKurus: kurus('amount_kurus').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** The bank line it came from, when matched or settled from an import. */
    bankLineId: integer('bank_line_id').references(() => bankLines.id, { onDelete: 'restrict' }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_payments_statement_idx').on(t.statementId, t.id),
    uniqueIndex('statement_payments_bank_line_key').on(t.bankLineId),
    check('statement_payments_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('statement_payments_amount_check', sql`${t.amountKurus} > 0`),
  ],
);

export const SECOND_CHANCE_STATES = ['open', 'accepted', 'declined', 'expired'] as const;
export type SecondChanceState = (typeof SECOND_CHANCE_STATES)[number];

/**
 * A second-chance offer (issue 33, non-payers): a lot whose buyer's statement was cancelled,
 * offered by staff to a member who bid on it (the underbidder, or the next one after a
 * decline) at their own highest bid, to accept or decline before `expires_at`. Accepted, the
 * lot goes on that member's statement of the sale as a new line (`line_id` keeps the cancelled
 * one it replaces). One open offer per lot at a time; a member is offered a lot once.
 */
export const secondChanceOffers = pgTable(
  'second_chance_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The cancelled line of the lot. */
    lineId: integer('line_id')
      .notNull()
      .references(() => statementLines.id, { onDelete: 'restrict' }),
    lotKind: text('lot_kind', { enum: LOT_KINDS }).notNull(),
    lotId: integer('lot_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The member's highest bid on the lot, the hammer price if they accept. */
    hammerKurus: kurus('hammer_kurus').notNull(),
    state: text('state', { enum: SECOND_CHANCE_STATES }).notNull().default('open'),
    offeredBy: text('offered_by').references(() => users.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The line made on the member's statement when they accepted. */
    acceptedLineId: integer('accepted_line_id').references(() => statementLines.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('second_chance_offers_open_key')
      .on(t.lotKind, t.lotId)
      .where(sql`${t.state} = 'open'`),
    uniqueIndex('second_chance_offers_member_key').on(t.lotKind, t.lotId, t.userId),
    index('second_chance_offers_user_idx').on(t.userId, t.id),
    index('second_chance_offers_line_idx').on(t.lineId),
    index('second_chance_offers_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    check('second_chance_offers_state_check', sql`${t.state} in (${inList(SECOND_CHANCE_STATES)})`),
    check('second_chance_offers_amount_check', sql`${t.hammerKurus} > 0`),
  ],
);
