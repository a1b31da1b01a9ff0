import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC §3 site information: every value is a string (JSON text for the list fields). */
export const siteInfo = pgTable('site_info', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one site-wide banner message (a single row, id 1). */
export const banner = pgTable(
  'banner',
  {
    id: smallint('id').primaryKey().default(1),
    message: text('message'),
    color: text('color'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('banner_single_row_check', sql`${t.id} = 1`)],
);

/**
 * Operational settings staff change from the console (not SPEC §3 site information, which is
 * public): e.g. `archiveDelayDays`.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
