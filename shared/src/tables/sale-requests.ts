import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pigeons } from './pigeons';
import { users } from './users';

/** A race result as the shared rule keeps it (RaceResult in shared/src/rules/race-results.ts). */
interface StoredRaceResult {
  name: string;
  date: string;
  releasePoint: string;
  distanceM: number;
  place: number;
  basketed: number;
  speedMmPerMin: number | null;
  coefficientMilli: number | null;
}

export const saleRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export type SaleRequestStatus = (typeof saleRequestStatuses)[number];

/** A member asks to put a pigeon up for auction; staff accept (creating the pigeon) or reject. */
export const saleRequests = pgTable(
  'sale_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: saleRequestStatuses }).notNull().default('pending'),
    tagNum: text('tag_num').notNull(),
    state: text('state').notNull(),
    description: text('description').notNull().default(''),
    /** TL. */
    wishedPrice: integer('wished_price').notNull(),
    /** media_files ids, cover first. */
    photoMediaIds: jsonb('photo_media_ids').$type<string[]>().notNull().default([]),
    /**
     * The pigeon's race results as the member gave them, checked by the shared rule
     * (validateRaceResults); they become the pigeon's results when staff accept.
     */
    races: jsonb('races').$type<StoredRaceResult[]>().notNull().default([]),
    /** Staff's reason on rejection (shown to the member), or note on acceptance. */
    decisionReason: text('decision_reason'),
    pigeonId: integer('pigeon_id').references(() => pigeons.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('sale_requests_user_idx').on(t.userId, t.createdAt),
    check('sale_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('sale_requests_price_check', sql`${t.wishedPrice} >= 0`),
  ],
);
