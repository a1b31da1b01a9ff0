import { sql } from 'drizzle-orm';
import {
  bigint,
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
    check('legal_texts_kind_check', sql`${t.kind} in ('notice', 'terms', 'privacy', 'cookies')`),
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
      sql`${t.kind} in ('notice', 'terms', 'privacy', 'cookies')`,
    ),
  ],
);
