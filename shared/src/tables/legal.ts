import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The legal texts staff publish: the information notice (KVKK aydınlatma metni), the terms of
 * use, the privacy and the cookie policies. Each publication is a new version; an old version
 * is never edited (a trigger refuses UPDATE and DELETE), so what a member was shown stays
 * readable.
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Cleaned with the news bodies' allow-list when stored. */
    html: text('html').notNull(),
    /** The staff member who published it; null for the shipped first versions. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('legal_texts_kind_version_unique').on(t.kind, t.version),
    check(
      'legal_texts_kind_check',
      sql`${t.kind} in ('notice', 'terms', 'privacy', 'cookies', 'marketing', 'sale-contract')`,
    ),
    check('legal_texts_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * Which version of a legal text a member acknowledged, and when. Append only: a trigger
 * refuses UPDATE; rows leave only with their member (cascade).
 */
export const legalAcknowledgements = pgTable(
  'legal_acknowledgements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('legal_acknowledgements_user_idx').on(t.userId, t.kind, t.version),
    check(
      'legal_acknowledgements_kind_check',
      sql`${t.kind} in ('notice', 'terms', 'privacy', 'cookies', 'marketing', 'sale-contract')`,
    ),
  ],
);

/**
 * A member's consents, as a history: each row is one giving or withdrawal of one kind
 * (marketing-sms, marketing-mail, push), with the legal text's version it was given under, the
 * device it came from and where (registration, the account page, a browser turning notices
 * on). A kind's latest row is its state; no row means no consent. Append only, like the
 * acknowledgements: a trigger refuses UPDATE; rows leave only with their member.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    /** The legal text the consent was given under (`CONSENT_TEXT_KINDS`) and its version. */
    textKind: text('text_kind').notNull(),
    textVersion: integer('text_version'),
    /** 'registration', 'account', 'browser-push'. */
    source: text('source').notNull(),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.kind, t.id),
    check(
      'consent_records_kind_check',
      sql`${t.kind} in ('marketing-sms', 'marketing-mail', 'push')`,
    ),
    check(
      'consent_records_source_check',
      sql`${t.source} in ('registration', 'account', 'browser-push')`,
    ),
  ],
);

/**
 * Applications of data subjects that need a person (ilgili kişi başvurusu): a member asks for a
 * correction, an erasure the site cannot do alone, an objection or anything else; staff answer
 * before `due_at` (thirty days, KVKK md. 13). The answer and who gave it are kept.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: text('details').notNull(),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.id),
    index('privacy_requests_open_idx').on(t.dueAt).where(sql`${t.state} = 'open'`),
    check(
      'privacy_requests_kind_check',
      sql`${t.kind} in ('correction', 'erasure', 'objection', 'other')`,
    ),
    check('privacy_requests_state_check', sql`${t.state} in ('open', 'answered', 'rejected')`),
    check('privacy_requests_answer_check', sql`(${t.state} = 'open') = (${t.answer} is null)`),
  ],
);

/**
 * A member's acceptance of a sale's contract (issue 35, Mesafeli Sözleşmeler Yönetmeliği):
 * before their first bid in a sale (a group of timed lots, a single timed lot, a hall sale)
 * they are shown the pre-information and the sale's terms and accept them once; the row keeps
 * the house text's version (`legal_texts` kind 'sale-contract') and the sale's terms as shown.
 * The won lot's statement refers to it. Append only: a trigger refuses UPDATE.
 */
export const saleContractAcceptances = pgTable(
  'sale_contract_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As statements name sales: 'group' (auction_containers.id), 'auction', 'hall'. */
    saleKind: text('sale_kind').notNull(),
    saleId: integer('sale_id').notNull(),
    textVersion: integer('text_version').notNull(),
    /** The buyer's premium, KDV and payment days shown (basis points, days); null: none set. */
    buyerPremiumBp: integer('buyer_premium_bp'),
    vatBp: integer('vat_bp'),
    paymentTermDays: integer('payment_term_days'),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sale_contract_acceptances_once').on(t.userId, t.saleKind, t.saleId),
    check(
      'sale_contract_acceptances_kind_check',
      sql`${t.saleKind} in ('group', 'auction', 'hall')`,
    ),
  ],
);
