import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auctionContainers } from './auctions';
import { pigeons } from './pigeons';
import { users } from './users';

// The hall mezat (canlı mezat, issue 32): a clerk sells lot by lot in the room while members
// bid online. Amounts are whole Turkish lira, as every bid of the site (SPEC §9). Times of
// bids and calls come from the database's clock (`now()` / `clock_timestamp()`), never from
// an instance's: the database orders the bids.

export const HALL_SALE_STATUSES = ['draft', 'scheduled', 'running', 'ended'] as const;
export type HallSaleStatus = (typeof HALL_SALE_STATUSES)[number];

/**
 * A lot's life: waiting its turn; open (bids taken); warned (fair warning called, bids still
 * taken: a new bid takes it back to open); sold or passed (final); withdrawn before its turn.
 */
export const HALL_LOT_STATUSES = [
  'waiting',
  'open',
  'warned',
  'sold',
  'passed',
  'withdrawn',
] as const;
export type HallLotStatus = (typeof HALL_LOT_STATUSES)[number];

/** Who made a bid: the room (a floor bid the clerk records), a member online, or a member's absentee maximum. */
export const HALL_BID_KINDS = ['floor', 'online', 'absentee'] as const;
export type HallBidKind = (typeof HALL_BID_KINDS)[number];

/** The calls everyone sees, in order: a lot opened, fair warning, sold, passed, a bid undone, the step changed. */
export const HALL_CALL_KINDS = ['opened', 'warning', 'sold', 'passed', 'undo', 'step'] as const;
export type HallCallKind = (typeof HALL_CALL_KINDS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A live sale: its catalogue before the start, the clerk's lease and the lot on the block while it runs. */
export const hallSales = pgTable(
  'hall_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    /** When the sale starts (shown in the catalogue; the clerk starts it by opening the first lot). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    /** A YouTube or Facebook live link, embedded on the online page; null: none. */
    videoUrl: text('video_url'),
    /**
     * The house's choice: the catalogue's lots are public while the sale is scheduled (true), or
     * only once it runs (false; the sale itself, its date and place, are public either way).
     */
    lotsBeforeStart: boolean('lots_before_start').notNull().default(true),
    status: text('status', { enum: HALL_SALE_STATUSES }).notNull().default('draft'),
    /** The lot on the block (open or warned), null between lots and outside the sale. */
    currentLotId: integer('current_lot_id'),
    /** The clerk who drives the sale now; a lease another staff member takes over only on purpose. */
    clerkId: text('clerk_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hash of the lease token the driving console holds. */
    clerkLeaseHash: text('clerk_lease_hash'),
    clerkLeaseExpiresAt: timestamp('clerk_lease_expires_at', { withTimezone: true }),
    /** Bumped by every change a screen shows: the live state's version. */
    version: integer('version').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hall_sales_starts_idx').on(t.startsAt, t.id),
    check('hall_sales_status_check', sql`${t.status} in (${inList(HALL_SALE_STATUSES)})`),
  ],
);

/** A lot of a live sale: a pigeon, its place in the order, its starting price and how it went. */
export const hallLots = pgTable(
  'hall_lots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => hallSales.id, { onDelete: 'restrict' }),
    /** 1-based order in the sale ("Lot 3 / 40"). */
    position: integer('position').notNull(),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'restrict' }),
    startingPrice: integer('starting_price').notNull(),
    status: text('status', { enum: HALL_LOT_STATUSES }).notNull().default('waiting'),
    /** The clerk's step for this lot; null: SPEC §9's increments (bidStep). */
    stepOverride: integer('step_override'),
    /** The price of the standing bid; null before the first bid. */
    currentPrice: integer('current_price'),
    /** The standing bid (hall_bids.id); null before the first bid or after every bid was undone. */
    leadingBidId: bigint('leading_bid_id', { mode: 'number' }),
    bidCount: integer('bid_count').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when sold: the buyer is the leading bid's member or paddle. */
    soldPrice: integer('sold_price'),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'restrict' }),
    buyerPaddle: text('buyer_paddle'),
  },
  (t) => [
    uniqueIndex('hall_lots_sale_position_key').on(t.saleId, t.position),
    index('hall_lots_pigeon_idx').on(t.pigeonId),
    index('hall_lots_buyer_idx').on(t.buyerId),
    check('hall_lots_status_check', sql`${t.status} in (${inList(HALL_LOT_STATUSES)})`),
    check('hall_lots_starting_price_check', sql`${t.startingPrice} > 0`),
    check('hall_lots_step_check', sql`${t.stepOverride} > 0`),
    // Sold means one buyer at one price: a member or a paddle number, never neither.
    check(
      'hall_lots_sold_check',
      sql`${t.status} <> 'sold' or (${t.soldPrice} is not null and (${t.buyerId} is not null or ${t.buyerPaddle} is not null))`,
    ),
  ],
);

