import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, openDatabase } from '../../db/connection';
import {
  auctionContainers,
  auctions,
  banner,
  bids,
  pigeonPictures,
  pigeons,
  users,
} from '../../db/schema';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { createTestApp, createTestDatabase, setupTimeout, type TestApp } from '../../test/test-app';
import { LiveHub } from './live-hub';
import { createNotificationSource } from './live-notifications';
import { publishLive, publishLiveMany } from './live-publisher';
import { defaultLiveSettings } from './live-settings';
import { type LiveMessage, type LiveStream, openLiveStream } from './live-test-client';

interface Fixture {
  ownerId: string;
  bidderId: string;
  bidderName: string;
  pigeonId: number;
  containerId: number;
  auctionId: number;
  expiry: number;
}

let counter = 0;

async function createFixture(db: Db): Promise<Fixture> {
  counter += 1;
  const ownerId = randomBytes(10).toString('hex');
  const bidderId = randomBytes(14).toString('hex');
  const bidderName = `izleyici${counter}${randomBytes(2).toString('hex')}`.slice(0, 12);
  await db.insert(users).values([
    { id: ownerId, fullname: 'Kanat Sahibi' },
    { id: bidderId, username: bidderName, fullname: 'Teklif Veren', accountEnabled: true },
  ]);
  const serial = 100_000 + Math.floor(Math.random() * 800_000);
  const [pigeon] = await db
    .insert(pigeons)
    .values({ serial, tagNum: `TR-2025-${serial}`, ownerId, state: 'Sağlıklı' })
    .returning({ id: pigeons.id });
  const pigeonId = (pigeon as { id: number }).id;
  await db.insert(pigeonPictures).values([
    { pigeonId, position: 1, url: '/media/test/ikinci.jpg' },
    { pigeonId, position: 0, url: '/media/test/ilk.jpg' },
  ]);
  const now = Date.now();
  const expiry = now + 3 * 3_600_000;
  const [container] = await db
    .insert(auctionContainers)
    .values({
      name: 'Bahar Grubu',
      isFinalContainer: true,
      startedOn: now,
      endingTime: expiry,
      expiry,
      childCount: 1,
      totalAuctionsCount: 1,
      totalBidCount: 2,
      totalAmount: 1100,
    })
    .returning({ id: auctionContainers.id });
  const containerId = (container as { id: number }).id;
  const [auction] = await db
    .insert(auctions)
    .values({
      name: 'Mavi Kanat',
      pigeonId,
      parentId: containerId,
      startingBid: 1000,
      startedOn: now,
      endingTime: expiry,
      expiry,
      bidCount: 2,
      currentAmount: 1100,
      ancestorAmount: 1050,
      currentBidderId: bidderId,
    })
    .returning({ id: auctions.id });
  const auctionId = (auction as { id: number }).id;
  await db.insert(bids).values([
    {
      auctionId,
      userId: bidderId,
      amount: 1050,
      oldAmount: 1000,
      nonce: randomUUID(),
      createdOn: now - 2000,
    },
    {
      auctionId,
      userId: bidderId,
      amount: 1100,
      oldAmount: 1050,
      nonce: randomUUID(),
      createdOn: now - 1000,
    },
  ]);
  return { ownerId, bidderId, bidderName, pigeonId, containerId, auctionId, expiry };
}

/** What the bid engine does: one transaction raising the price, then NOTIFY at commit. */
async function placeBid(db: Db, fixture: Fixture, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ current: auctions.currentAmount })
      .from(auctions)
      .where(eq(auctions.id, fixture.auctionId))
      .for('update');
    const oldAmount = (before as { current: number }).current;
    await tx.insert(bids).values({
      auctionId: fixture.auctionId,
      userId: fixture.bidderId,
      amount,
      oldAmount,
      nonce: randomUUID(),
      createdOn: Date.now(),
    });
    await tx
      .update(auctions)
      .set({
        currentAmount: amount,
        ancestorAmount: oldAmount,
        bidCount: sql`${auctions.bidCount} + 1`,
      })
      .where(eq(auctions.id, fixture.auctionId));
    await tx
      .update(auctionContainers)
      .set({
        totalBidCount: sql`${auctionContainers.totalBidCount} + 1`,
        totalAmount: sql`${auctionContainers.totalAmount} + ${amount - oldAmount}`,
      })
      .where(eq(auctionContainers.id, fixture.containerId));
    await publishLiveMany(tx, [
      `auctions/${fixture.auctionId}`,
      `auctionContainers/${fixture.containerId}/summaryParams`,
    ]);
  });
}

