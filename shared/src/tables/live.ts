import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server instances with live streams open (server/README.md, "Live data"): each writes its row
 * every few seconds. `streams` is its open stream count as of `seen_at`; rows not seen for a
 * while belong to instances that died and are ignored, then removed.
 */
export const liveInstances = pgTable('live_instances', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  streams: integer('streams').notNull().default(0),
});

/**
 * Open live streams per instance and client address, written by that instance as streams open
 * and close, so the per-address cap holds for the whole site. A row counts only while its
 * instance's `live_instances` row is fresh.
 */
export const liveStreamCounts = pgTable(
  'live_stream_counts',
  {
    ip: text('ip').notNull(),
    instanceId: text('instance_id').notNull(),
    streams: integer('streams').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ip, t.instanceId] })],
);
