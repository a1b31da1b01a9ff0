import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskUsername } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import { auctionContainers, auctions, banner, users } from '../../db/schema';
import { createSignedInMember } from '../../test/auth-fixtures';
import { type LiveMessage, type LiveStream, openLiveStream } from '../../test/live-client';
import {
  type AuctionValue,
  createFixture,
  type Fixture,
  isPath,
  listen,
  placeBid,
  valueIn,
} from '../../test/live-fixtures';
import { createTestApp, createTestDatabase, setupTimeout, type TestApp } from '../../test/test-app';
import { LiveHub } from './live-hub';
import { createNotificationSource } from './live-notifications';
import { parseLivePath } from './live-paths';
import { publishLive } from './live-publisher';
import { defaultLiveSettings } from './live-settings';

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

  const setBanner = async (message: string, color: string) => {
    await testApp.app.db
      .insert(banner)
      .values({ id: 1, message, color })
      .onConflictDoUpdate({ target: banner.id, set: { message, color } });
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
    await setBanner('Bakım bu gece 02:00’de', 'orange');
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
          bidderName: maskUsername(fixture.bidderName),
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

  test('says nothing of a group not on the site, nor of its lots', async () => {
    const { auctionId, containerId } = fixture;
    const db = testApp.app.db;
    await db
      .update(auctionContainers)
      .set({ publishOn: null })
      .where(eq(auctionContainers.id, containerId));
    // A change to the draft's lot is announced, but carries nothing.
    await publishLive(db, `auctions/${auctionId}`);
    try {
      const stream = await open([
        `auctions/${auctionId}`,
        `auctionContainers/${containerId}/summaryParams`,
      ]);
      expect(valueIn(await stream.next(isPath(`auctions/${auctionId}`)))).toBeNull();
      expect(
        valueIn(await stream.next(isPath(`auctionContainers/${containerId}/summaryParams`))),
      ).toBeNull();
    } finally {
      await db
        .update(auctionContainers)
        .set({ publishOn: Date.now() - 60_000 })
        .where(eq(auctionContainers.id, containerId));
      await publishLive(db, `auctions/${auctionId}`);
    }
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

  test('skips invalid paths beside valid ones, so the rest of the stream still flows', async () => {
    await setBanner('Yeni sezon başladı', 'green');
    const stream = await open(['banner', 'auctions/abc', `auctions/${fixture.auctionId}`]);
    expect(stream.status).toBe(200);
    expect(stream.headers['x-live-ignored']).toBe('1');
    expect(valueIn(await stream.next(isPath('banner')))).toEqual({
      message: 'Yeni sezon başladı',
      color: 'green',
    });
    expect(valueIn(await stream.next(isPath(`auctions/${fixture.auctionId}`)))).not.toBeNull();
    expect(stream.messages.some((message) => message.path === 'auctions/abc')).toBe(false);
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
    testApp = await createTestApp({ env: { LIVE_MAX_CONNECTIONS_PER_IP: '2' } });
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

  test('a change watched by hundreds goes out in slices, in order, and lets other work in between', async () => {
    const testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    await database.migrate();
    const source = createNotificationSource(database, { info: () => {}, warn: () => {} });
    const hub = new LiveHub(database.db, source, defaultLiveSettings, {
      warn: () => {},
      error: () => {},
    });
    const setColour = (color: string) =>
      database.db
        .insert(banner)
        .values({ id: 1, message: 'Canlı mezat bu akşam', color })
        .onConflictDoUpdate({ target: banner.id, set: { color } });
    // Streams as the hub sees them: each keeps the colours it was sent, in order.
    const log: string[] = [];
    const received = Array.from({ length: 300 }, (_, index) => {
      const colours: string[] = [];
      const response = {
        chunkedEncoding: false,
        writableLength: 0,
        write(data: Buffer | string) {
          const colour = /"color": ?"(\w+)"/.exec(String(data))?.[1];
          if (colour !== undefined) {
            colours.push(colour);
            log.push(`${index}:${colour}`);
          }
          return true;
        },
        destroy() {},
        end() {},
      } as unknown as http.ServerResponse;
      return { colours, response };
    });
    const everyoneHas = async (count: number) => {
      while (received.some((r) => r.colours.length < count)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await setColour('blue');
      const bannerPath = parseLivePath('banner');
      if (bannerPath === null) throw new Error('banner is a live path');
      for (const { response } of received) hub.attach(response, '127.0.0.1', [bannerPath]);
      await everyoneHas(1);

      // Two changes one after the other, the second decided while the first is going out.
      await setColour('red');
      hub.notify('banner');
      let otherWork = -1;
      const firstRed = () => log.indexOf('0:red');
      while (firstRed() < 0) await new Promise((resolve) => setImmediate(resolve));
      setImmediate(() => {
        otherWork = log.length;
      });
      await setColour('green');
      hub.notify('banner');
      await everyoneHas(3);

      expect(received.every((r) => r.colours.join() === 'blue,red,green')).toBe(true);
      // The loop was given back before the first change reached all 300.
      expect(otherWork).toBeGreaterThan(0);
      expect(otherWork).toBeLessThan(log.indexOf('299:red'));
    } finally {
      hub.close();
      await source.close();
      await testDatabase.destroy();
    }
  });
});
