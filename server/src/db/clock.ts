import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './connection';

/**
 * One clock: the database's time in ms since the epoch, as SQL. Auction ends, soft
 * close and sealing are judged by it inside their own statements, so instances whose process
 * clocks drift apart still agree. `statement_timestamp()`: when the database received the
 * statement, the same in every part of it.
 */
export const dbNowMs = sql`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

/** The database's clock now (ms), in one query. */
export async function readDatabaseNow(db: Db): Promise<number> {
  const rows = await queryRows<{ now: string | number }>(
    db,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now`,
  );
  return Number(rows[0]?.now);
}

/** How often the offset to the database's clock is measured again. */
const resyncMs = 60_000;

/**
 * The database's clock as this process reads it without a query: the process clock plus an
 * offset measured now and then (a round trip's midpoint), for `x-server-time` and
 * `GET /api/time`, which browsers use to count down to an auction's end.
 */
export class DatabaseClock {
  private offsetMs = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly processNow: () => number = Date.now,
  ) {}

  now(): number {
    return Math.round(this.processNow() + this.offsetMs);
  }

  /** Measures the offset once; a failure (database away) keeps the last one. */
  async sync(): Promise<void> {
    try {
      const before = this.processNow();
      const databaseNow = await readDatabaseNow(this.db);
      const after = this.processNow();
      if (Number.isFinite(databaseNow)) this.offsetMs = databaseNow - (before + after) / 2;
    } catch {
      // keep the last offset until the database answers again
    }
  }

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.sync(), resyncMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