/**
 * Every bid on a lot, in the database's order (`id`, `created_at` from the database's clock).
 * An undone bid stays on record with who undid it and why.
 */
export const hallBids = pgTable(
  'hall_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => hallLots.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: HALL_BID_KINDS }).notNull(),
    /** The member (online or absentee); null for a floor bid. */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A floor bid's paddle number (given at the door); null when the clerk did not take one. */
    paddle: text('paddle'),
    /** A signed online bid's nonce (used once, as for timed bids); null for floor and absentee bids. */
    nonce: text('nonce'),
    /** The clerk who recorded a floor bid. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoReason: text('undo_reason'),
  },
  (t) => [
    index('hall_bids_lot_idx').on(t.lotId, t.id),
    index('hall_bids_user_idx').on(t.userId),
    uniqueIndex('hall_bids_nonce_key').on(t.nonce),
    // One standing bid per price on a lot: two bids at one asking price cannot both be taken.
    uniqueIndex('hall_bids_lot_amount_key').on(t.lotId, t.amount).where(sql`${t.undoneAt} is null`),
    check('hall_bids_kind_check', sql`${t.kind} in (${inList(HALL_BID_KINDS)})`),
    check('hall_bids_amount_check', sql`${t.amount} > 0`),
    check(
      'hall_bids_who_check',
      sql`(${t.kind} = 'floor' and ${t.userId} is null) or (${t.kind} <> 'floor' and ${t.userId} is not null)`,
    ),
  ],
);

/**
 * A member's absentee maximum on a lot, left before the lot opens: during the sale it bids for
 * them step by step, as the timed auctions' maximums do. Private to the member.
 */
export const hallAbsenteeBids = pgTable(
  'hall_absentee_bids',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => hallLots.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    maxAmount: integer('max_amount').notNull(),
    /** The signed request's nonce (used once). */
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.userId] }),
    index('hall_absentee_user_idx').on(t.userId),
    uniqueIndex('hall_absentee_nonce_key').on(t.nonce),
    check('hall_absentee_amount_check', sql`${t.maxAmount} > 0`),
  ],
);

/** The auctioneer's calls as everyone saw them, in order (the online page and the room screen show them). */
export const hallCalls = pgTable(
  'hall_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => hallSales.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id').references(() => hallLots.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: HALL_CALL_KINDS }).notNull(),
    /** What the call needs to be shown: the price, the new step, the undo's reason. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hall_calls_sale_idx').on(t.saleId, t.id),
    check('hall_calls_kind_check', sql`${t.kind} in (${inList(HALL_CALL_KINDS)})`),
  ],
);

/**
 * A member following a coming sale from the calendar (issue 36): a group or a hall mezat. When
 * bidding opens (the group's start; the clerk starting the mezat) the follower gets a
 * 'sale-opening' notice, once, on the channels they allow.
 */
export const saleFollows = pgTable(
  'sale_follows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    containerId: integer('container_id').references(() => auctionContainers.id, {
      onDelete: 'cascade',
    }),
    hallSaleId: integer('hall_sale_id').references(() => hallSales.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the opening was queued for the follower: the pass looks only at follows without. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_follows_user_container_key')
      .on(t.userId, t.containerId)
      .where(sql`${t.containerId} is not null`),
    uniqueIndex('sale_follows_user_hall_key')
      .on(t.userId, t.hallSaleId)
      .where(sql`${t.hallSaleId} is not null`),
    index('sale_follows_container_idx').on(t.containerId),
    index('sale_follows_hall_idx').on(t.hallSaleId),
    check(
      'sale_follows_one_sale_check',
      sql`(${t.containerId} is null) <> (${t.hallSaleId} is null)`,
    ),
  ],
);
