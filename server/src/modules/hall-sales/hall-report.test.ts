import type {
  AdminHallState,
  AdminSaleReport,
  HallBidResult,
  SaleReport,
} from '@kanat/shared/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connection';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callFn, hallBidData, insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

// A hall mezat's sale report, after a real sale driven through the clerk's calls: its figures
// are computed here again from the bids that stood (hall_bids), not from the lots' own columns.

let t: TestApp;
let clerk: SignedInMember;
let ali: SignedInMember;
let guest: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await createSignedInStaff(t.app, { roles: ['clerk'] });
  ali = await createSignedInMember(t.app, { username: 'alikartal' });
  guest = new ApiClient(t.app, {});
}, setupTimeout);

afterAll(async () => {
  await t?.close();
});

type Action = { state: AdminHallState };

async function clerkOf(saleId: number) {
  const taken = await callFn<{ leaseToken: string }>(t.app, clerk, 'adminHallLeaseTake', {
    saleId,
  });
  const leaseToken = (taken.result as { leaseToken: string }).leaseToken;
  return async (name: string, data: Record<string, unknown> = {}) => {
    const answer = await callFn<Action>(t.app, clerk, name, { saleId, leaseToken, ...data });
    if (answer.status !== 200) throw new Error(`${name}: ${answer.error?.message}`);
    return (answer.result as Action).state;
  };
}

const report = (saleId: number | string) =>
  guest.get<SaleReport>(`/api/hall-sales/${saleId}/report`);

describe('a hall mezat’s sale report', () => {
  it('counts what the hammer sold, from the bids that stood, once the sale has ended', async () => {
    const sale = await insertHallSale(t.database.db, {
      title: 'Kemeraltı Cumartesi Mezatı',
      lots: [1000, 2000, 500, 3000],
    });
    const [first, second, third, fourth] = sale.lotIds as [number, number, number, number];
    const act = await clerkOf(sale.saleId);
    await act('adminHallStart');

    // Lot 1: the room, then a member online who buys it.
    await act('adminHallOpenLot', { lotId: first });
    await act('adminHallFloorBid', { lotId: first, amount: 1000, paddle: 'A7' });
    const online = await callFn<HallBidResult>(
      t.app,
      ali,
      'hallBid',
      hallBidData(ali, first, 1100),
    );
    expect(online.status).toBe(200);
    let state = await act('adminHallWarn', { lotId: first });
    await act('adminHallSell', { lotId: first, version: state.sale.version });
    // Lot 2: the room buys it (paddle B42).
    state = await act('adminHallOpenLot', { lotId: second });
    state = await act('adminHallFloorBid', { lotId: second, amount: 2000 });
    await act('adminHallSell', { lotId: second, version: state.sale.version, paddle: 'B42' });
    // Lot 3: nobody bids.
    state = await act('adminHallOpenLot', { lotId: third });
    await act('adminHallPass', { lotId: third, version: state.sale.version });
    // Lot 4: the room again.
    state = await act('adminHallOpenLot', { lotId: fourth });
    state = await act('adminHallFloorBid', { lotId: fourth, amount: 3000 });
    await act('adminHallSell', { lotId: fourth, version: state.sale.version, paddle: 'C3' });

    // Running: no report yet.
    const early = await report(sale.saleId);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      error: { message: 'Satış raporu canlı mezat sona erince yayımlanır.' },
    });
    await act('adminHallEnd');

    // The standing bids, as the room heard them: the highest bid not undone of each lot.
    const standing = await queryRows<{ lot_id: number; amount: number; user_id: string | null }>(
      t.database.db,
      sql`select distinct on (lot_id) lot_id, amount, user_id from hall_bids
        where lot_id in (${sql.join(sale.lotIds, sql`, `)}) and undone_at is null
        order by lot_id, amount desc`,
    );
    const prices = standing.map((bid) => bid.amount).sort((a, b) => a - b);
    expect(prices).toEqual([1100, 2000, 3000]);
    const total = prices.reduce((sum, p) => sum + p, 0);

    const { status, body } = await report(sale.saleId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'hall',
      saleId: String(sale.saleId),
      href: `/canli-mezat/${sale.saleId}`,
      name: 'Kemeraltı Cumartesi Mezatı',
      lots: 4,
      sold: standing.length,
      unsold: 4 - standing.length,
      total,
      average: Math.round(total / prices.length),
      median: prices[1],
    });
    expect(body.top.map((lot) => lot.price)).toEqual([...prices].reverse());
    // The member from İstanbul; the two room buyers without a province.
    expect(body.provinces).toEqual([
      { province: '', buyers: 2, lots: 2 },
      { province: 'İstanbul', buyers: 1, lots: 1 },
    ]);
    expect(body.yearRecord?.price).toBeGreaterThanOrEqual(3000);

    // The console's copy names the sellers and buyers; the accountant may read it, a member not.
    const accountant = await createSignedInStaff(t.app, { roles: ['accountant'] });
    const copy = await callFn<AdminSaleReport>(t.app, accountant, 'adminHallReport', {
      id: String(sale.saleId),
    });
    expect(copy.status).toBe(200);
    const { lots, sellers, report: same } = copy.result as AdminSaleReport;
    expect(same).toEqual(body);
    expect(lots.map((lot) => [lot.price, lot.buyer])).toEqual([
      [1100, expect.any(String)],
      [2000, 'Salon, kürek B42'],
      [null, null],
      [3000, 'Salon, kürek C3'],
    ]);
    expect(lots.every((lot) => lot.sellerName === 'Hasan Çelik')).toBe(true);
    expect(sellers).toEqual([
      { sellerId: sale.ownerId, sellerName: 'Hasan Çelik', lots: 4, sold: 3, total },
    ]);
    const refused = await callFn(t.app, ali, 'adminHallReport', { id: String(sale.saleId) });
    expect(refused.status).toBe(403);
  });

  it('is not found for a draft or an unknown sale', async () => {
    const draft = await insertHallSale(t.database.db, { status: 'draft', lots: [100] });
    expect((await report(draft.saleId)).status).toBe(404);
    expect((await report(999_999)).status).toBe(404);
    expect((await report('abc')).status).toBe(404);
  });
});