interface AuctionValue {
  status: number;
  bidCount: number;
  startingBid: number;
  expiry: number;
  currentBid: {
    amount: number;
    ancestorAmount: number | null;
    bidder: string;
    sealed: boolean;
  } | null;
  lastBids: Array<{
    numericId: number;
    amount: number;
    oldAmount: number;
    on: number;
    bidder: string;
    bidderName: string | null;
  }>;
}

const valueIn = <T>(message: LiveMessage) => message.value as T;
const isPath = (path: string) => (message: LiveMessage) => message.path === path;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('live stream GET /api/live', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let fixture: Fixture;
  const streams: LiveStream[] = [];

  const open = async (paths: string[], cookie?: string) => {
    const stream = await openLiveStream(baseUrl, paths, { cookie });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    baseUrl = await listen(testApp.app);
    fixture = await createFixture(testApp.app.db);
  }, setupTimeout);

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  test('sends the current value of every path first, as an event stream', async () => {
    await testApp.app.db
      .insert(banner)
      .values({ id: 1, message: 'Bakım bu gece 02:00’de', color: 'orange' })
      .onConflictDoUpdate({
        target: banner.id,
        set: { message: 'Bakım bu gece 02:00’de', color: 'orange' },
      });
    const { auctionId, pigeonId, containerId } = fixture;
    const stream = await open([
      `auctions/${auctionId}`,
      `pigeons/${pigeonId}`,
      `auctionContainers/${containerId}/summaryParams`,
      'banner',
      'auctions/2147483000',
    ]);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(Number(stream.headers['x-server-time'])).toBeGreaterThan(0);

    const auction = valueIn<AuctionValue>(await stream.next(isPath(`auctions/${auctionId}`)));
    expect(auction).toEqual({
      status: 2,
      bidCount: 2,
      startingBid: 1000,
      expiry: fixture.expiry,
      currentBid: { amount: 1100, ancestorAmount: 1050, bidder: fixture.bidderId, sealed: false },
      lastBids: [
        expect.objectContaining({
          amount: 1100,
          oldAmount: 1050,
          bidder: fixture.bidderId,
          bidderName: fixture.bidderName,
        }),
        expect.objectContaining({ amount: 1050, oldAmount: 1000, bidder: fixture.bidderId }),
      ],
    });
    expect(auction.lastBids[0]?.numericId).toBeGreaterThan(auction.lastBids[1]?.numericId ?? 0);
    expect(typeof auction.lastBids[0]?.on).toBe('number');

    expect(valueIn(await stream.next(isPath(`pigeons/${pigeonId}`)))).toEqual({
      pictures: ['/media/test/ilk.jpg', '/media/test/ikinci.jpg'],
    });
    expect(
      valueIn(await stream.next(isPath(`auctionContainers/${containerId}/summaryParams`))),
    ).toEqual({
      childCount: 1,
      totalAuctionsCount: 1,
      totalBidCount: 2,
      totalAmount: 1100,
      expiry: fixture.expiry,
    });
    expect(valueIn(await stream.next(isPath('banner')))).toEqual({
      message: 'Bakım bu gece 02:00’de',
      color: 'orange',
    });
    // An auction that does not exist is null rather than an error for the whole stream.
    expect(valueIn(await stream.next(isPath('auctions/2147483000')))).toBeNull();
  });

  test('pushes each committed change to every watcher, never a rolled-back one', async () => {
    const path = `auctions/${fixture.auctionId}`;
    const summary = `auctionContainers/${fixture.containerId}/summaryParams`;
    const first = await open([path, summary]);
    const second = await open([path]);
    await first.next(isPath(path));
    await first.next(isPath(summary));
    await second.next(isPath(path));
    const seenFirst = first.messages.length;
    const seenSecond = second.messages.length;

    await testApp.app.db
      .transaction(async (tx) => {
        await tx
          .update(auctions)
          .set({ currentAmount: 999_999 })
          .where(eq(auctions.id, fixture.auctionId));
        await publishLive(tx, path);
        tx.rollback();
      })
      .catch(() => {});
    await placeBid(testApp.app.db, fixture, 1200);

    const isNewBid = (message: LiveMessage) =>
      message.path === path && valueIn<AuctionValue>(message).currentBid?.amount === 1200;
    const pushed = valueIn<AuctionValue>(await first.next(isNewBid, seenFirst));
    expect(pushed.bidCount).toBe(3);
    expect(pushed.currentBid).toEqual({
      amount: 1200,
      ancestorAmount: 1100,
      bidder: fixture.bidderId,
      sealed: false,
    });
    expect(pushed.lastBids[0]).toEqual(expect.objectContaining({ amount: 1200, oldAmount: 1100 }));
    expect(valueIn<AuctionValue>(await second.next(isNewBid, seenSecond)).bidCount).toBe(3);
    expect(valueIn(await first.next((m) => m.path === summary, seenFirst))).toEqual(
      expect.objectContaining({ totalBidCount: 3, totalAmount: 1200 }),
    );
    const everyAmount = [...first.messages, ...second.messages]
      .filter((m) => m.path === path)
      .map((m) => valueIn<AuctionValue>(m).currentBid?.amount);
    expect(everyAmount).not.toContain(999_999);
  });

  test('a burst of bids ends on the final value and never goes back to an older one', async () => {
    const path = `auctions/${fixture.auctionId}`;
    const stream = await open([path]);
    const initial = valueIn<AuctionValue>(await stream.next(isPath(path)));
    const start = initial.currentBid?.amount ?? 0;
    const amounts = Array.from({ length: 25 }, (_, i) => start + 100 * (i + 1));
    for (const amount of amounts) await placeBid(testApp.app.db, fixture, amount);
    const last = amounts[amounts.length - 1] as number;

    const final = valueIn<AuctionValue>(
      await stream.next(
        (m) => m.path === path && valueIn<AuctionValue>(m).currentBid?.amount === last,
      ),
    );
    expect(final.bidCount).toBe(initial.bidCount + amounts.length);
    expect(final.lastBids.map((bid) => bid.amount)).toEqual(amounts.slice(-10).reverse());
    const seen = stream.messages.map((m) => valueIn<AuctionValue>(m).bidCount);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // One read per change burst, not per bid: at most one message per bid, and no repeats.
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('refuses paths the contract does not list', async () => {
    const bad = [
      ['auctions/abc'],
      ['auctions/1/secret'],
      ['users/../authInfo'],
      ['bids/1'],
      ['auctions/99999999999'],
    ];
    for (const paths of bad) {
      const stream = await open(paths);
      expect(stream.status).toBe(400);
      const body = JSON.parse(await stream.body()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid-argument');
      expect(body.error.message).toMatch(/^Geçersiz canlı veri yolu/);
    }
    const none = await fetch(`${baseUrl}/api/live`);
    expect(none.status).toBe(400);
    const tooMany = await open(Array.from({ length: 201 }, (_, i) => `auctions/${i + 1}`));
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(await tooMany.body())).toEqual({
      error: { code: 'invalid-argument', message: 'En fazla 200 canlı veri yolu izlenebilir.' },
    });
  });

  test('users/{uid}/authInfo goes to its signed-in owner only', async () => {
    const owner = await createSignedInMember(testApp.app);
    const other = await createSignedInMember(testApp.app);
    const ownPath = `users/${owner.user.uid}/authInfo`;

    const mine = await open([ownPath], owner.cookie);
    expect(valueIn(await mine.next(isPath(ownPath)))).toEqual({
      accountEnabled: true,
      accountDisableReason: null,
    });
    const nosy = await open([ownPath, 'banner'], other.cookie);
    const guest = await open([ownPath, 'banner']);
    await nosy.next(isPath('banner'));
    await guest.next(isPath('banner'));

    await testApp.app.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ accountEnabled: false, accountDisableReason: 'Hesabınız incelemede.' })
        .where(eq(users.id, owner.user.uid));
      await publishLive(tx, ownPath);
    });
    expect(valueIn(await mine.next((m) => m.path === ownPath && m !== mine.messages[0]))).toEqual({
      accountEnabled: false,
      accountDisableReason: 'Hesabınız incelemede.',
    });

    // A later banner change reaches the others; by then the account change has gone out too.
    await testApp.app.db.transaction(async (tx) => {
      await tx
        .insert(banner)
        .values({ id: 1, message: 'Yeni duyuru' })
        .onConflictDoUpdate({ target: banner.id, set: { message: 'Yeni duyuru' } });
      await publishLive(tx, 'banner');
    });
    for (const stream of [nosy, guest]) {
      await stream.next(
        (m) => m.path === 'banner' && valueIn<{ message: string }>(m).message === 'Yeni duyuru',
      );
      expect(stream.messages.filter(isPath(ownPath))).toEqual([]);
    }
  });
});

