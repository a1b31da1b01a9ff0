import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pigeons } from './pigeons';
import { searchDocument } from './text-search';
import { users } from './users';

/** SPEC §4 auction status integers. */
export const AuctionStatus = { ongoing: 2, sealed: 3, cancelled: 4 } as const;

/**
 * Groups and archive folders. A container holds auctions when `isFinalContainer` is true,
 * further containers otherwise. Times are ms epoch like the SPEC's.
 */
export const auctionContainers = pgTable(
  'auction_containers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => auctionContainers.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photo: text('photo'),
    isFinalContainer: boolean('is_final_container').notNull(),
    isArchive: boolean('is_archive').notNull().default(false),
    startedOn: bigint('started_on', { mode: 'number' }).notNull(),
    endingTime: bigint('ending_time', { mode: 'number' }).notNull(),
    // summaryParams, maintained by the bid engine and the closing scheduler.
    childCount: integer('child_count').notNull().default(0),
    totalAuctionsCount: integer('total_auctions_count').notNull().default(0),
    totalBidCount: integer('total_bid_count').notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    expiry: bigint('expiry', { mode: 'number' }).notNull(),
    /**
     * Staggered ends: the group's lots end one after another, this many seconds apart (in the
     * order they were added); null: every lot ends at the group's end.
     */
    staggerSeconds: integer('stagger_seconds'),
    /**
     * When the group and its lots go on the site (ms epoch); null: a draft only staff see.
     * Never after the group's start, so bidding never opens before the public sees the lots.
     */
    publishOn: bigint('publish_on', { mode: 'number' }),
    /**
     * The house's choice for a group: its lots are public from its publish time (true), or only
     * from its start (false; the group itself, its dates and lot count, are public either way).
     */
    lotsBeforeStart: boolean('lots_before_start').notNull().default(true),
    /** When staff moved the group to the archive by hand (the scheduler leaves it null). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every list ordering is (field, id) for keyset paging, with and without the parent filter.
  (t) => [
    index('auction_containers_parent_expiry_idx').on(t.parentId, t.expiry, t.id),
    index('auction_containers_parent_name_idx').on(t.parentId, t.name, t.id),
    index('auction_containers_parent_amount_idx').on(t.parentId, t.totalAmount, t.id),
    index('auction_containers_expiry_idx').on(t.expiry, t.id),
    index('auction_containers_name_search_idx').using('gin', searchDocument(t.name)),
  ],
);

export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'restrict' }),
    /** The group this auction belongs to; null for an open auction. */
    parentId: integer('parent_id').references(() => auctionContainers.id, {
      onDelete: 'restrict',
    }),
    /**
     * The lot's place in its group's catalogue once staff have reordered the lots (1, 2, …);
     * null: in the order the lots were added. Lots are listed, numbered and (staggered) end by
     * (lot_position, id).
     */
    lotPosition: integer('lot_position'),
    status: smallint('status').notNull().default(AuctionStatus.ongoing),
    startingBid: integer('starting_bid').notNull(),
    startedOn: bigint('started_on', { mode: 'number' }).notNull(),
    endingTime: bigint('ending_time', { mode: 'number' }).notNull(),
    // concurrentParams: the live part that every bid updates in one conditional UPDATE.
    expiry: bigint('expiry', { mode: 'number' }).notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    /** Equals startingBid until the first bid. */
    currentAmount: integer('current_amount').notNull(),
    /** The price the current bid bumped (ancestorAmount); null before the first bid. */
    ancestorAmount: integer('ancestor_amount'),
    /**
     * The bidder the current bid replaced (null before the second bid): the one-statement bid
     * sets it from the row it updates and returns it, so the outbid notice knows whom to tell
     * without locking the row before the update (a lock every refused bid would also take).
     * No foreign key: the row's own current_bidder_id already holds one, and a second check
     * on every accepted bid would only cost.
     */
    ancestorBidderId: text('ancestor_bidder_id'),
    currentBidderId: text('current_bidder_id').references(() => users.id, {
      onDelete: 'restrict',
    }),
    sealed: boolean('sealed').notNull().default(false),
    /**
     * The highest bid staff allow on this auction, when above the rule's ceiling
     * (maximumAcceptedBid: 10x the minimum accepted bid); null: the rule alone.
     */
    bidCeiling: integer('bid_ceiling'),
    /**
     * The reserve price (rezerv fiyat, whole lira), hidden from bidders: sealed below it the lot
     * is unsold (no winner; `reserveUnmet` set). A maximum (proxy bid) that reaches it lifts the
     * price to it. Null: no reserve.
     */
    reservePrice: integer('reserve_price'),
    /** Sealed with bids below its reserve price: unsold, its bids kept on record. */
    reserveUnmet: boolean('reserve_unmet').notNull().default(false),
    /**
     * The current bidder's maximum (proxy bid), when they gave one; null when they bid by hand.
     * Private: never served, except to its owner from `max_bids`. Null lets a bid take the
     * one-statement path; otherwise the bid is settled by the proxy rule (proxy-rules.ts).
     */
    leaderMax: integer('leader_max'),
    /** Cancelled by staff (status 4): its bids are voided, never deleted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** After the sale: staff mark the won lot paid, then delivered. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists order by (field, id) for keyset paging; `expiry` is the effective end (endingTime
  // moved by soft close), so lists filter and sort on it.
  (t) => [
    // Ongoing auctions by end: the lists' status-2 filter and the scheduler's sealing scan,
    // which would otherwise walk past every sealed auction (they gather at the low end).
    index('auctions_ongoing_expiry_idx').on(t.expiry, t.id).where(sql`${t.status} = 2`),
    index('auctions_expiry_idx').on(t.expiry, t.id),
    index('auctions_parent_idx').on(t.parentId, t.expiry, t.id),
    index('auctions_started_on_idx').on(t.startedOn, t.id),
    index('auctions_starting_bid_idx').on(t.startingBid, t.id),
    index('auctions_bid_count_idx').on(t.bidCount, t.id),
    index('auctions_name_idx').on(t.name, t.id),
    index('auctions_name_search_idx').using('gin', searchDocument(t.name)),
    index('auctions_description_search_idx').using('gin', searchDocument(t.description)),
    index('auctions_pigeon_idx').on(t.pigeonId),
    index('auctions_bidder_idx').on(t.currentBidderId),
    check('auctions_status_check', sql`${t.status} between 0 and 5`),
    check('auctions_starting_bid_check', sql`${t.startingBid} >= 0`),
    check('auctions_bid_count_check', sql`${t.bidCount} >= 0`),
    check('auctions_bid_ceiling_check', sql`${t.bidCeiling} > 0`),
    check('auctions_leader_max_check', sql`${t.leaderMax} >= ${t.currentAmount}`),
  ],
);

/** Every accepted bid. `id` is the SPEC's numericId; `nonce` makes a replay harmless. */
export const bids = pgTable(
  'bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /**
     * The price this bid bumped (amountBumpedFrom): startingBid for the first bid, which may
     * equal it (the first bid needs only the starting price).
     */
    oldAmount: integer('old_amount').notNull(),
    nonce: text('nonce').notNull(),
    deviceId: text('device_id'),
    signature: text('signature'),
    createdOn: bigint('created_on', { mode: 'number' }).notNull(),
    /** Placed by the server for the bidder's maximum; its nonce derives from the request's. */
    auto: boolean('auto').notNull().default(false),
    /**
     * Set when staff cancel the auction or annul the bid (issue 35): the bid stays on record but
     * no longer counts.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * Why staff annulled it (their reason; for an automatic bid that answered an annulled one,
     * the annulled bid's number); null: cancelled with the auction, or standing.
     */
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_nonce_key').on(t.nonce),
    index('bids_auction_idx').on(t.auctionId, t.id),
    index('bids_user_auction_idx').on(t.userId, t.auctionId),
    check('bids_amount_check', sql`${t.amount} >= ${t.oldAmount}`),
  ],
);

