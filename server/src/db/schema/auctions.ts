import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pigeons } from './pigeons';
import { users } from './users';

/** SPEC §4 auction status integers. */
export const AuctionStatus = { ongoing: 2, sealed: 3 } as const;

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auction_containers_parent_idx').on(t.parentId, t.endingTime),
    index('auction_containers_archive_ending_idx').on(t.isArchive, t.endingTime),
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
    currentBidderId: text('current_bidder_id').references(() => users.id, {
      onDelete: 'restrict',
    }),
    sealed: boolean('sealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auctions_status_expiry_idx').on(t.status, t.expiry),
    index('auctions_parent_idx').on(t.parentId, t.endingTime),
    index('auctions_pigeon_idx').on(t.pigeonId),
    index('auctions_bidder_idx').on(t.currentBidderId),
    index('auctions_ending_time_idx').on(t.endingTime),
    check('auctions_status_check', sql`${t.status} between 0 and 5`),
    check('auctions_starting_bid_check', sql`${t.startingBid} >= 0`),
    check('auctions_bid_count_check', sql`${t.bidCount} >= 0`),
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
    /** The price this bid bumped (amountBumpedFrom): startingBid for the first bid. */
    oldAmount: integer('old_amount').notNull(),
    nonce: text('nonce').notNull(),
    deviceId: text('device_id'),
    signature: text('signature'),
    createdOn: bigint('created_on', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_nonce_key').on(t.nonce),
    index('bids_auction_idx').on(t.auctionId, t.id),
    index('bids_user_auction_idx').on(t.userId, t.auctionId),
    check('bids_amount_check', sql`${t.amount} > ${t.oldAmount}`),
  ],
);
