import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { rateLimitBuckets } from '../../db/schema';
import type { RateLimit } from './auth-policy';

/**
 * Fixed-window counters in the database. One upsert both opens a new window when the old one
 * has ended and counts the hit, so concurrent requests on several server instances never
 * lose a count.
 */
export async function hit(
  db: Db,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<number> {
  const at = new Date(now).toISOString();
  const windowStart = new Date(now - limit.windowMs).toISOString();
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limit_buckets (key, count, window_started_at)
        values (${key}, 1, ${at}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limit_buckets.window_started_at <= ${windowStart}::timestamptz
                       then 1 else rate_limit_buckets.count + 1 end,
          window_started_at = case when rate_limit_buckets.window_started_at <= ${windowStart}::timestamptz
                                   then ${at}::timestamptz else rate_limit_buckets.window_started_at end
        returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Counts a hit; false when it went over the limit. */
export async function consume(
  db: Db,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  return (await hit(db, key, limit, now)) <= limit.limit;
}

/** Whether the window still has room, without counting (for limits on failures only). */
export async function hasRoom(
  db: Db,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, windowStartedAt: rateLimitBuckets.windowStartedAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key))
    .limit(1);
  if (row === undefined) return true;
  if (row.windowStartedAt.getTime() <= now - limit.windowMs) return true;
  return row.count < limit.limit;
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
