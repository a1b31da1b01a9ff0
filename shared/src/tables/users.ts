import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedText, searchDocument } from './text-search';

/** Fields a user may ask to change; kept aside until staff approve them (SPEC §4). */
export interface PendingProfileChange {
  dateOfBirth: string;
  province: string;
  city: string;
  mailAddress: string | null;
  phoneNumber: string;
  requestedAt: number;
}

/** Stored notice choices: event -> channel -> on; what is missing is on. */
export type NotificationPrefs = Record<string, Record<string, boolean>>;

/**
 * Accounts and pigeon owners. Real accounts get 28-character ids; 'fake users' (owners
 * without an account, SPEC §3) get 20-character ids and only a short profile.
 */
/**
 * The staff roles a `staff_roles` entry may name: STAFF_ROLES of @kanat/shared/rules (the
 * tables import nothing else of shared; staff-roles.test.ts holds the two lists equal).
 */
export type StaffRoleName = 'administrator' | 'clerk' | 'editor' | 'accountant';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    // personalInfo
    username: text('username'),
    fullname: text('fullname'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    province: text('province'),
    city: text('city'),
    mailAddress: text('mail_address'),
    /** Verified phone number (+905xxxxxxxxx); null until the phone code is answered. */
    phoneNumber: text('phone_number'),
    // users/{uid}/registrationPhone: the phone typed during a registration in progress.
    registrationPhone: text('registration_phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    // authInfo
    accountEnabled: boolean('account_enabled').notNull().default(false),
    accountDisableReason: text('account_disable_reason'),
    /**
     * When staff first approved the registration. Null: never approved, so sign-in is refused;
     * an approved account that is disabled later may still sign in and sees its reason.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Staff turned the registration down; the account cannot sign in and sees the reason. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /**
     * Issue 33, non-payers: flagged for unpaid statements (by staff, or the overdue pass); a
     * flagged member's bids are refused until staff lift the flag.
     */
    paymentFlaggedAt: timestamp('payment_flagged_at', { withTimezone: true }),
    paymentFlagReason: text('payment_flag_reason'),
    /** A short profile of an owner without an account (SPEC's fake user), shown with their pigeons. */
    ownerNote: text('owner_note'),
    // settings (the SPEC's spelling is kept for the field name)
    dontSendBidSuperseeded: boolean('dont_send_bid_superseeded').notNull().default(false),
    /**
     * Per event and channel, `{ "outbid": { "mail": false } }`; a missing entry is on.
     * Outbid by SMS is `dont_send_bid_superseeded` (the seed's setting), never read from here.
     */
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefs>().notNull().default({}),
    /**
     * The staff roles held (STAFF_ROLES of @kanat/shared/rules, issue 30); empty for an
     * ordinary member. Staff is whoever holds at least one: there is no other flag.
     */
    staffRoles: text('staff_roles')
      .array()
      .$type<StaffRoleName[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The most (TL) staff let this member have committed at once: the auctions they
     * lead plus the lots they won and have not paid. Null: no limit.
     */
    spendingLimit: integer('spending_limit'),
    pendingProfile: jsonb('pending_profile').$type<PendingProfileChange>(),
    /**
     * KVKK erasure (issue 35): when the member erased their account. The row stays, under a
     * pseudonym (`username`, `fullname`), only for the sales records the law keeps (bids,
     * results, statements) until `erasure_keep_until`; everything else of theirs is gone.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasureKeepUntil: timestamp('erasure_keep_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_registration_phone_idx').on(t.registrationPhone),
    index('users_fullname_idx').on(t.fullname),
    // Participants list filters (owner name words, province, city): see pigeons-repository.
    index('users_fullname_search_idx').using('gin', searchDocument(t.fullname)),
    index('users_place_idx').on(foldedText(t.province), foldedText(t.city)),
    index('users_city_idx').on(foldedText(t.city)),
    index('users_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.accountEnabled} = false or ${t.pendingProfile} is not null`),
    check(
      'users_staff_roles_check',
      sql`${t.staffRoles} <@ array['administrator', 'clerk', 'editor', 'accountant']::text[]`,
    ),
    check('users_spending_limit_check', sql`${t.spendingLimit} > 0`),
  ],
);
