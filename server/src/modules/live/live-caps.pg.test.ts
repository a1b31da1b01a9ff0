// The live-stream caps across server instances on one PostgreSQL database. Collected
// only in the PostgreSQL pass: on PGlite one process is the whole site (live.test.ts).
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/connection';
import { type LiveStream, openLiveStream } from '../../test/live-client';
import { isPath, listen } from '../../test/live-fixtures';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

function connectionUrl(database: Database): string {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

const refusal = {
  error: { code: 'resource-exhausted', message: 'Bu adresten çok fazla canlı bağlantı açık.' },
};

/** A stream that must be refused for its address. */
async function expectRefused(baseUrl: string): Promise<void> {
  const stream = await openLiveStream(baseUrl, ['banner']);
  expect(stream.status).toBe(429);
  expect(JSON.parse(await stream.body())).toEqual(refusal);
}

/** A stream that must open (within a bounded wait: a closed stream's count is written after). */
async function openWhenFree(baseUrl: string): Promise<LiveStream> {
  const giveUpAt = Date.now() + 10_000;
  for (;;) {
    const stream = await openLiveStream(baseUrl, ['banner']);
    if (stream.status === 200) {
      await stream.next(isPath('banner'));
      return stream;
    }
    await stream.body();
    if (Date.now() > giveUpAt) throw new Error(`still refused: ${stream.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live stream caps across server instances', () => {
  const env = { LIVE_MAX_CONNECTIONS_PER_IP: '2' };
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let databaseB: Database;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const open: LiveStream[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    a = await createTestApp({ database: shared.database, env });
    databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(shared.database) });
    b = await createTestApp({ database: databaseB, env });
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });

  afterAll(async () => {
    for (const stream of open) stream.close();
    await b?.close();
    await databaseB?.close();
    await a?.close();
    await shared?.destroy();
  });

  test('the per-address cap counts the streams of every instance', async () => {
    open.push(await openWhenFree(urlA), await openWhenFree(urlA));
    await expectRefused(urlB);
    await expectRefused(urlA);

    // One closes on A: a new one may open on B, and then A and B are both full again.
    open.shift()?.close();
    open.push(await openWhenFree(urlB));
    await expectRefused(urlA);
    await expectRefused(urlB);

    for (const stream of open.splice(0)) stream.close();
    open.push(await openWhenFree(urlB), await openWhenFree(urlA));
    for (const stream of open.splice(0)) stream.close();
  });

  test("an instance's streams stop counting once it is no longer seen", async () => {
    await openWhenFree(urlA).then((stream) => open.push(stream));
    // Another instance with two streams from this address, seen just now: nothing more opens.
    await shared.database.db.execute(sql`
      insert into live_instances (id, seen_at, streams) values ('other', now(), 2)`);
    await shared.database.db.execute(sql`
      insert into live_stream_counts (ip, instance_id, streams) values ('127.0.0.1', 'other', 2)`);
    await expectRefused(urlB);
    await expectRefused(urlA);

    // The same instance, last seen a minute ago (it died): its streams no longer count.
    await shared.database.db.execute(sql`
      update live_instances set seen_at = now() - interval '1 minute' where id = 'other'`);
    open.push(await openWhenFree(urlB));
    await expectRefused(urlA);
  });
});