/**
 * Each member's maximum (proxy bid) on an auction: private to them. Raised, never lowered; the
 * row keeps the signed request that set it. Only the leader's can be above the price (it is
 * copied to `auctions.leader_max`); the others were used up when they were beaten.
 */
export const maxBids = pgTable(
  'max_bids',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    nonce: text('nonce').notNull(),
    deviceId: text('device_id'),
    signature: text('signature'),
    /** ms epoch, server clock: when the maximum was first set. */
    createdOn: bigint('created_on', { mode: 'number' }).notNull(),
    updatedOn: bigint('updated_on', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.userId] }),
    uniqueIndex('max_bids_nonce_key').on(t.nonce),
    index('max_bids_user_idx').on(t.userId, t.auctionId),
    check('max_bids_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every nonce a signed bid or maximum has used, whatever the answer (placed, refused, too
 * low): a nonce is used once, so a signed request refused today is not good tomorrow.
 */
export const bidNonces = pgTable('bid_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's watchlist ('Takip ettiklerim'): an auction or a whole group, one row
 * each. 'Ending soon' notices follow the member's settings.
 */
export const watches = pgTable(
  'watches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    containerId: integer('container_id').references(() => auctionContainers.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watches_user_auction_key')
      .on(t.userId, t.auctionId)
      .where(sql`${t.auctionId} is not null`),
    uniqueIndex('watches_user_container_key')
      .on(t.userId, t.containerId)
      .where(sql`${t.containerId} is not null`),
    index('watches_auction_idx').on(t.auctionId),
    index('watches_container_idx').on(t.containerId),
    check('watches_one_target_check', sql`(${t.auctionId} is null) <> (${t.containerId} is null)`),
  ],
);
