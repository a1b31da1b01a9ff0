import type { WatchRow } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import { AuctionStatus, auctions, watches } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
  recomputeSummaries,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { watchLimits } from './watchlist-service';

const HOUR = 3_600_000;

interface Page {
  r: WatchRow[];
  p?: string;
}

describe('the watchlist', () => {
  let t: TestApp;
  let owner: string;
  let groupId: number;
  let lotId: number;
  let openId: number;
  let sealedId: number;
  let ending: number;

  const memberClient = async () => {
    const m = await createSignedInMember(t.app);
    return { id: m.user.uid, client: new ApiClient(t.app, { cookie: m.cookie }) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    owner = await insertOwner(db, { fullname: 'Satıcı Kişi' });
    ending = Date.now() + 5 * HOUR;
    groupId = await insertContainer(db, {
      name: 'Bahar Grubu',
      isFinalContainer: true,
      expiry: ending + HOUR,
      photo: '/media/groups/bahar.jpg',
    });
    lotId = await insertAuction(db, {
      pigeonId: await insertPigeon(db, { ownerId: owner, pictures: ['/media/test/lot.jpg'] }),
      name: 'Gök Alaca',
      parentId: groupId,
      startingBid: 1000,
      endingTime: ending + HOUR,
    });
    openId = await insertAuction(db, {
      pigeonId: await insertPigeon(db, { ownerId: owner, pictures: ['/media/test/acik.jpg'] }),
      name: 'Şampiyon Kızıl',
      startingBid: 500,
      endingTime: ending,
    });
    sealedId = await insertAuction(db, {
      pigeonId: await insertPigeon(db, { ownerId: owner, pictures: [] }),
      name: 'Biten Mavi',
      startingBid: 700,
      endingTime: Date.now() - HOUR,
      status: AuctionStatus.sealed,
    });
    const bidder = await createSignedInMember(t.app);
    await insertBidHistory(db, lotId, [
      { userId: bidder.user.uid, amount: 1000, on: Date.now() - 2 * HOUR },
      { userId: bidder.user.uid, amount: 1200, on: Date.now() - HOUR },
    ]);
    await recomputeSummaries(db, [groupId]);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('watches and unwatches an auction, each call idempotent', async () => {
    const { id, client } = await memberClient();
    const target = { kind: 'auction', id: String(openId) };
    expect(await client.ok('watch', target)).toEqual({ code: 200, watching: true });
    expect(await client.ok('watch', target)).toEqual({ code: 200, watching: true });
    // Parallel repeats, as a double click sends them, still leave one row.
    await Promise.all([client.ok('watch', target), client.ok('watch', target)]);
    const rows = await t.app.db.select().from(watches).where(eq(watches.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ auctionId: openId, containerId: null });

    expect(await client.ok('unwatch', target)).toEqual({ code: 200, watching: false });
    expect(await client.ok('unwatch', target)).toEqual({ code: 200, watching: false });
    expect(await t.app.db.select().from(watches).where(eq(watches.userId, id))).toEqual([]);
  });

  it('watches a whole group', async () => {
    const { client } = await memberClient();
    const target = { kind: 'group', id: String(groupId) };
    expect(await client.ok('watch', target)).toMatchObject({ watching: true });
    expect(
      await client.ok('watchState', { auctionIds: [String(lotId)], groupIds: [String(groupId)] }),
    ).toEqual({ code: 200, auctionIds: [], groupIds: [String(groupId)] });
    expect(await client.ok('unwatch', target)).toMatchObject({ watching: false });
    expect(
      await client.ok('watchState', { auctionIds: [], groupIds: [String(groupId)] }),
    ).toMatchObject({ groupIds: [] });
  });

  it('answers NOT_FOUND in Turkish for an unknown auction or group', async () => {
    const { client } = await memberClient();
    for (const [kind, message] of [
      ['auction', 'Açık arttırma bulunamadı'],
      ['group', 'Grup ihale bulunamadı'],
    ] as const) {
      for (const name of ['watch', 'unwatch']) {
        const outcome = await client.call(name, { kind, id: '987654321' });
        expect({ status: outcome.status, error: outcome.error }).toEqual({
          status: 404,
          error: { status: 'NOT_FOUND', message },
        });
      }
    }
  });

  it('refuses malformed data before reading anything', async () => {
    const { client } = await memberClient();
    const bad = [
      { kind: 'auction', id: 'abc' },
      { kind: 'auction', id: '1234567890' },
      { kind: 'auction', id: '' },
      { kind: 'pigeon', id: '1' },
      { kind: 'auction' },
    ];
    for (const data of bad) {
      const outcome = await client.call('watch', data);
      expect({ data, status: outcome.status, code: outcome.error?.status }).toEqual({
        data,
        status: 400,
        code: 'INVALID_ARGUMENT',
      });
    }
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    for (const data of [
      { auctionIds: many, groupIds: [] },
      { auctionIds: [], groupIds: many },
      { auctionIds: ['x'], groupIds: [] },
      { auctionIds: [] },
    ]) {
      const outcome = await client.call('watchState', data);
      expect(outcome.status).toBe(400);
      expect(outcome.error?.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('tells which of the asked cards I watch, and only mine', async () => {
    const me = await memberClient();
    const other = await memberClient();
    await me.client.ok('watch', { kind: 'auction', id: String(openId) });
    await other.client.ok('watch', { kind: 'auction', id: String(sealedId) });
    await other.client.ok('watch', { kind: 'group', id: String(groupId) });

    const asked = {
      auctionIds: [String(openId), String(sealedId), String(lotId), '987654321', String(openId)],
      groupIds: [String(groupId)],
    };
    expect(await me.client.ok('watchState', asked)).toEqual({
      code: 200,
      auctionIds: [String(openId)],
      groupIds: [],
    });
    const theirs = await other.client.ok<{ auctionIds: string[]; groupIds: string[] }>(
      'watchState',
      asked,
    );
    expect(theirs.auctionIds).toEqual([String(sealedId)]);
    expect(theirs.groupIds).toEqual([String(groupId)]);
    expect(await me.client.ok('watchState', { auctionIds: [], groupIds: [] })).toEqual({
      code: 200,
      auctionIds: [],
      groupIds: [],
    });
  });

  it('lists my watches newest first with each auction and group as it stands', async () => {
    const { client } = await memberClient();
    await client.ok('watch', { kind: 'auction', id: String(openId) });
    await client.ok('watch', { kind: 'group', id: String(groupId) });
    await client.ok('watch', { kind: 'auction', id: String(lotId) });
    await client.ok('watch', { kind: 'auction', id: String(sealedId) });

    const { status, body } = await client.list<Page>('my-watches', { p: 0 });
    expect(status).toBe(200);
    expect(body.p).toBeUndefined();
    expect(body.r).toEqual([
      {
        kind: 'auction',
        auctionId: String(sealedId),
        name: 'Biten Mavi',
        photo: null,
        endingTime: expect.any(Number),
        status: AuctionStatus.sealed,
        currentAmount: 700,
        bidCount: 0,
        sealed: true,
      },
      {
        kind: 'auction',
        auctionId: String(lotId),
        name: 'Gök Alaca',
        photo: '/media/test/lot.jpg',
        endingTime: ending + HOUR,
        status: AuctionStatus.ongoing,
        currentAmount: 1200,
        bidCount: 2,
        sealed: false,
      },
      {
        kind: 'group',
        groupId: String(groupId),
        name: 'Bahar Grubu',
        photo: '/media/groups/bahar.jpg',
        endingTime: ending + HOUR,
        totalAmount: 1200,
        totalBidCount: 2,
        auctionCount: 1,
      },
      {
        kind: 'auction',
        auctionId: String(openId),
        name: 'Şampiyon Kızıl',
        photo: '/media/test/acik.jpg',
        endingTime: ending,
        status: AuctionStatus.ongoing,
        currentAmount: 500,
        bidCount: 0,
        sealed: false,
      },
    ]);
  });

  it('pages the list with a cursor and keeps to its size limits', async () => {
    const { client } = await memberClient();
    const ids = [openId, lotId, sealedId];
    for (const id of ids) await client.ok('watch', { kind: 'auction', id: String(id) });
    await client.ok('watch', { kind: 'group', id: String(groupId) });

    const first = await client.list<Page>('my-watches', { p: 0, c: 3 });
    expect(first.status).toBe(200);
    expect(first.body.r.map((r) => r.kind)).toEqual(['group', 'auction', 'auction']);
    expect(typeof first.body.p).toBe('string');
    const second = await client.list<Page>('my-watches', { p: first.body.p, c: 3 });
    expect(second.body.r).toEqual([
      expect.objectContaining({ kind: 'auction', auctionId: String(openId) }),
    ]);
    expect(second.body.p).toBeUndefined();

    // A full last page still gives a cursor; the page after it is empty.
    const exact = await client.list<Page>('my-watches', { p: 0, c: 4 });
    expect(exact.body.r).toHaveLength(4);
    const after = await client.list<Page>('my-watches', { p: exact.body.p, c: 4 });
    expect(after.body).toEqual({ r: [] });

    // Over the maximum the server gives its maximum, 50.
    expect((await client.list<Page>('my-watches', { c: 500 })).status).toBe(200);
    for (const p of ['bozuk', Buffer.from('["x"]').toString('base64url')]) {
      const refused = await client.list<{ error: { code: string; message: string } }>(
        'my-watches',
        { p },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'invalid-argument',
        message: 'Geçersiz sayfa imleci.',
      });
    }
  });

  it("shows nobody else's watches, and my unwatch leaves theirs alone", async () => {
    const me = await memberClient();
    const other = await memberClient();
    await other.client.ok('watch', { kind: 'auction', id: String(openId) });
    await other.client.ok('watch', { kind: 'group', id: String(groupId) });
    expect((await me.client.list<Page>('my-watches', {})).body).toEqual({ r: [] });

    await me.client.ok('watch', { kind: 'auction', id: String(openId) });
    await me.client.ok('unwatch', { kind: 'auction', id: String(openId) });
    await me.client.ok('unwatch', { kind: 'group', id: String(groupId) });
    const theirs = await other.client.list<Page>('my-watches', {});
    expect(theirs.body.r.map((r) => r.kind)).toEqual(['group', 'auction']);
  });

  it('follows the auction: a new price and the end are in the next read', async () => {
    const { client } = await memberClient();
    await client.ok('watch', { kind: 'auction', id: String(openId) });
    await t.app.db
      .update(auctions)
      .set({ currentAmount: 650, bidCount: 1, expiry: ending + 5 * 60_000 })
      .where(eq(auctions.id, openId));
    const { body } = await client.list<Page>('my-watches', {});
    expect(body.r[0]).toMatchObject({
      currentAmount: 650,
      bidCount: 1,
      endingTime: ending + 5 * 60_000,
    });
    await t.app.db
      .update(auctions)
      .set({ currentAmount: 500, bidCount: 0, expiry: ending })
      .where(eq(auctions.id, openId));
  });

  it('limits watch and unwatch per member, like comments', async () => {
    const { client } = await memberClient();
    const data = { kind: 'auction', id: String(openId) };
    const statuses: number[] = [];
    for (let i = 0; i < watchLimits.burst.limit; i++) {
      statuses.push((await client.call(i % 2 === 0 ? 'watch' : 'unwatch', data)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    // One budget for both: the next call of either is refused.
    for (const name of ['watch', 'unwatch']) {
      const refused = await client.call(name, data);
      expect([name, refused.status, refused.error]).toEqual([
        name,
        429,
        {
          status: 'RESOURCE_EXHAUSTED',
          message: 'Takip listenizi çok sık değiştirdiniz, biraz sonra tekrar deneyin.',
        },
      ]);
    }
    // Another member is not affected.
    const other = await memberClient();
    expect((await other.client.call('watch', data)).status).toBe(200);
    await other.client.ok('unwatch', data);
  });

  it('is for members only', async () => {
    const guest = new ApiClient(t.app);
    expect((await guest.call('watch', { kind: 'auction', id: String(openId) })).status).toBe(401);
    expect((await guest.list('my-watches', {})).status).toBe(401);
    const disabled = await createSignedInMember(t.app, {
      kind: 'disabled',
      disableReason: 'Kurallara aykırı ilan.',
    });
    const client = new ApiClient(t.app, { cookie: disabled.cookie });
    const refused = await client.list<{ error: { code: string; message: string } }>(
      'my-watches',
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'permission-denied',
      message: 'Kurallara aykırı ilan.',
    });
  });
});
