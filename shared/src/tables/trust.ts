import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Trust signals staff marked as reviewed (issue 35, shill bidding). A signal is computed from
 * bids, devices and sessions each time the console asks; its key (`kind:lot:member:other`)
 * names it, so a mark stays with the signal while the evidence stands.
 */
export const trustReviews = pgTable(
  'trust_reviews',
  {
    signalKey: text('signal_key').primaryKey(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What staff concluded, shown beside the mark. */
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trust_reviews_reviewer_idx').on(t.reviewedBy)],
);
