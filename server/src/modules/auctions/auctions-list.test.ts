import type { AuctionDetail, AuctionRow } from '@kanat/shared/contracts';
import { AuctionStatus } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

interface Page {
  r: AuctionRow[];
  p?: string;
}

const minute = 60_000;
const day = 24 * 60 * minute;

interface Made {
  id: number;
  name: string;
  expiry: number;
  startedOn: number;
  startingBid: number;
  bidCount: number;
  status: number;
  ownerId: string;
  pigeonId: number;
  groupId: number | null;
}

describe('auction list (POST /api/list/auctions) and detail (GET /api/auctions/:id)', () => {
  let t: TestApp;
  const now = Date.now();
  const made: Made[] = [];
  let ali: string;
  let sule: string;
  let bidderA: string;
  let bidderB: string;
  let group: number;
  let tagged: { pigeonId: number; auctionId: number };
  let withHistory: number;

  const list = async (body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/list/auctions',
      payload: body,
    });
    return response;
  };
  const page = async (body: object): Promise<Page> => {
    const response = await list(body);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  /** Every row through the cursor, checking no page is over `c`. */
  const all = async (body: object, c: number): Promise<AuctionRow[]> => {
    const rows: AuctionRow[] = [];
    let p: string | number | undefined = 0;
    while (p !== undefined) {
      const result = await page({ ...body, p, c });
      expect(result.r.length).toBeLessThanOrEqual(c);
      rows.push(...result.r);
      p = result.p;
    }
    return rows;
  };
  const ids = (rows: AuctionRow[]) => rows.map((row) => Number(row.id));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ali = await insertOwner(db, { fullname: 'Ali Yılmaz', province: 'İstanbul', city: 'Kadıköy' });
    sule = await insertOwner(db, { fullname: 'Şule Çelik', province: 'İzmir', city: 'Bornova' });
    bidderA = await insertOwner(db, { fullname: 'Teklif Veren Bir' });
    bidderB = await insertOwner(db, { fullname: 'Teklif Veren İki' });
    group = await insertContainer(db, {
      name: 'Ege Grubu',
      isFinalContainer: true,
      expiry: now + day,
    });

    const names = ['Şampiyon Mavi', 'Gökkuşağı Dişi', 'Işıl Kızıl', 'Çakır Erkek', 'Ömür Beyaz'];
    for (let i = 0; i < 27; i++) {
      const ownerId = i % 3 === 0 ? sule : ali;
      const pigeonId = await insertPigeon(db, { ownerId });
      const sealed = i % 9 === 8;
      const expiry = sealed
        ? now - (i + 1) * day
        : now + (i % 2 === 0 ? 1 : -1) * i * 7 * minute + day;
      const startedOn = now - (30 - i) * day - (i % 4) * minute;
      const startingBid = [250, 500, 750, 1000, 2500][i % 5] as number;
      const name = `${names[i % names.length]} ${i}`;
      const groupId = i >= 24 ? group : null;
      const id = await insertAuction(db, {
        pigeonId,
        name,
        description:
          i === 5 ? 'Uzun mesafe yarışlarında derece yapmış hattan.' : 'Sıradan bir açıklama.',
        parentId: groupId,
        startingBid,
        startedOn,
        endingTime: expiry,
        status: sealed ? AuctionStatus.sealed : AuctionStatus.ongoing,
      });
      made.push({
        id,
        name,
        expiry,
        startedOn,
        startingBid,
        bidCount: 0,
        status: sealed ? 3 : 2,
        ownerId,
        pigeonId,
        groupId,
      });
    }
    // Bid counts to order by, and one auction with a long history for the detail page.
    for (const [index, count] of [
      [1, 3],
      [2, 1],
      [4, 12],
      [7, 2],
    ] as const) {
      const target = made[index] as Made;
      let amount = target.startingBid;
      const history = Array.from({ length: count }, (_, k) => {
        amount += 100;
        return { userId: k % 2 === 0 ? bidderA : bidderB, amount, on: now - (count - k) * minute };
      });
      await insertBidHistory(db, target.id, history);
      target.bidCount = count;
    }
    withHistory = (made[4] as Made).id;
    const taggedPigeon = await insertPigeon(db, { ownerId: sule, tagNum: 'TR-2021-424242' });
    const taggedAuction = await insertAuction(db, {
      pigeonId: taggedPigeon,
      name: 'Künyeli Kuş',
      endingTime: now + 3 * day,
      startedOn: now - day,
      startingBid: 900,
    });
    tagged = { pigeonId: taggedPigeon, auctionId: taggedAuction };
    made.push({
      id: taggedAuction,
      name: 'Künyeli Kuş',
      expiry: now + 3 * day,
      startedOn: now - day,
      startingBid: 900,
      bidCount: 0,
      status: 2,
      ownerId: sule,
      pigeonId: taggedPigeon,
      groupId: null,
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const sortedBy = (key: (m: Made) => number | string, dir: 'asc' | 'desc') =>
    [...made]
      .sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const c = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
        return dir === 'asc' ? c : -c;
      })
      .map((m) => m.id);

  it('pages 20 at a time with a cursor, the last page without p', async () => {
    const first = await page({ p: 0, c: 20 });
    expect(first.r).toHaveLength(20);
    expect(first.p).toEqual(expect.any(String));
    const second = await page({ p: first.p, c: 20 });
    expect(second.r).toHaveLength(made.length - 20);
    expect(second.p).toBeUndefined();
    expect(new Set([...ids(first.r), ...ids(second.r)]).size).toBe(made.length);
  });

  it('caps c at 20 and defaults to 20', async () => {
    expect((await page({ c: 500 })).r).toHaveLength(20);
    expect((await page({})).r).toHaveLength(20);
  });

  it.each([
    ['endingTime', (m: Made) => m.expiry],
    ['startedOn', (m: Made) => m.startedOn],
    ['startingBid', (m: Made) => m.startingBid],
    ['bidCount', (m: Made) => m.bidCount],
    ['name', (m: Made) => m.name],
  ] as const)('orders by %s both ways, ties broken by id, across pages', async (orderBy, key) => {
    for (const orderDir of ['asc', 'desc'] as const) {
      const rows = await all({ orderBy, orderDir }, 6);
      if (orderBy === 'name') {
        // The database collates names its own way (C on PGlite, a locale on PostgreSQL): the
        // pages of 6 must walk exactly the order that pages of 20 show.
        expect(new Set(ids(rows)).size).toBe(made.length);
        expect(ids(rows)).toEqual(ids(await all({ orderBy, orderDir }, 20)));
      } else {
        expect(ids(rows)).toEqual(sortedBy(key, orderDir));
      }
    }
  });

  it('returns the card fields: owner full name, first photo, current bid', async () => {
    const target = made[4] as Made;
    const [row] = (await page({ id: String(target.id) })).r;
    expect(row).toEqual({
      id: String(target.id),
      name: target.name,
      description: 'Sıradan bir açıklama.',
      status: 2,
      startingBid: target.startingBid,
      endingTime: target.expiry,
      bidCount: 12,
      currentBid: {
        amount: target.startingBid + 1200,
        ancestorAmount: target.startingBid + 1100,
        bidder: bidderB,
        sealed: false,
      },
      photo: expect.stringMatching(/^\/media\/test\/guvercin-\d+\.jpg$/),
      ownerFullName: 'Ali Yılmaz',
    });
    const [fresh] = (await page({ id: String((made[0] as Made).id) })).r;
    expect(fresh?.currentBid).toBeNull();
  });

  it('filters by id, pigeon, group, owner and tag number prefix', async () => {
    expect(ids((await page({ id: String(tagged.auctionId) })).r)).toEqual([tagged.auctionId]);
    expect(ids((await page({ id: '999999' })).r)).toEqual([]);
    expect(ids((await page({ pigeon: String(tagged.pigeonId) })).r)).toEqual([tagged.auctionId]);
    const inGroup = made.filter((m) => m.groupId === group).map((m) => m.id);
    expect(
      ids(await all({ group: String(group), orderBy: 'startedOn', orderDir: 'asc' }, 20)).sort(),
    ).toEqual([...inGroup].sort());
    const sulesIds = made.filter((m) => m.ownerId === sule).map((m) => m.id);
    expect(ids(await all({ owner: sule }, 20)).sort((a, b) => a - b)).toEqual(
      [...sulesIds].sort((a, b) => a - b),
    );
    expect(ids((await page({ tagNum: 'tr-2021-4242' })).r)).toEqual([tagged.auctionId]);
    expect(ids((await page({ tagNum: 'TR-2021-424242' })).r)).toEqual([tagged.auctionId]);
    expect(ids((await page({ tagNum: 'TR-2021-5' })).r)).toEqual([]);
    // LIKE wildcards in the text are taken literally.
    expect(ids((await page({ tagNum: 'TR-20%' })).r)).toEqual([]);
  });

  it('matches name and description words by prefix, ignoring case and Turkish letters', async () => {
    const named = (word: string) => made.filter((m) => m.name.startsWith(word)).map((m) => m.id);
    const byName = async (name: string) => ids(await all({ name }, 20)).sort((a, b) => a - b);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(await byName('şampiyon')).toEqual(sorted(named('Şampiyon')));
    expect(await byName('SAMPIY')).toEqual(sorted(named('Şampiyon')));
    expect(await byName('ışıl kız')).toEqual(sorted(named('Işıl')));
    expect(await byName('isil')).toEqual(sorted(named('Işıl')));
    expect(await byName('çakır')).toEqual(sorted(named('Çakır')));
    expect(await byName('Gokkusagi disi')).toEqual(sorted(named('Gökkuşağı')));
    expect(await byName('mavi kizil')).toEqual([]);
    expect(ids((await page({ description: 'mesafe yarış' })).r)).toEqual([(made[5] as Made).id]);
    expect(ids((await page({ description: 'kısa mesafe' })).r)).toEqual([]);
  });

  it('filters by status, ending time, starting bid and start time ranges (inclusive)', async () => {
    const expect_ = async (body: object, pick: (m: Made) => boolean) => {
      const got = ids(await all(body, 20)).sort((a, b) => a - b);
      const want = made
        .filter(pick)
        .map((m) => m.id)
        .sort((a, b) => a - b);
      expect(got).toEqual(want);
    };
    await expect_({ statusFrom: 2, statusTo: 2 }, (m) => m.status === 2);
    await expect_({ statusFrom: 3, statusTo: 5 }, (m) => m.status === 3);
    await expect_({ statusFrom: 0, statusTo: 5, endingTimeTo: now }, (m) => m.expiry <= now);
    const from = now + day - 30 * minute;
    const to = now + day + 60 * minute;
    await expect_(
      { statusFrom: 2, statusTo: 2, endingTimeFrom: from, endingTimeTo: to },
      (m) => m.status === 2 && m.expiry >= from && m.expiry <= to,
    );
    await expect_(
      { startingBidFrom: 750, startingBidTo: 1000 },
      (m) => m.startingBid >= 750 && m.startingBid <= 1000,
    );
    await expect_({ startingBidFrom: 2500 }, (m) => m.startingBid >= 2500);
    const s = (made[10] as Made).startedOn;
    await expect_(
      { startedOnFrom: s, startedOnTo: s + 5 * day },
      (m) => m.startedOn >= s && m.startedOn <= s + 5 * day,
    );
    await expect_(
      {
        owner: ali,
        statusFrom: 2,
        statusTo: 2,
        startingBidTo: 500,
        orderBy: 'bidCount',
        orderDir: 'desc',
      },
      (m) => m.ownerId === ali && m.status === 2 && m.startingBid <= 500,
    );
  });

  it.each([
    [{ statusFrom: 6 }, 'Geçersiz istek verisi: statusFrom.'],
    [{ statusTo: -1 }, 'Geçersiz istek verisi: statusTo.'],
    [{ statusFrom: 3, statusTo: 2 }, 'Geçersiz aralık: status başlangıcı bitişinden büyük.'],
    [
      { endingTimeFrom: 10, endingTimeTo: 5 },
      'Geçersiz aralık: endingTime başlangıcı bitişinden büyük.',
    ],
    [{ startingBidFrom: 1.5 }, 'Geçersiz istek verisi: startingBidFrom.'],
    [{ startedOnFrom: 'dün' }, 'Geçersiz istek verisi: startedOnFrom.'],
    [{ id: 'abc' }, 'Geçersiz istek verisi: id.'],
    [{ group: '1; drop table auctions' }, 'Geçersiz istek verisi: group.'],
    [{ owner: 'a b' }, 'Geçersiz istek verisi: owner.'],
    [{ name: '' }, 'Geçersiz istek verisi: name.'],
    [{ name: 'x'.repeat(101) }, 'Geçersiz istek verisi: name.'],
    [{ name: '!!! ---' }, 'Arama metni en az bir harf ya da rakam içermeli.'],
    [{ tagNum: '   ' }, 'Künye numarası boş olamaz.'],
    [{ orderBy: 'price' }, 'Geçersiz istek verisi: orderBy.'],
    [{ orderDir: 'up' }, 'Geçersiz istek verisi: orderDir.'],
    [{ p: 'bozuk' }, 'Geçersiz sayfa imleci.'],
  ])('refuses %j with 400 and a Turkish message', async (body, message) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message } });
  });

  it('refuses a cursor made for another ordering', async () => {
    const first = await page({ orderBy: 'startingBid', orderDir: 'asc', c: 5 });
    const response = await list({ orderBy: 'endingTime', orderDir: 'asc', c: 5, p: first.p });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Geçersiz sayfa imleci.' },
    });
  });

  it('answers the detail with the pigeon, the last 10 bids newest first and the soft-close rule', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auctions/${withHistory}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-server-time']).toEqual(expect.any(String));
    const detail = response.json<AuctionDetail>();
    const target = made[4] as Made;
    expect(detail.auction).toMatchObject({
      id: String(withHistory),
      bidCount: 12,
      startedOn: target.startedOn,
      expiry: target.expiry,
      endingTime: target.expiry,
      parent: null,
      ownerFullName: 'Ali Yılmaz',
    });
    expect(detail.auction.pigeon).toEqual({
      id: String(target.pigeonId),
      serial: expect.any(Number),
      tagNum: expect.stringMatching(/^TR-2099-/),
      ownerFullName: 'Ali Yılmaz',
      province: 'İstanbul',
      city: 'Kadıköy',
      active: 1,
      state: 'Yarışçı',
      // Staff gave neither a sex nor a colour, nor named the photo.
      sex: 'unknown',
      colour: '',
      pictures: [expect.stringMatching(/^\/media\/test\//)],
      pictureSlots: [null],
    });
    expect(detail.softCloseMinutes).toBe(5);
    expect(detail.bids).toHaveLength(10);
    expect(detail.bids.map((b) => b.amount)).toEqual(
      Array.from({ length: 10 }, (_, k) => target.startingBid + 1200 - k * 100),
    );
    expect(detail.bids[0]).toEqual({
      numericId: expect.any(Number),
      amount: target.startingBid + 1200,
      oldAmount: target.startingBid + 1100,
      on: now - minute,
      bidder: bidderB,
      bidderName: '•••',
      auto: false,
    });
    const numericIds = detail.bids.map((b) => b.numericId);
    expect(numericIds).toEqual([...numericIds].sort((a, b) => b - a));

    const inGroup = made.find((m) => m.groupId === group) as Made;
    const child = (
      await t.app.inject({ method: 'GET', url: `/api/auctions/${inGroup.id}` })
    ).json<AuctionDetail>();
    expect(child.auction.parent).toBe(String(group));
    expect(child.bids).toEqual([]);
  });

  it.each(['999999', 'abc', '1.5'])('answers 404 for auction %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'Açık arttırma bulunamadı' },
    });
  });
});
