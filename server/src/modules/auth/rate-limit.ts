import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { rateLimitBuckets } from '../../db/schema';
import type { RateLimit } from './auth-policy';

/**
 * Fixed-window counters in the database, so every limit holds across server instances.
 *
 * One statement both opens a new window when the old one has ended and counts the hit, and
 * returns the new count: two parallel requests can never read the same count. Every limit
 * is taken *before* the work it guards (a password hash, an SMS, a code check), so a burst
 * of parallel requests passes at most `limit` of them, however it is timed.
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

/** Counts a request that always costs (an SMS, a message); false when it went over. */
export async function consume(
  db: Db,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  return (await hit(db, key, limit, now)) <= limit.limit;
}

export interface Bucket {
  key: string;
  limit: RateLimit;
}

export interface Permit {
  /** Every bucket had room; the attempt is counted in each. */
  granted: boolean;
  /** Gives the attempt back to every bucket: for an attempt that turned out to be good. */
  refund(): Promise<void>;
}

/**
 * Takes one back from each bucket (never below zero), one row per statement. One UPDATE of
 * several rows locks them in the order it finds them, which follows where their newest
 * versions lie and so differs between statements: on PostgreSQL two parallel give-backs of
 * the same buckets deadlocked (a 500 for one of 50 parallel wrong passwords).
 */
async function giveBack(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .update(rateLimitBuckets)
      .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
      .where(eq(rateLimitBuckets.key, key));
  }
}

/**
 * For limits on failures (wrong passwords, wrong codes): the attempt is counted in every
 * bucket first, and only a granted attempt may go on to the check. A good attempt is then
 * refunded, so only failures use the budget. A refused attempt gives its counts straight
 * back: it was never checked, and must not eat into the other buckets' budgets.
 *
 * At any moment a bucket holds its failures plus the attempts still being checked, so
 * parallel requests cannot pass more checks than the limit.
 */
export async function take(db: Db, buckets: Bucket[], now = Date.now()): Promise<Permit> {
  const taken: string[] = [];
  const refund = () => giveBack(db, taken);
  for (const bucket of buckets) {
    const count = await hit(db, bucket.key, bucket.limit, now);
    taken.push(bucket.key);
    if (count > bucket.limit.limit) {
      await refund();
      return { granted: false, refund: async () => {} };
    }
  }
  return { granted: true, refund };
}

/** What a limited attempt came to: refused before the check, or the check's own answer. */
export type Attempt<T> = { refused: true } | { refused: false; outcome: T | null };

/**
 * Runs `check` as one attempt under `buckets` (see `take`). The check answers null for a
 * failure, which stays counted; any other answer, or an error of its own, is refunded.
 */
export async function attempt<T>(
  db: Db,
  buckets: Bucket[],
  check: () => Promise<T | null>,
  now = Date.now(),
): Promise<Attempt<T>> {
  const permit = await take(db, buckets, now);
  if (!permit.granted) return { refused: true };
  let outcome: T | null;
  try {
    outcome = await check();
  } catch (error) {
    await permit.refund();
    throw error;
  }
  if (outcome !== null) await permit.refund();
  return { refused: false, outcome };
}

/** Clears buckets, one row per statement for the same reason as `giveBack`. */
export async function resetLimit(db: Db, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  }
}
