// One clock: an instance whose process clock lags a minute behind (a fake clock in
// this process: only `Date` is faked, and keeps running) still refuses a bid after the end by
// the database's clock, and tells browsers the database's time. PostgreSQL only: PGlite runs
// inside this process and would read the same faked clock.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connection';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createSignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const skewMs = -60_000;

describe('an instance whose process clock lags a minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t?.close();
  });

  const databaseNow = async () =>
    Number(
      (
        await queryRows<{ now: string }>(
          t.database.db,
          sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now`,
        )
      )[0]?.now,
    );

  test('accepts no bid after the end by the database clock, seals by it, and reports it', async () => {
    const owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    const pigeonId = await insertPigeon(t.database.db, { ownerId: owner });
    const endsAt = (await databaseNow()) + 1_000;
    const auctionId = await insertAuction(t.database.db, { pigeonId, endingTime: endsAt });
    const member = await createSignedInMember(t.app);
    // Bounded wait until the end has passed by the database's clock.
    for (let i = 0; i < 50 && (await databaseNow()) <= endsAt + 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    jest.useFakeTimers({
      now: Date.now() + skewMs,
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    // This process believes the auction has about a minute left.
    expect(Date.now()).toBeLessThan(endsAt - 50_000);

    const answer = await callBid(t.app, member, auctionId, 500);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Açık arttırma sona erdi.');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bids where auction_id = ${auctionId}::int`,
    );
    expect(count?.n).toBe(0);

    // The closing pass, by the same clock, seals it now (the process would wait a minute more).
    expect((await t.app.closingScheduler.runOnce()).sealed).toContain(auctionId);

    // Browsers count down by the database's clock, not this process's.
    const time = await t.app.inject({ method: 'GET', url: '/api/time' });
    const reported = Number(time.headers['x-server-time']);
    const actual = await databaseNow();
    expect(Math.abs(reported - actual)).toBeLessThan(5_000);
    expect(Math.abs(time.json().now - actual)).toBeLessThan(5_000);
  });
});