describe('live stream limits', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    process.env.LIVE_MAX_CONNECTIONS_PER_IP = '2';
    try {
      testApp = await createTestApp();
    } finally {
      delete process.env.LIVE_MAX_CONNECTIONS_PER_IP;
    }
    baseUrl = await listen(testApp.app);
  }, setupTimeout);

  afterAll(async () => {
    await testApp?.close();
  });

  test('caps open streams per client address and frees a slot on disconnect', async () => {
    const first = await openLiveStream(baseUrl, ['banner']);
    const second = await openLiveStream(baseUrl, ['banner']);
    await first.next(isPath('banner'));
    await second.next(isPath('banner'));
    const third = await openLiveStream(baseUrl, ['banner']);
    expect(third.status).toBe(429);
    expect(JSON.parse(await third.body())).toEqual({
      error: { code: 'resource-exhausted', message: 'Bu adresten çok fazla canlı bağlantı açık.' },
    });

    first.close();
    // The server learns of the closed socket asynchronously; retry until the slot is free.
    let again = await openLiveStream(baseUrl, ['banner']);
    while (again.status !== 200) {
      await again.body();
      await new Promise((resolve) => setImmediate(resolve));
      again = await openLiveStream(baseUrl, ['banner']);
    }
    expect(valueIn(await again.next(isPath('banner')))).toEqual({ message: null, color: null });
    second.close();
    again.close();
  });
});

