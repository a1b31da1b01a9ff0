import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/**
 * The PostgreSQL channel every server instance LISTENs on. The payload is only the path; each
 * instance re-reads the value itself, so the payload stays tiny and never goes stale.
 */
export const liveChannel = 'km_live';

/** Builders for the live paths of the contract (server/README.md, "Live data"). */
export const livePaths = {
  auction: (id: number | string) => `auctions/${id}`,
  pigeon: (id: number | string) => `pigeons/${id}`,
  containerSummary: (id: number | string) => `auctionContainers/${id}/summaryParams`,
  banner: 'banner',
  userAuthInfo: (uid: string) => `users/${uid}/authInfo`,
  /** A hall mezat's public state (issue 32). */
  hallSale: (id: number | string) => `hallSales/${id}`,
} as const;

/** Anything that can run SQL: the app's `db` or a transaction's `tx`. */
export type LiveWriter = Pick<Db, 'execute'>;

/**
 * Tells every server instance that the value at `path` changed. Inside a transaction PostgreSQL
 * delivers the notification only at commit (and drops it on rollback), and duplicates within
 * one transaction are folded into one, so call it freely from inside `tx`.
 */
export async function publishLive(db: LiveWriter, path: string): Promise<void> {
  await db.execute(sql`select pg_notify(${liveChannel}, ${path})`);
}

/** Same as `publishLive` for several paths in one round trip (a bid touches its auction and groups). */
export async function publishLiveMany(db: LiveWriter, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  if (paths.length === 1) return publishLive(db, paths[0] as string);
  const rows = sql.join(
    paths.map((path) => sql`(${path}::text)`),
    sql`, `,
  );
  await db.execute(sql`select pg_notify(${liveChannel}, v.p) from (values ${rows}) as v(p)`);
}

/** Alias that reads better at call sites inside `db.transaction(async (tx) => ...)`. */
export const publishLiveTx = publishLive;
