import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every SMS the site sends. In development this table is the gateway (codes are read from
 * it); with a real gateway it is the delivery queue and log.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_status_idx').on(t.status, t.id),
    index('sms_outbox_phone_idx').on(t.toPhone, t.createdAt),
    check('sms_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the notice sender may (re)try a pending mail: a failed delivery is retried with
     * backoff; a mail being delivered right now is leased until then.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.id),
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** What a member can be told about, and how. */
export const noticeEvents = [
  'outbid',
  'maximum-exceeded',
  'ending-soon',
  'won',
  'lost',
  'watched-ending-soon',
  // After the hammer (issue 33): a buyer's statement issued, reminders of its due day, and a
  // second-chance offer of a lot its first buyer did not pay for.
  'statement',
  'payment-reminder',
  'second-chance',
  // A message staff send to everyone who bid on or watches a group.
  'announcement',
  // A sale followed from the calendar has opened (issue 36).
  'sale-opening',
] as const;
export type NoticeEvent = (typeof noticeEvents)[number];
export const noticeChannels = ['sms', 'mail', 'push'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * The durable outbox of member notices. Rows are written in the transaction of the
 * bid that causes them and sent after commit by the notice sender (`modules/notifications`),
 * which claims due rows with FOR UPDATE SKIP LOCKED, so several instances send each one once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'outbid', 'maximum-exceeded'; a text, so new events need no schema change. */
    event: text('event').notNull(),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    /** The bid that caused the notice: with the event, channel and user, one notice per bid. */
    bidId: bigint('bid_id', { mode: 'number' }),
    /** Once-only key of a notice no bid caused, e.g. 'ending-soon:<auction>:<user>:<channel>'. */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.event, t.channel, t.userId, t.bidId),
    index('notifications_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('notifications_user_idx').on(t.userId, t.id),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('notifications_channel_check', sql`${t.channel} in ('sms', 'mail', 'push')`),
    // Notices not caused by a bid (ending soon, won, lost) are made once by their own key.
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
  ],
);

/**
 * Outbid notices waiting to become `notifications` rows: the one-statement bid appends the
 * member it outbid here, in its own statement, and the notice sender's pass moves each row
 * into `notifications` (per the member's channels) and deletes it in one statement, so a
 * committed bid's notice is never lost and is made once. The table has no key, index or
 * foreign key on purpose: the bid statement already touches more relations than PostgreSQL
 * locks on its fast path, and each one more (the outbox's five indexes and its sequence)
 * cost the bid engine 40 % of its throughput on one hot auction (bench/README).
 */
export const outbidQueue = pgTable('outbid_queue', {
  bidId: bigint('bid_id', { mode: 'number' }).notNull(),
  auctionId: integer('auction_id').notNull(),
  /** The member who led until this bid. */
  userId: text('user_id').notNull(),
  /** The price after the bid. */
  amount: integer('amount').notNull(),
});

/**
 * A member's browsers subscribed to Web Push (the service worker's PushSubscription):
 * its endpoint and the keys the payload is encrypted to (RFC 8291). A subscription the push
 * service reports gone (404/410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** base64url of the browser's P-256 public key. */
    p256dh: text('p256dh').notNull(),
    /** base64url of the 16-byte auth secret. */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