describe('live hub heartbeats', () => {
  test('a silent stream keeps getting heartbeat comments and no data', async () => {
    const testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    await database.migrate();
    const source = createNotificationSource(database, { info: () => {}, warn: () => {} });
    const hub = new LiveHub(
      database.db,
      source,
      { ...defaultLiveSettings, heartbeatMs: 150 },
      { warn: () => {}, error: () => {} },
    );
    await source.start({ onPath: () => {}, onResync: () => {}, onDown: () => {} });
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('retry: 3000\n\n');
      const watcher = hub.attach(response, '127.0.0.1', []);
      response.on('close', () => hub.detach(watcher));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as AddressInfo;
    const stream = await openLiveStream(`http://127.0.0.1:${address.port}`, ['banner']);
    try {
      while (stream.comments < 3) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.messages).toEqual([]);
    } finally {
      stream.close();
      hub.close();
      await new Promise((resolve) => server.close(resolve));
      await source.close();
      await testDatabase.destroy();
    }
  });
});

// Two server instances only make sense on a shared PostgreSQL server: PGlite lives inside one
// process. This runs in the PostgreSQL pass (TEST_DATABASE_URL set).
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

function connectionUrl(database: Database): string {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

/** A real bid through the HTTP API, signed and second-factor checked like a browser's. */
async function bidOverHttp(
  baseUrl: string,
  member: SignedInMember,
  auctionId: number,
  amount: number,
): Promise<{ bidCount: number }> {
  const nonce = randomBytes(32);
  const response = await fetch(`${baseUrl}/api/fn/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: JSON.stringify({
      data: {
        BidRequest: {
          nonce: nonce.toString('base64'),
          amount,
          createdOn: Date.now(),
          device: member.deviceId,
          for: String(auctionId),
          user: member.user.uid,
        },
        signature: member.sign(nonce),
        mfaToken: member.mfaToken,
      },
    }),
  });
  const body = (await response.json()) as { result?: { bidCount: number } };
  expect(response.status).toBe(200);
  return { bidCount: body.result?.bidCount ?? -1 };
}

describe('live stream across server instances', () => {
  onPostgres(
    'a bid on instance A reaches a watcher on instance B, also after the LISTEN connections drop',
    async () => {
      const a = await createTestApp();
      const databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(a.database) });
      const b = await createTestApp({ database: databaseB });
      try {
        const fixture = await createFixture(a.app.db);
        const urlA = await listen(a.app);
        const urlB = await listen(b.app);
        const alice = await createSignedInMember(a.app);
        const bob = await createSignedInMember(a.app);
        const path = `auctions/${fixture.auctionId}`;
        const onB = await openLiveStream(urlB, [path]);
        try {
          await onB.next(isPath(path));
          expect((await bidOverHttp(urlA, alice, fixture.auctionId, 1200)).bidCount).toBe(3);
          const pushed = valueIn<AuctionValue>(
            await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1200),
          );
          expect(pushed.bidCount).toBe(3);
          expect(pushed.currentBid?.bidder).toBe(alice.user.uid);
          expect(pushed.lastBids[0]?.bidderName).toBe(alice.user.username);

          // Cut both instances' LISTEN connections; a bid placed meanwhile must still reach
          // B's watcher (after reconnecting, an instance re-reads everything it watches).
          await databaseB.db.execute(sql`
            select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'kanat-live' and datname = current_database()
              and pid <> pg_backend_pid()`);
          await bidOverHttp(urlA, bob, fixture.auctionId, 1300);
          await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1300);
          await bidOverHttp(urlA, alice, fixture.auctionId, 1400);
          expect(
            valueIn<AuctionValue>(
              await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1400),
            ).bidCount,
          ).toBe(5);
        } finally {
          onB.close();
        }
      } finally {
        await b.close();
        await databaseB.close();
        await a.close();
      }
    },
  );
});
