// One closing leader among server instances on one PostgreSQL database. Collected
// only in the PostgreSQL pass: PGlite lives inside one process, which always leads.
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, openDatabase } from '../../db/connection';
import { AuctionStatus, auctions } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { liveChannel } from '../live';

function connectionUrl(database: Database): string {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

/** Polls `check` until it holds; fails after `limitMs` (a bound, not a measurement). */
async function eventually(check: () => boolean | Promise<boolean>, limitMs = 20_000) {
  const giveUpAt = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function closingLeaderGauge(t: TestApp): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  return /^kanat_closing_leader (\d)$/m.exec(response.body)?.[1];
}

describe('closing pass on several instances', () => {
  test('one instance runs it; when it stops another takes over; each auction closes once', async () => {
    // Neither app owns the database, so either may close first.
    const shared = await createTestDatabase();
    const a = await createTestApp({ database: shared.database });
    const databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(a.database) });
    const b = await createTestApp({ database: databaseB });
    // Every seal publishes its auction's path once: counting them counts the seals.
    const listener = new Client({ connectionString: connectionUrl(a.database) });
    const published: string[] = [];
    const closed = new Set<TestApp>();
    try {
      await listener.connect();
      listener.on('notification', (message) => published.push(message.payload ?? ''));
      await listener.query(`listen ${liveChannel}`);

      const db = a.database.db;
      const owner = await insertOwner(db, { fullname: 'Satıcı Kişi' });
      const expiredAuction = async () =>
        insertAuction(db, {
          pigeonId: await insertPigeon(db, { ownerId: owner }),
          endingTime: Date.now() - 60_000,
        });
      const statusOf = async (id: number) =>
        (await db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]
          ?.status;

      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      await eventually(() => a.app.closingScheduler.leading || b.app.closingScheduler.leading);
      const [leader, follower] = a.app.closingScheduler.leading ? [a, b] : [b, a];

      // A few passes of the leader; the follower runs none and says so.
      await eventually(() => leader.app.closingScheduler.stats.runs >= 3);
      expect(follower.app.closingScheduler.leading).toBe(false);
      expect(follower.app.closingScheduler.stats.runs).toBe(0);
      expect(await closingLeaderGauge(leader)).toBe('1');
      expect(await closingLeaderGauge(follower)).toBe('0');

      const first = await expiredAuction();
      await eventually(async () => (await statusOf(first)) === AuctionStatus.sealed);
      expect(follower.app.closingScheduler.stats.runs).toBe(0);

      // The leader stops: the other instance takes the lead and closes the next auction.
      await leader.close();
      closed.add(leader);
      await eventually(() => follower.app.closingScheduler.leading);
      const second = await expiredAuction();
      await eventually(async () => (await statusOf(second)) === AuctionStatus.sealed);
      await eventually(() => follower.app.closingScheduler.stats.runs >= 3);

      // Each auction was sealed by exactly one pass.
      await eventually(async () => {
        await listener.query('select 1');
        return published.includes(`auctions/${second}`);
      });
      expect(published.filter((path) => path === `auctions/${first}`)).toHaveLength(1);
      expect(published.filter((path) => path === `auctions/${second}`)).toHaveLength(1);
    } finally {
      await listener.end().catch(() => {});
      for (const t of [a, b]) if (!closed.has(t)) await t.close();
      await databaseB.close();
      await shared.destroy();
    }
  });

  test('a leader whose lock connection drops stops leading, and one instance leads again', async () => {
    const shared = await createTestDatabase();
    const a = await createTestApp({ database: shared.database });
    const databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(shared.database) });
    const b = await createTestApp({ database: databaseB });
    try {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const leaders = () => [a, b].filter((t) => t.app.closingScheduler.leading);
      await eventually(() => leaders().length === 1);
      // As when the leader's process dies: PostgreSQL ends its session and frees the lock.
      const admin = new Client({ connectionString: connectionUrl(shared.database) });
      await admin.connect();
      try {
        const holders = async () =>
          (
            await admin.query<{ pid: number }>(
              `select pid from pg_locks
               where locktype = 'advisory' and granted and classid = 0 and objid = 4807223
                 and database = (select oid from pg_database where datname = current_database())`,
            )
          ).rows.map((row) => row.pid);
        const [holder] = await holders();
        expect(holder).toBeDefined();
        await admin.query('select pg_terminate_backend($1)', [holder]);
        // A new session holds the lock, and exactly one instance says it leads.
        await eventually(async () => {
          const now = await holders();
          return now.length === 1 && now[0] !== holder && leaders().length === 1;
        });
        const [leader] = leaders();
        const before = leader?.app.closingScheduler.stats.runs ?? 0;
        await eventually(() => (leader?.app.closingScheduler.stats.runs ?? 0) >= before + 2);
        expect(leaders()).toEqual([leader]);
      } finally {
        await admin.end();
      }
    } finally {
      await b.close();
      await databaseB.close();
      await a.close();
      await shared.destroy();
    }
  });
});
