import type { RecordsResult } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import { AuctionStatus, auctions, hallLots, pigeons } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/** Noon in Turkey on a day, as ms. */
const turkeyNoon = (day: string) => Date.parse(`${day}T12:00:00+03:00`);

describe('GET /api/records', () => {
  let t: TestApp;
  let bidderId: string;

  /** A sealed auction sold for `price` at `soldOn`, optionally with a reserve and in a group. */
  const sold = async (
    price: number,
    soldOn: number,
    extra: { reserve?: number; parentId?: number; status?: number } = {},
  ) => {
    const pigeonId = await insertPigeon(t.database.db, { ownerId: bidderId });
    const id = await insertAuction(t.database.db, {
      pigeonId,
      endingTime: soldOn,
      status: extra.status ?? AuctionStatus.sealed,
      parentId: extra.parentId ?? null,
    });
    await t.database.db
      .update(auctions)
      .set({
        currentAmount: price,
        bidCount: 3,
        currentBidderId: bidderId,
        reservePrice: extra.reserve ?? null,
      })
      .where(eq(auctions.id, id));
    return id;
  };

  const records = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/records${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<RecordsResult>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    bidderId = await insertOwner(t.database.db, { fullname: 'Emre Aydın' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  test('lists the highest prices paid, timed and hall together, of all time and by year', async () => {
    const top = await sold(48_000, turkeyNoon('2025-03-01'));
    const second = await sold(31_500, turkeyNoon('2026-02-14'));
    // Ends on 1 January at 01:00 in Turkey: still 31 December in UTC, but Turkey's 2026.
    const newYear = await sold(12_000, Date.parse('2026-01-01T01:00:00+03:00'));
    // Not prices paid: under its reserve, cancelled, never sold.
    await sold(90_000, turkeyNoon('2025-05-05'), { reserve: 95_000 });
    await sold(80_000, turkeyNoon('2025-05-06'), { status: AuctionStatus.cancelled });
    // A group not on the site yet: its lots are not shown anywhere, here neither.
    const draft = await insertContainer(t.database.db, {
      name: 'Taslak grup',
      isFinalContainer: true,
      expiry: turkeyNoon('2025-06-01'),
      publishOn: null,
    });
    await sold(70_000, turkeyNoon('2025-06-01'), { parentId: draft });

    const hall = await insertHallSale(t.database.db, { lots: [1000, 1000], status: 'ended' });
    await t.database.db
      .update(hallLots)
      .set({
        status: 'sold',
        soldPrice: 36_000,
        buyerPaddle: '17',
        closedAt: new Date(turkeyNoon('2026-03-10')),
      })
      .where(eq(hallLots.id, hall.lotIds[0] as number));

    const all = await records();
    expect(all.year).toBeNull();
    expect(all.years).toEqual([2026, 2025]);
    expect(all.records.map((r) => [r.kind, r.href, r.price])).toEqual([
      ['auction', `/acik-arttirmalar/${top}`, 48_000],
      ['hall', `/canli-mezat/${hall.saleId}`, 36_000],
      ['auction', `/acik-arttirmalar/${second}`, 31_500],
      ['auction', `/acik-arttirmalar/${newYear}`, 12_000],
    ]);
    expect(all.records[1]).toMatchObject({
      saleName: 'Cumartesi Mezatı',
      soldOn: turkeyNoon('2026-03-10'),
    });
    expect(all.records[0]?.photo).toMatch(/^\/media\//);

    const in2026 = await records('?yil=2026');
    expect(in2026.year).toBe(2026);
    expect(in2026.records.map((r) => r.price)).toEqual([36_000, 31_500, 12_000]);
    expect((await records('?yil=2024')).records).toEqual([]);
  });

  test('lists the records of one bloodline, and offers the lines sold, the dearest first', async () => {
    const line = async (id: number, bloodline: string) => {
      const [row] = await t.database.db
        .select({ pigeonId: auctions.pigeonId })
        .from(auctions)
        .where(eq(auctions.id, id));
      await t.database.db
        .update(pigeons)
        .set({ bloodline })
        .where(eq(pigeons.id, row?.pigeonId as number));
    };
    const janssen = await sold(52_000, turkeyNoon('2024-04-01'));
    await line(janssen, 'Janssen');
    const delbar = await sold(20_000, turkeyNoon('2024-04-02'));
    await line(delbar, 'Delbar');
    const older = await sold(9_000, turkeyNoon('2023-04-03'));
    await line(older, 'Janssen');

    const all = await records();
    expect(all.bloodline).toBeNull();
    expect(all.bloodlines).toEqual(['Janssen', 'Delbar']);
    const ofJanssen = await records(`?hat=${encodeURIComponent('Janssen')}`);
    expect(ofJanssen.bloodline).toBe('Janssen');
    expect(ofJanssen.records.map((r) => [r.href, r.price, r.bloodline])).toEqual([
      [`/acik-arttirmalar/${janssen}`, 52_000, 'Janssen'],
      [`/acik-arttirmalar/${older}`, 9_000, 'Janssen'],
    ]);
    const in2023 = await records(`?yil=2023&hat=Janssen`);
    expect(in2023.records.map((r) => r.price)).toEqual([9_000]);
    expect(in2023.bloodlines).toEqual(['Janssen']);
    expect((await records('?hat=Sion')).records).toEqual([]);
  });

  test('refuses a year that is not one, in Turkish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/records?yil=eski' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/[ğüşıöçİ]/);
  });
});
