import type {
  AdminHallSaleDetail,
  AdminHallSaleResults,
  AdminHallSalesListResult,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_STARTING_PRICE_MAX } from '@kanat/shared/rules';
import { and, asc, eq, like } from 'drizzle-orm';
import { auditLog, hallBids, hallLots, hallSales } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;
const text = messages.adminHallSales;

describe('console: hall sales and their lots (clerks)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await createSignedInStaff(t.app, { roles: ['clerk'], fullname: 'Kâtip Ayşe' });
    clerk = new ApiClient(t.app, { cookie: member.cookie });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const pigeon = (active: 0 | 1 = 1) => insertPigeon(db(), { ownerId: owner, active });

  const newSale = async (fields: Record<string, unknown> = {}) => {
    const { saleId } = await clerk.ok<{ saleId: string }>('adminHallSaleSave', {
      title: 'Bursa Cumartesi Mezatı',
      startsAt: Date.now() + day,
      place: 'Bursa Güvercin Derneği Salonu',
      videoUrl: null,
      ...fields,
    });
    return saleId;
  };

  const addLots = async (saleId: string, prices: number[]) => {
    const lots = [];
    for (const price of prices)
      lots.push({ pigeonId: String(await pigeon()), startingPrice: price });
    return (await clerk.ok<{ ids: string[] }>('adminHallLotsAdd', { saleId, lots })).ids;
  };

  const detail = (saleId: string) => clerk.ok<AdminHallSaleDetail>('adminHallSaleGet', { saleId });
  const order = async (saleId: string) =>
    (await detail(saleId)).lots.map((lot) => [lot.id, lot.position, lot.status]);

  it('creates a draft, edits it, and refuses a start in the past or a foreign video link', async () => {
    const saleId = await newSale({ videoUrl: 'https://www.youtube.com/live/abc123' });
    let sale = (await detail(saleId)).sale;
    expect(sale).toMatchObject({
      title: 'Bursa Cumartesi Mezatı',
      place: 'Bursa Güvercin Derneği Salonu',
      videoUrl: 'https://www.youtube.com/live/abc123',
      status: 'draft',
      lotCount: 0,
    });

    await clerk.ok('adminHallSaleSave', {
      saleId,
      title: '  Bursa Akşam Mezatı ',
      startsAt: sale.startsAt,
      place: 'Dernek Lokali',
      videoUrl: '',
    });
    sale = (await detail(saleId)).sale;
    expect(sale).toMatchObject({
      title: 'Bursa Akşam Mezatı',
      place: 'Dernek Lokali',
      videoUrl: null,
    });

    const past = await clerk.call('adminHallSaleSave', {
      title: 'Geçmiş',
      startsAt: Date.now() - 60_000,
      place: 'Salon',
      videoUrl: null,
    });
    expect(past.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.startsInPast });

    for (const videoUrl of ['http://www.youtube.com/live/x', 'https://vimeo.com/1', 'kanal']) {
      const refused = await clerk.call('adminHallSaleSave', {
        title: 'Video',
        startsAt: Date.now() + day,
        place: 'Salon',
        videoUrl,
      });
      expect(refused.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: messages.hallCatalogue.videoUrlInvalid,
      });
    }
    const blank = await clerk.call('adminHallSaleSave', {
      title: '   ',
      startsAt: Date.now() + day,
      place: 'Salon',
      videoUrl: null,
    });
    expect(blank.error?.message).toBe(fill(text.titleRequired, { max: 120 }));

    const audit = await db()
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'hall-sale'), eq(auditLog.targetId, saleId)))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'hall-sale.create', summary: 'Canlı mezat oluşturuldu: Bursa Cumartesi Mezatı' },
      { action: 'hall-sale.update', summary: 'Canlı mezat düzenlendi: Bursa Akşam Mezatı' },
    ]);
  });

  it('publishes a draft only with a lot, and only once', async () => {
    const saleId = await newSale();
    const empty = await clerk.call('adminHallSalePublish', { saleId });
    expect(empty.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: text.noLots });

    await addLots(saleId, [500]);
    await clerk.ok('adminHallSalePublish', { saleId });
    expect((await detail(saleId)).sale.status).toBe('scheduled');
    const again = await clerk.call('adminHallSalePublish', { saleId });
    expect(again.error?.message).toBe(text.notDraft);

    // A scheduled sale is still editable; a running one is not.
    await addLots(saleId, [750]);
    await db()
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, Number(saleId)));
    const late = await clerk.call('adminHallLotsAdd', {
      saleId,
      lots: [{ pigeonId: String(await pigeon()), startingPrice: 100 }],
    });
    expect(late.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: text.notEditable });
  });

  it('appends lots in order and refuses busy, inactive, repeated pigeons and bad prices', async () => {
    const saleId = await newSale();
    const ids = await addLots(saleId, [500, 1000, 250]);
    expect(await order(saleId)).toEqual(ids.map((id, i) => [id, i + 1, 'waiting']));
    const lots = (await detail(saleId)).lots;
    expect(lots.map((lot) => lot.startingPrice)).toEqual([500, 1000, 250]);
    expect(lots[0]).toMatchObject({ ownerFullName: 'Satıcı Kişi', absenteeCount: 0 });

    const tag = async (id: number) => {
      const row = await db().query.pigeons.findFirst({ where: (p, { eq: is }) => is(p.id, id) });
      return row?.tagNum ?? '';
    };
    const add = (pigeonId: number, startingPrice = 500, sale = saleId) =>
      clerk.call('adminHallLotsAdd', {
        saleId: sale,
        lots: [{ pigeonId: String(pigeonId), startingPrice }],
      });

    const inAuction = await pigeon();
    await insertAuction(db(), { pigeonId: inAuction, endingTime: Date.now() + day });
    expect((await add(inAuction)).error?.message).toBe(
      fill(text.pigeonInAuction, { tag: await tag(inAuction) }),
    );

    const inactive = await pigeon(0);
    expect((await add(inactive)).error?.message).toBe(
      fill(text.pigeonInactive, { tag: await tag(inactive) }),
    );

    // Already a lot of this sale, or of another unfinished one.
    const [first] = (await detail(saleId)).lots;
    const held = Number(first?.pigeonId);
    const other = await newSale({ title: 'Diğer Mezat' });
    const busy = await add(held, 500, other);
    expect(busy.error?.message).toBe(
      fill(text.pigeonInHallSale, { tag: await tag(held), title: 'Bursa Cumartesi Mezatı' }),
    );

    const twice = await pigeon();
    const repeated = await clerk.call('adminHallLotsAdd', {
      saleId,
      lots: [
        { pigeonId: String(twice), startingPrice: 500 },
        { pigeonId: String(twice), startingPrice: 600 },
      ],
    });
    expect(repeated.error?.message).toBe(fill(text.pigeonTwice, { tag: await tag(twice) }));

    for (const price of [0, HALL_STARTING_PRICE_MAX + 1]) {
      expect((await add(await pigeon(), price)).error?.message).toBe(
        fill(text.priceInvalid, { max: HALL_STARTING_PRICE_MAX }),
      );
    }
    // Nothing of the refused calls was kept.
    expect(await order(saleId)).toEqual(ids.map((id, i) => [id, i + 1, 'waiting']));

    // A pigeon whose sale has ended may be sold again.
    await db()
      .update(hallSales)
      .set({ status: 'ended' })
      .where(eq(hallSales.id, Number(saleId)));
    expect((await add(held, 500, other)).error).toBeNull();
  });

  it('reorders lots keeping positions 1..n, and withdraws waiting lots to the end', async () => {
    const saleId = await newSale();
    const [a, b, c, d] = (await addLots(saleId, [100, 200, 300, 400])) as [
      string,
      string,
      string,
      string,
    ];

    await clerk.ok('adminHallLotSave', { lotId: d, position: 1 });
    expect(await order(saleId)).toEqual([
      [d, 1, 'waiting'],
      [a, 2, 'waiting'],
      [b, 3, 'waiting'],
      [c, 4, 'waiting'],
    ]);
    await clerk.ok('adminHallLotSave', { lotId: d, position: 3, startingPrice: 450 });
    expect((await order(saleId)).map((row) => row[0])).toEqual([a, b, d, c]);
    expect((await detail(saleId)).lots[2]?.startingPrice).toBe(450);

    const outOfRange = await clerk.call('adminHallLotSave', { lotId: a, position: 5 });
    expect(outOfRange.error?.message).toBe(fill(text.positionInvalid, { max: 4 }));
    const nothing = await clerk.call('adminHallLotSave', { lotId: a });
    expect(nothing.error?.message).toBe(text.nothingToSave);

    await clerk.ok('adminHallLotWithdraw', { lotId: b });
    expect(await order(saleId)).toEqual([
      [a, 1, 'waiting'],
      [d, 2, 'waiting'],
      [c, 3, 'waiting'],
      [b, 4, 'withdrawn'],
    ]);
    expect((await detail(saleId)).sale.lotCount).toBe(3);
    // New lots come before the withdrawn one.
    const [e] = (await addLots(saleId, [500])) as [string];
    expect((await order(saleId)).map((row) => row[0])).toEqual([a, d, c, e, b]);

    const again = await clerk.call('adminHallLotWithdraw', { lotId: b });
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: text.lotNotWaiting,
    });
    // Reordering closes when the sale starts; withdrawing a waiting lot does not.
    await db()
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, Number(saleId)));
    await db()
      .update(hallLots)
      .set({ status: 'open' })
      .where(eq(hallLots.id, Number(a)));
    expect((await clerk.call('adminHallLotSave', { lotId: c, position: 2 })).error?.message).toBe(
      text.reorderClosed,
    );
    expect((await clerk.call('adminHallLotWithdraw', { lotId: a })).error?.message).toBe(
      text.lotNotWaiting,
    );
    await clerk.ok('adminHallLotWithdraw', { lotId: c });
    expect((await order(saleId)).map((row) => row[0])).toEqual([a, d, e, c, b]);

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, saleId), like(auditLog.action, 'hall-sale.lot%')))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual([
      'hall-sale.lots-add',
      'hall-sale.lot-save',
      'hall-sale.lot-save',
      'hall-sale.lot-withdraw',
      'hall-sale.lots-add',
      'hall-sale.lot-withdraw',
    ]);
  });

  it('lists the sales newest first and gives every lot its result, member or paddle', async () => {
    const buyer = await createSignedInMember(t.app, { fullname: 'Hüseyin Çelik' });
    const saleId = await newSale({ title: 'Sonuç Mezatı', startsAt: Date.now() + 30 * day });
    const [online, floor, passed, waiting] = (await addLots(saleId, [500, 600, 700, 800])) as [
      string,
      string,
      string,
      string,
    ];
    await clerk.ok('adminHallSalePublish', { saleId });
    await db()
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, Number(saleId)));
    const [bid] = await db()
      .insert(hallBids)
      .values({ lotId: Number(online), amount: 900, kind: 'online', userId: buyer.user.uid })
      .returning({ id: hallBids.id });
    await db()
      .update(hallLots)
      .set({
        status: 'sold',
        soldPrice: 900,
        currentPrice: 900,
        buyerId: buyer.user.uid,
        leadingBidId: bid?.id,
        closedAt: new Date(),
      })
      .where(eq(hallLots.id, Number(online)));
    await db()
      .update(hallLots)
      .set({ status: 'sold', soldPrice: 650, buyerPaddle: '42', closedAt: new Date() })
      .where(eq(hallLots.id, Number(floor)));
    await db()
      .update(hallLots)
      .set({ status: 'passed' })
      .where(eq(hallLots.id, Number(passed)));

    const results = await clerk.ok<AdminHallSaleResults>('adminHallSaleResults', { saleId });
    expect(results.totalSold).toBe(1550);
    expect(results.lots.map((lot) => [lot.id, lot.status, lot.soldPrice, lot.buyer])).toEqual([
      [
        online,
        'sold',
        900,
        {
          kind: 'member',
          userId: buyer.user.uid,
          username: buyer.user.username,
          fullname: 'Hüseyin Çelik',
          phoneNumber: buyer.phoneNumber,
        },
      ],
      [floor, 'sold', 650, { kind: 'floor', paddle: '42' }],
      [passed, 'passed', null, null],
      [waiting, 'waiting', null, null],
    ]);

    const list = await clerk.ok<AdminHallSalesListResult>('adminHallSalesList', null);
    expect(list.rows[0]).toMatchObject({
      id: saleId,
      status: 'running',
      lotCount: 4,
      soldCount: 2,
    });
    const starts = list.rows.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort((x, y) => y - x));

    const missing = await clerk.call('adminHallSaleResults', { saleId: '999999' });
    expect(missing.error).toMatchObject({ status: 'NOT_FOUND', message: text.saleNotFound });
  });
});
