import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/connection';
import { mailOutbox, notifications, outbidQueue, smsOutbox } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { type LiveStream, openLiveStream } from '../../test/live-client';
import { listen } from '../../test/live-fixtures';
import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';

/** One sample of the exposition: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sample of `name` whose labels include `labels`; undefined when there is none. */
function sampleOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} is not one sample`);
  return found[0];
}

const metricValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  sampleOf(samples, name, labels)?.value ?? 0;

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

const day = 86_400_000;
/** A client that is not this machine (TEST-NET-3). */
const stranger = '203.0.113.9';

describe('health and metrics', () => {
  let t: TestApp;
  let owner: string;
  let bidder: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    bidder = await createSignedInMember(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
  });

  async function newAuction(): Promise<number> {
    const pigeonId = await insertPigeon(t.database.db, { ownerId: owner });
    return insertAuction(t.database.db, {
      pigeonId,
      startingBid: 500,
      endingTime: Date.now() + day,
    });
  }

  test('GET /healthz answers 200 without asking anything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('GET /readyz answers 200 once the database answers and every migration ran', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('GET /readyz answers 503 in Turkish while a committed migration has not run', async () => {
    const db = t.database.db;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning id, hash, created_at`,
    );
    if (newest === undefined) throw new Error('no migration recorded');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'Veritabanı güncellemeleri henüz uygulanmadı.',
          details: { check: 'migrations' },
        },
      });
    } finally {
      await queryRows(
        db,
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  test('GET /metrics serves the Prometheus text to this machine, Node figures included', async () => {
    const samples = await scrape(t.app);
    expect(metricValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metricValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(samples, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(metricValue(samples, 'kanat_database_info', { kind: t.database.kind })).toBe(1);
    // The pool exists on PostgreSQL only; PGlite is one connection inside the process.
    expect(sampleOf(samples, 'kanat_db_pool_max_connections') !== undefined).toBe(
      t.database.kind === 'postgres',
    );
  });

  test('GET /metrics refuses another address, in the API error shape and in Turkish', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: stranger,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'permission-denied', message: 'Bu işlem için yetkiniz yok.' },
    });
  });

  test('counts requests by route pattern and status, never by the URL asked for', async () => {
    const route = { method: 'GET', route: '/api/auctions/:id', status_code: '404' };
    const before = await scrape(t.app);
    for (const id of [987_654, 987_655]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
      expect(response.statusCode).toBe(404);
    }
    const after = await scrape(t.app);
    expect(metricValue(after, 'kanat_http_requests_total', route)).toBe(
      metricValue(before, 'kanat_http_requests_total', route) + 2,
    );
    expect(metricValue(after, 'kanat_http_request_duration_seconds_count', route)).toBe(
      metricValue(before, 'kanat_http_request_duration_seconds_count', route) + 2,
    );
    expect(after.some((sample) => sample.labels.route?.includes('987654'))).toBe(false);
  });

  test('counts an accepted bid, and a refused one by its reason', async () => {
    const auctionId = await newAuction();
    const before = await scrape(t.app);

    expect((await callBid(t.app, bidder, auctionId, 600)).status).toBe(200);
    const other = await createSignedInMember(t.app);
    const tooLow = await callBid(t.app, other, auctionId, 601);
    expect(tooLow.status).not.toBe(200);
    const alreadyTop = await callBid(t.app, bidder, auctionId, 1000);
    expect(alreadyTop.status).not.toBe(200);
    // A maximum is settled in a transaction: its refusal is counted by its reason too.
    expect((await callBid(t.app, other, auctionId, 2000, { maximum: true })).status).toBe(200);
    const lowered = await callBid(t.app, other, auctionId, 1500, { maximum: true });
    expect(lowered.status).not.toBe(200);

    const after = await scrape(t.app);
    const delta = (labels: Record<string, string>) =>
      metricValue(after, 'kanat_bids_total', labels) -
      metricValue(before, 'kanat_bids_total', labels);
    expect(delta({ result: 'accepted' })).toBe(2);
    expect(delta({ result: 'refused', reason: 'too-low' })).toBe(1);
    expect(delta({ result: 'refused', reason: 'already-top' })).toBe(1);
    expect(delta({ result: 'refused', reason: 'maximum-only-raise' })).toBe(1);
    expect(delta({ result: 'failed' })).toBe(0);
  });

  test('counts a repeated bid request apart from a new bid', async () => {
    const auctionId = await newAuction();
    const nonce = Buffer.alloc(32, 7);
    const first = await callBid(t.app, bidder, auctionId, 600, { nonce });
    const before = await scrape(t.app);
    const again = await callBid(t.app, bidder, auctionId, 600, { nonce });
    expect(again.result?.bidId).toBe(first.result?.bidId);
    const after = await scrape(t.app);
    const delta = (result: string) =>
      metricValue(after, 'kanat_bids_total', { result }) -
      metricValue(before, 'kanat_bids_total', { result });
    expect(delta('repeated')).toBe(1);
    expect(delta('accepted')).toBe(0);
  });

  test('counts scheduler passes per pass and reports the last one', async () => {
    const before = await scrape(t.app);
    await t.app.closingScheduler.runOnce();
    await t.app.closingScheduler.runOnce();
    await t.app.noticeSender.runOnce();
    const after = await scrape(t.app);
    const delta = (name: string, pass: string) =>
      metricValue(after, name, { pass }) - metricValue(before, name, { pass });
    expect(delta('kanat_scheduler_runs_total', 'closing-scheduler')).toBe(2);
    expect(delta('kanat_scheduler_runs_total', 'notice-sender')).toBe(1);
    expect(delta('kanat_scheduler_failures_total', 'closing-scheduler')).toBe(0);
    expect(
      sampleOf(after, 'kanat_scheduler_last_run_duration_seconds', { pass: 'notice-sender' }),
    ).toBeDefined();
  });

  test('reports each outbox backlog as the rows waiting in it', async () => {
    const db = t.database.db;
    const member = await createSignedInMember(t.app);
    const auctionId = await newAuction();
    await db.insert(mailOutbox).values([
      { toAddress: 'a@ornek.com', subject: 'Konu', textBody: 'Metin', purpose: 'test' },
      { toAddress: 'b@ornek.com', subject: 'Konu', textBody: 'Metin', purpose: 'test' },
      {
        toAddress: 'c@ornek.com',
        subject: 'Konu',
        textBody: 'Metin',
        purpose: 'test',
        status: 'sent',
      },
    ]);
    await db.insert(smsOutbox).values({ toPhone: '+905320000000', body: 'Kod', purpose: 'test' });
    await db.insert(notifications).values([
      { userId: member.user.uid, event: 'test', channel: 'mail', dedupeKey: `m-${auctionId}-1` },
      {
        userId: member.user.uid,
        event: 'test',
        channel: 'sms',
        dedupeKey: `m-${auctionId}-2`,
        status: 'failed',
      },
    ]);
    await db
      .insert(outbidQueue)
      .values({ bidId: 1, auctionId, userId: member.user.uid, amount: 600 });

    const pending = async (table: typeof mailOutbox | typeof smsOutbox | typeof notifications) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.status, 'pending'));
      return row?.n ?? 0;
    };
    const [queued] = await db.select({ n: count() }).from(outbidQueue);
    const expected = {
      notifications: await pending(notifications),
      mail_outbox: await pending(mailOutbox),
      sms_outbox: await pending(smsOutbox),
      outbid_queue: queued?.n ?? 0,
    };
    expect(expected.mail_outbox).toBeGreaterThanOrEqual(2);
    expect(expected.outbid_queue).toBeGreaterThanOrEqual(1);

    const samples = await scrape(t.app);
    for (const [outbox, rows] of Object.entries(expected)) {
      expect([outbox, metricValue(samples, 'kanat_outbox_backlog', { outbox })]).toEqual([
        outbox,
        rows,
      ]);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN, and live connections', () => {
  const token = 'olcum-anahtari-7f3a9c2e41d8b6';
  let base: TestApp;
  let t: TestApp;
  let baseUrl: string;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    base = await createTestApp();
    // Another app on the same database: its own registry, its own token.
    t = await createTestApp({ database: base.database, env: { METRICS_TOKEN: token } });
    baseUrl = await listen(t.app);
  }, setupTimeout);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
    await base?.close();
  });

  test('wants the bearer token from every address, this machine included', async () => {
    for (const remoteAddress of ['127.0.0.1', stranger]) {
      for (const authorization of [undefined, 'Bearer yanlis-anahtar', `Basic ${token}`]) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress,
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe('Bu işlem için yetkiniz yok.');
      }
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: stranger,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  test('reports the open live streams of its own instance', async () => {
    const read = async () =>
      metricValue(
        await scrape(t.app, { authorization: `Bearer ${token}` }),
        'kanat_live_connections',
      );
    const before = await read();
    const stream = await openLiveStream(baseUrl, ['banner']);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((message) => message.path === 'banner');
    expect(await read()).toBe(before + 1);
    expect(metricValue(await scrape(base.app), 'kanat_live_connections')).toBe(0);
  });
});

describe('health and metrics while the database is closed', () => {
  let testDatabase: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    // The test closes the database itself; afterwards destroy() must not close it again.
    const { database } = testDatabase;
    const close = database.close.bind(database);
    let closed: Promise<void> | undefined;
    Object.assign(database, { close: () => (closed ??= close()) });
    t = await createTestApp({ database });
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
    await testDatabase?.destroy();
  });

  test('/healthz stays 200, /readyz says 503 in Turkish, /metrics still answers', async () => {
    await testDatabase.database.close();

    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'Veritabanına şu anda ulaşılamıyor; lütfen biraz sonra tekrar deneyin.',
        details: { check: 'database' },
      },
    });

    await expect(t.app.closingScheduler.runOnce()).rejects.toThrow();
    const samples = await scrape(t.app);
    expect(sampleOf(samples, 'kanat_outbox_backlog')).toBeUndefined();
    expect(
      metricValue(samples, 'kanat_scheduler_failures_total', { pass: 'closing-scheduler' }),
    ).toBe(1);
    expect(metricValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
