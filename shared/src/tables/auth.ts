import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './users';

/**
 * A browser (deviceId, a UUID kept in localStorage) seen for a user, and the public half of
 * its ECDSA P-521 signing key once registered (SPEC §3 Device).
 */
export const devices = pgTable(
  'devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** Public key as JWK, exactly as the browser exported it (`pk`). */
    publicKey: jsonb('public_key').$type<Record<string, unknown>>(),
    keyRegisteredAt: timestamp('key_registered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

export const sessionStates = ['pending-mfa', 'active'] as const;
export type SessionState = (typeof sessionStates)[number];

/**
 * Server-side sessions; the cookie carries a random token, only its hash is stored.
 * `pending-mfa`: the password was right but the second factor is still due; `active`: signed in
 * (an incomplete registration is active too, its user simply has no verified phone).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A stable id for the session (the hash changes when the token is rotated). */
    id: text('id').notNull(),
    state: text('state', { enum: sessionStates }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_id_key').on(t.id),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_state_check', sql`${t.state} in ('pending-mfa', 'active')`),
  ],
);

export const codePurposes = [
  'register',
  'login',
  'device-key',
  'password-reset',
  'profile',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** Numeric phone codes (SPEC §4 two-factor); stored hashed with an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    /** The phone the code went to (+905xxxxxxxxx). */
    target: text('target').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Earliest moment a new code may be sent (180 s after this one, SPEC §9). */
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was burned (too many wrong answers) or answered. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * Set when answered correctly: the row is then the proof that (user, device) holds the
     * phone, which registration and key registration accept for a short while.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    index('verification_codes_user_idx').on(t.userId),
    index('verification_codes_expires_idx').on(t.expiresAt),
    check(
      'verification_codes_purpose_check',
      sql`${t.purpose} in ('register', 'login', 'device-key', 'password-reset', 'profile')`,
    ),
  ],
);

/** Challenges for the device-signature check (requestKeyedMFA / resolveKeyedMFA). */
export const keyChallenges = pgTable(
  'key_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    challenge: text('challenge').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('key_challenges_user_device_idx').on(t.userId, t.deviceId, t.createdAt)],
);

export const tokenKinds = ['mfa', 'password-reset'] as const;
export type TokenKind = (typeof tokenKinds)[number];

/**
 * Short-lived tokens bound to a user and device: second-factor access tokens (mfaToken) and
 * password-reset link tokens. Only the hash is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: tokenKinds }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId, t.kind),
    index('auth_tokens_expires_idx').on(t.expiresAt),
    check('auth_tokens_kind_check', sql`${t.kind} in ('mfa', 'password-reset')`),
  ],
);

/**
 * Fixed-window counters shared by every server instance (per phone, per IP, per user...).
 * The key names the limit and the subject, e.g. `login:ip:203.0.113.9`.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limit_buckets_window_idx').on(t.windowStartedAt)],
);
