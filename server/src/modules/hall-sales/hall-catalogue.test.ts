import type {
  AdminHallSaleDetail,
  HallCatalogue,
  HallSalesListResult,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { eq } from 'drizzle-orm';
import { hallLots, hallSales } from '../../db/schema';
import { insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;

describe('the public hall sale catalogue', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let guest: ApiClient;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await createSignedInStaff(t.app, { roles: ['clerk'] });
    clerk = new ApiClient(t.app, { cookie: member.cookie });
    guest = new ApiClient(t.app);
    owner = await insertOwner(t.database.db, {
      fullname: 'Mehmet Güvercinci',
      province: 'Bursa',
      city: 'Nilüfer',
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  async function saleWithLots(title: string, startsAt: number, prices: number[]) {
    const { saleId } = await clerk.ok<{ saleId: string }>('adminHallSaleSave', {
      title,
      startsAt,
      place: 'Bursa Güvercin Derneği Salonu',
      videoUrl: 'https://www.facebook.com/kanatmezat/live',
    });
    const lots = [];
    for (const price of prices) {
      const pigeonId = await insertPigeon(db(), {
        ownerId: owner,
        state: 'Yarışçı',
        pictures: [`/media/test/${title.length}-${price}.jpg`, '/media/test/ikinci.jpg'],
      });
      lots.push({ pigeonId: String(pigeonId), startingPrice: price });
    }
    const { ids } = await clerk.ok<{ ids: string[] }>('adminHallLotsAdd', { saleId, lots });
    return { saleId, ids };
  }

  it('lists running and scheduled sales, never drafts, and shows their catalogue', async () => {
    const draft = await saleWithLots('Taslak Mezat', Date.now() + 2 * day, [100]);
    const later = await saleWithLots('Sonraki Mezat', Date.now() + 9 * day, [300]);
    const soon = await saleWithLots('Yakın Mezat', Date.now() + 3 * day, [500, 750, 1000]);
    await clerk.ok('adminHallSalePublish', { saleId: later.saleId });
    await clerk.ok('adminHallSalePublish', { saleId: soon.saleId });

    const list = await guest.get<HallSalesListResult>('/api/hall-sales');
    expect(list.status).toBe(200);
    const ids = list.body.rows.map((row) => row.id);
    expect(ids).toEqual([soon.saleId, later.saleId]);
    expect(list.body.rows[0]).toMatchObject({
      title: 'Yakın Mezat',
      place: 'Bursa Güvercin Derneği Salonu',
      videoUrl: 'https://www.facebook.com/kanatmezat/live',
      status: 'scheduled',
      lotCount: 3,
      cover: '/media/test/11-500.jpg',
    });

    const hidden = await guest.get<{ error: { message: string } }>(
      `/api/hall-sales/${draft.saleId}`,
    );
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).toContain(messages.hallCatalogue.notFound);
    expect((await guest.get('/api/hall-sales/abc')).status).toBe(404);

    const page = await guest.get<HallCatalogue>(`/api/hall-sales/${soon.saleId}`);
    expect(page.status).toBe(200);
    expect(
      page.body.lots.map((lot) => [lot.id, lot.position, lot.startingPrice, lot.status]),
    ).toEqual([
      [soon.ids[0], 1, 500, 'waiting'],
      [soon.ids[1], 2, 750, 'waiting'],
      [soon.ids[2], 3, 1000, 'waiting'],
    ]);
    expect(page.body.lots[0]).toMatchObject({
      pigeon: {
        ownerFullName: 'Mehmet Güvercinci',
        province: 'Bursa',
        city: 'Nilüfer',
        state: 'Yarışçı',
        pictures: ['/media/test/11-500.jpg', '/media/test/ikinci.jpg'],
      },
      pedigree: null,
      outcome: null,
    });
  });

  it('keeps the lots of a scheduled sale off the site when the house shows them only once it runs', async () => {
    const sale = await saleWithLots('Kapalı Katalog', Date.now() + 5 * day, [400, 450]);
    const detail = await clerk.ok<AdminHallSaleDetail>('adminHallSaleGet', {
      saleId: sale.saleId,
    });
    expect(detail.sale.lotsBeforeStart).toBe(true);
    await clerk.ok('adminHallSaleSave', {
      saleId: sale.saleId,
      title: 'Kapalı Katalog',
      startsAt: detail.sale.startsAt,
      place: detail.sale.place,
      videoUrl: null,
      lotsBeforeStart: false,
    });
    await clerk.ok('adminHallSalePublish', { saleId: sale.saleId });
    const again = await clerk.ok<AdminHallSaleDetail>('adminHallSaleGet', { saleId: sale.saleId });
    expect(again.sale.lotsBeforeStart).toBe(false);

    // The sale, its date, place and lot count are public; its birds are not.
    const listed = async () =>
      (await guest.get<HallSalesListResult>('/api/hall-sales')).body.rows.find(
        (row) => row.id === sale.saleId,
      );
    expect(await listed()).toMatchObject({
      title: 'Kapalı Katalog',
      lotCount: 2,
      cover: null,
      lotsBeforeStart: false,
    });
    const before = await guest.get<HallCatalogue>(`/api/hall-sales/${sale.saleId}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      sale: { lotCount: 2, cover: null, lotsBeforeStart: false },
      lots: [],
    });
    expect(JSON.stringify(before.body)).not.toContain('Mehmet Güvercinci');

    // Once it runs, the catalogue is whole.
    await db()
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, Number(sale.saleId)));
    const during = await guest.get<HallCatalogue>(`/api/hall-sales/${sale.saleId}`);
    expect(during.body.lots.map((lot) => lot.id)).toEqual(sale.ids);
    expect((await listed())?.cover).toBe('/media/test/14-400.jpg');
  });

  it('shows a sold lot with its price and room or online, never the buyer; hides withdrawn lots', async () => {
    const buyer = await createSignedInMember(t.app, {
      fullname: 'Gizli Alıcı',
      username: 'gizlialici',
    });
    const sale = await saleWithLots('Canlı Mezat', Date.now() + 4 * day, [500, 600, 700, 800]);
    const [online, floor, passed, withdrawn] = sale.ids as [string, string, string, string];
    await clerk.ok('adminHallSalePublish', { saleId: sale.saleId });
    await clerk.ok('adminHallLotWithdraw', { lotId: withdrawn });
    await db()
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, Number(sale.saleId)));
    await db()
      .update(hallLots)
      .set({ status: 'sold', soldPrice: 1200, buyerId: buyer.user.uid })
      .where(eq(hallLots.id, Number(online)));
    await db()
      .update(hallLots)
      .set({ status: 'sold', soldPrice: 900, buyerPaddle: '17' })
      .where(eq(hallLots.id, Number(floor)));
    await db()
      .update(hallLots)
      .set({ status: 'passed' })
      .where(eq(hallLots.id, Number(passed)));

    const list = await guest.get<HallSalesListResult>('/api/hall-sales');
    expect(list.body.rows[0]).toMatchObject({ id: sale.saleId, status: 'running', lotCount: 3 });

    const page = await guest.get<HallCatalogue>(`/api/hall-sales/${sale.saleId}`);
    expect(page.body.lots.map((lot) => [lot.id, lot.status, lot.outcome])).toEqual([
      [online, 'sold', { price: 1200, soldTo: 'online' }],
      [floor, 'sold', { price: 900, soldTo: 'room' }],
      [passed, 'passed', null],
    ]);
    const body = JSON.stringify(page.body);
    for (const secret of [buyer.user.uid, 'Gizli Alıcı', 'gizlialici', buyer.phoneNumber, '"17"']) {
      expect(body).not.toContain(secret);
    }
  });
});
