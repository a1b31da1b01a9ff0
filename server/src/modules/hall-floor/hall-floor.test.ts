import type {
  AdminHallChange,
  AdminHallState,
  HallBidResult,
  HallLiveState,
  HallMyStatus,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connection';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import {
  type CallAnswer,
  callFn,
  hallBidData,
  insertAbsentee,
  insertHallSale,
} from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { selectCommittedTotal } from '../auctions';
import { loadHallSales } from '../live';

let test: TestApp;
let clerk: SignedInMember;
let otherClerk: SignedInMember;
let ali: SignedInMember;
let veli: SignedInMember;

beforeAll(async () => {
  test = await createTestApp();
  clerk = await createSignedInStaff(test.app, { roles: ['clerk'], fullname: 'Zeynep Kaya' });
  otherClerk = await createSignedInStaff(test.app, { roles: ['clerk'], fullname: 'Murat Şahin' });
  ali = await createSignedInMember(test.app, { username: 'alikartal' });
  veli = await createSignedInMember(test.app, { username: 'velidogan' });
}, setupTimeout);

afterAll(async () => {
  await test?.close();
});

type Action = CallAnswer<{ state: AdminHallChange }>;

/** A clerk's console on one sale: the lease and the actions with it. */
async function console_(saleId: number, who = clerk) {
  const taken = await callFn<{ leaseToken: string }>(test.app, who, 'adminHallLeaseTake', {
    saleId,
  });
  expect(taken.status).toBe(200);
  const leaseToken = (taken.result as { leaseToken: string }).leaseToken;
  const act = (name: string, data: Record<string, unknown> = {}) =>
    callFn<{ state: AdminHallChange }>(test.app, who, name, { saleId, leaseToken, ...data });
  return { leaseToken, act };
}

const stateOf = (answer: Action) => (answer.result as { state: AdminHallChange }).state;
const asking = (answer: Action) => stateOf(answer).current?.lot.askingPrice as number;

async function liveValue(saleId: number): Promise<HallLiveState> {
  const values = await loadHallSales(test.app.db, [saleId]);
  return JSON.parse(values.get(`hallSales/${saleId}`) as string) as HallLiveState;
}

/** A running sale with its first lot on the block. */
async function openSale(prices: number[] = [1000, 2000]) {
  const sale = await insertHallSale(test.app.db, { lots: prices });
  const c = await console_(sale.saleId);
  expect((await c.act('adminHallStart')).status).toBe(200);
  const opened = await c.act('adminHallOpenLot', { lotId: sale.lotIds[0] });
  expect(opened.status).toBe(200);
  return { ...sale, ...c, lotId: sale.lotIds[0] as number, opened };
}

const onlineBid = (member: SignedInMember, lotId: number, amount: number) =>
  callFn<HallBidResult>(test.app, member, 'hallBid', hallBidData(member, lotId, amount));

describe('the clerk’s lease', () => {
  it('is refused while another clerk drives, naming them; taken over only on purpose, audited', async () => {
    const sale = await insertHallSale(test.app.db, { lots: [500] });
    await console_(sale.saleId);
    const refused = await callFn(test.app, otherClerk, 'adminHallLeaseTake', {
      saleId: sale.saleId,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain('Zeynep Kaya');
    const taken = await callFn(test.app, otherClerk, 'adminHallLeaseTake', {
      saleId: sale.saleId,
      takeOver: true,
    });
    expect(taken.status).toBe(200);
    const audit = await queryRows<{ action: string }>(
      test.app.db,
      sql`select action from audit_log where target_type = 'hall-sale' and target_id = ${String(sale.saleId)}`,
    );
    expect(audit.map((row) => row.action)).toContain('hall.lease-take-over');
  });

  it('an old lease token is refused once taken over; renew and release work for the holder', async () => {
    const sale = await insertHallSale(test.app.db, { lots: [500] });
    const first = await console_(sale.saleId);
    await console_(sale.saleId, otherClerk)
      .then(async () => undefined)
      .catch(() => undefined);
    const second = await callFn<{ leaseToken: string }>(
      test.app,
      otherClerk,
      'adminHallLeaseTake',
      {
        saleId: sale.saleId,
        takeOver: true,
      },
    );
    const start = await first.act('adminHallStart');
    expect(start.status).toBe(400);
    expect(start.error?.details?.leaseLost).toBe(true);
    const token = second.result?.leaseToken as string;
    const renewed = await callFn(test.app, otherClerk, 'adminHallLeaseRenew', {
      saleId: sale.saleId,
      leaseToken: token,
    });
    expect(renewed.status).toBe(200);
    expect(
      (
        await callFn(test.app, otherClerk, 'adminHallLeaseRelease', {
          saleId: sale.saleId,
          leaseToken: token,
        })
      ).status,
    ).toBe(200);
    // Released: anyone takes it without taking over.
    expect(
      (await callFn(test.app, clerk, 'adminHallLeaseTake', { saleId: sale.saleId })).status,
    ).toBe(200);
  });

  it('expires without changing the lot; a new lease finds the sale exactly as it was', async () => {
    const sale = await openSale();
    const bid = await sale.act('adminHallFloorBid', {
      lotId: sale.lotId,
      amount: 1000,
      paddle: '12',
    });
    expect(bid.status).toBe(200);
    const before = stateOf(bid);
    // The console's connection drops: its lease runs out (moved into the past, no waiting).
    await test.app.db.execute(
      sql`update hall_sales set clerk_lease_expires_at = now() - interval '1 minute' where id = ${sale.saleId}::int`,
    );
    const late = await sale.act('adminHallWarn', { lotId: sale.lotId });
    expect(late.error?.details?.leaseLost).toBe(true);
    const back = await console_(sale.saleId, otherClerk);
    const state = await callFn<AdminHallState>(test.app, otherClerk, 'adminHallState', {
      saleId: sale.saleId,
    });
    const after = state.result as AdminHallState;
    expect(after.sale).toEqual(before.sale);
    expect(after.current?.lot).toEqual(before.current?.lot);
    expect(after.current?.leader).toEqual({ kind: 'floor', username: null, paddle: '12' });
    expect((await back.act('adminHallWarn', { lotId: sale.lotId })).status).toBe(200);
  });
});

describe('the clerk’s actions', () => {
  it('runs a lot: floor bid, too late, step, warning, online bid, sold; the live value follows', async () => {
    const sale = await openSale([1000, 2000]);
    expect(asking(sale.opened)).toBe(1000);
    let live = await liveValue(sale.saleId);
    expect(live.status).toBe('running');
    expect(live.lot).toMatchObject({
      id: sale.lotId,
      position: 1,
      askingPrice: 1000,
      leaderKind: null,
    });
    expect(live.calls.map((c) => c.kind)).toEqual(['opened']);

    const floor = await sale.act('adminHallFloorBid', {
      lotId: sale.lotId,
      amount: 1000,
      paddle: '7',
    });
    expect(floor.status).toBe(200);
    const next = asking(floor);
    expect(next).toBeGreaterThan(1000);
    const stale = await sale.act('adminHallFloorBid', { lotId: sale.lotId, amount: 1000 });
    expect(stale.status).toBe(400);
    expect(stale.error?.details?.askingPrice).toBe(next);
    expect(stale.error?.message).toContain('geç kaldı');

    const step = await sale.act('adminHallSetStep', { lotId: sale.lotId, step: 250 });
    expect(asking(step)).toBe(1250);
    const online = await onlineBid(ali, sale.lotId, 1250);
    expect(online.status).toBe(200);
    expect(online.result).toMatchObject({ leading: true, askingPrice: 1500 });
    live = await liveValue(sale.saleId);
    expect(live.lot).toMatchObject({
      currentPrice: 1250,
      askingPrice: 1500,
      leaderKind: 'online',
      leaderProvince: 'İstanbul',
      leaderName: 'al•••al',
    });
    expect(JSON.stringify(live)).not.toContain('alikartal');
    expect(JSON.stringify(live)).not.toContain('"7"');

    const warned = await sale.act('adminHallWarn', { lotId: sale.lotId });
    expect(stateOf(warned).current?.lot.status).toBe('warned');
    const sold = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: stateOf(warned).sale.version,
    });
    expect(sold.status).toBe(200);
    expect(stateOf(sold).current).toBeNull();
    expect(stateOf(sold).changedLots).toEqual([
      expect.objectContaining({ status: 'sold', soldPrice: 1250, buyerUsername: 'alikartal' }),
    ]);
    live = await liveValue(sale.saleId);
    expect(live.lot).toBeNull();
    expect(live.calls.map((c) => c.kind)).toEqual(['opened', 'step', 'warning', 'sold']);
    const mine = await callFn<HallMyStatus>(test.app, ali, 'hallMyStatus', { saleId: sale.saleId });
    expect(mine.result?.won).toEqual([{ lotId: sale.lotId, position: 1, price: 1250 }]);
    const notices = await queryRows<{ event: string }>(
      test.app.db,
      sql`select event from notifications where user_id = ${ali.user.uid}::text and dedupe_key like 'hall-won:%'`,
    );
    expect(notices.length).toBeGreaterThan(0);

    // Sold once: a second press is refused with the price, never a second sale.
    const again = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: stateOf(sold).sale.version,
    });
    expect(again.error?.details).toMatchObject({ sold: true, soldPrice: 1250 });
    expect((await sale.act('adminHallEnd')).status).toBe(200);
  });

  it('refuses what the state does not allow', async () => {
    const sale = await openSale([1000, 2000]);
    const second = sale.lotIds[1] as number;
    expect((await sale.act('adminHallOpenLot', { lotId: second })).error?.message).toContain(
      'Önce',
    );
    expect((await sale.act('adminHallEnd')).status).toBe(400);
    const noBid = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: stateOf(sale.opened).sale.version,
    });
    expect(noBid.status).toBe(400);
    expect(
      (
        await sale.act('adminHallUndo', {
          lotId: sale.lotId,
          reason: 'Yanlış kart numarası girildi.',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sale.act('adminHallFloorBid', {
          lotId: sale.lotId,
          amount: 1000,
          paddle: 'çok-uzun-kart-no',
        })
      ).status,
    ).toBe(400);
    const floor = await sale.act('adminHallFloorBid', { lotId: sale.lotId, amount: 1000 });
    // A floor buyer without a paddle: Sold asks for it.
    const withoutPaddle = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: stateOf(floor).sale.version,
    });
    expect(withoutPaddle.status).toBe(400);
    const sold = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: stateOf(floor).sale.version,
      paddle: 'B42',
    });
    expect(stateOf(sold).changedLots).toEqual([
      expect.objectContaining({
        id: sale.lotId,
        status: 'sold',
        buyerPaddle: 'B42',
        soldPrice: 1000,
      }),
    ]);
    const passed = await sale.act('adminHallOpenLot', { lotId: second });
    // The answer carries the rows the action changed, not the catalogue.
    expect(stateOf(passed).changedLots.map((lot) => [lot.id, lot.status])).toEqual([
      [second, 'open'],
    ]);
    const pass = await sale.act('adminHallPass', {
      lotId: second,
      version: stateOf(passed).sale.version,
    });
    expect(stateOf(pass).changedLots.map((lot) => [lot.id, lot.status])).toEqual([
      [second, 'passed'],
    ]);
    // The console's read has every lot as the answers left them.
    const whole = await callFn<AdminHallState>(test.app, clerk, 'adminHallState', {
      saleId: sale.saleId,
    });
    expect(whole.result?.lots.map((lot) => [lot.id, lot.status, lot.soldPrice])).toEqual([
      [sale.lotId, 'sold', 1000],
      [second, 'passed', null],
    ]);
    expect((await sale.act('adminHallOpenLot', { lotId: second })).status).toBe(400);
  });

  it('undo: the bid before leads again, a correction everyone sees, written to the audit log', async () => {
    const sale = await openSale([1000]);
    const first = await sale.act('adminHallFloorBid', {
      lotId: sale.lotId,
      amount: 1000,
      paddle: '3',
    });
    expect((await onlineBid(veli, sale.lotId, asking(first))).status).toBe(200);
    const undone = await sale.act('adminHallUndo', {
      lotId: sale.lotId,
      reason: 'Üye yanlışlıkla bastığını bildirdi.',
    });
    expect(undone.status).toBe(200);
    expect(stateOf(undone).current?.leader).toEqual({ kind: 'floor', username: null, paddle: '3' });
    expect(stateOf(undone).current?.lot.currentPrice).toBe(1000);
    expect(stateOf(undone).current?.bids[0]).toMatchObject({ kind: 'online', undone: true });
    const live = await liveValue(sale.saleId);
    expect(live.calls.at(-1)).toMatchObject({ kind: 'undo' });
    expect(live.lot).toMatchObject({ leaderKind: 'floor', currentPrice: 1000 });
    const audit = await queryRows<{ action: string }>(
      test.app.db,
      sql`select action from audit_log where target_id = ${String(sale.saleId)} and action = 'hall.undo'`,
    );
    expect(audit).toHaveLength(1);
    expect((await sale.act('adminHallUndo', { lotId: sale.lotId, reason: 'x' })).status).toBe(400);
  });
});

describe('online bids', () => {
  it('holds the timed-bid rules: second factor, signature, own pigeon, leading already', async () => {
    const owner = await createSignedInMember(test.app);
    const sale = await insertHallSale(test.app.db, { lots: [1000], ownerId: owner.user.uid });
    const c = await console_(sale.saleId);
    await c.act('adminHallStart');
    const lotId = sale.lotIds[0] as number;
    await c.act('adminHallOpenLot', { lotId });
    const noToken = await callFn(test.app, ali, 'hallBid', {
      ...hallBidData(ali, lotId, 1000),
      mfaToken: '',
    });
    expect(noToken.status).toBe(403);
    const forged = await callFn(test.app, ali, 'hallBid', {
      ...hallBidData(ali, lotId, 1000),
      amount: 5000,
    });
    expect(forged.status).toBe(403);
    expect((await onlineBid(owner, lotId, 1000)).status).toBe(403);
    expect((await callFn(test.app, null, 'hallBid', hallBidData(ali, lotId, 1000))).status).toBe(
      401,
    );
    const placed = await onlineBid(ali, lotId, 1000);
    expect(placed.status).toBe(200);
    const twice = await onlineBid(ali, lotId, placed.result?.askingPrice as number);
    expect(twice.status).toBe(400);
    // The same request sent again answers the bid it made.
    const data = hallBidData(veli, lotId, placed.result?.askingPrice as number);
    const once = await callFn<HallBidResult>(test.app, veli, 'hallBid', data);
    const repeat = await callFn<HallBidResult>(test.app, veli, 'hallBid', data);
    expect(repeat.result?.bidId).toBe(once.result?.bidId);
  });

  it('absentee maximums bid at the opening and answer every bid, highest winning at the lowest price', async () => {
    const sale = await insertHallSale(test.app.db, { lots: [1000] });
    const lotId = sale.lotIds[0] as number;
    await insertAbsentee(test.app.db, lotId, ali.user.uid, 1600, new Date(Date.now() - 60_000));
    await insertAbsentee(test.app.db, lotId, veli.user.uid, 1300);
    const c = await console_(sale.saleId);
    await c.act('adminHallStart');
    await c.act('adminHallSetStep', { lotId, step: 100 });
    const opened = await c.act('adminHallOpenLot', { lotId });
    // Veli's maximum bid up in full (1.300), Ali's one step above it.
    expect(stateOf(opened).current?.lot.currentPrice).toBe(1400);
    expect(stateOf(opened).current?.leader).toMatchObject({
      kind: 'absentee',
      username: 'alikartal',
    });
    expect(stateOf(opened).current?.bids.map((b) => b.amount)).toEqual([1400, 1300]);
    // A floor bid at 1.500: Ali's maximum answers at 1.600; at 1.700 it is spent.
    const floor = await c.act('adminHallFloorBid', { lotId, amount: 1500 });
    expect(stateOf(floor).current?.lot.currentPrice).toBe(1600);
    const last = await c.act('adminHallFloorBid', { lotId, amount: 1700 });
    expect(stateOf(last).current?.leader?.kind).toBe('floor');
    const status = await callFn<HallMyStatus>(test.app, ali, 'hallMyStatus', {
      saleId: sale.saleId,
    });
    expect(status.result?.current).toMatchObject({
      standing: 'outbid',
      myTopBid: 1600,
      myMaximum: 1600,
    });
  });
  it('counts hall lots in the spending limit: led on the block and bought', async () => {
    const limited = await createSignedInMember(test.app);
    await test.app.db.execute(
      sql`update users set spending_limit = 1500 where id = ${limited.user.uid}::text`,
    );
    const sale = await openSale([1000, 1000]);
    const placed = await onlineBid(limited, sale.lotId, 1000);
    expect(placed.status).toBe(200);
    expect(await selectCommittedTotal(test.app.db, limited.user.uid)).toBe(1000);
    const state = await callFn<AdminHallState>(test.app, clerk, 'adminHallState', {
      saleId: sale.saleId,
    });
    const sold = await sale.act('adminHallSell', {
      lotId: sale.lotId,
      version: state.result?.sale.version,
    });
    expect(sold.status).toBe(200);
    expect(await selectCommittedTotal(test.app.db, limited.user.uid)).toBe(1000);
    const second = sale.lotIds[1] as number;
    await sale.act('adminHallOpenLot', { lotId: second });
    // 1.000 committed of 1.500: a bid of 1.000 on the next lot is over the limit.
    const over = await onlineBid(limited, second, 1000);
    expect(over.status).toBe(400);
    expect(over.error?.details).toMatchObject({ spendingLimit: 1500, committed: 1000 });
  });

  it('refuses a member flagged for unpaid statements, in Turkish, and changes nothing', async () => {
    const flagged = await createSignedInMember(test.app);
    await test.app.db.execute(
      sql`update users set payment_flagged_at = now(), payment_flag_reason = 'Ödenmedi'
        where id = ${flagged.user.uid}::text`,
    );
    const sale = await openSale([1000]);
    const refused = await onlineBid(flagged, sale.lotId, 1000);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(messages.bid.paymentFlagged);
    expect((await liveValue(sale.saleId)).lot).toMatchObject({ currentPrice: null, bidCount: 0 });
  });
});

describe('races', () => {
  it('a floor bid and an online bid at the same asking price: exactly one wins each step', async () => {
    const sale = await openSale([1000]);
    let price = 1000;
    let onlineLeader: SignedInMember | null = null;
    for (let round = 0; round < 50; round++) {
      const bidder: SignedInMember = onlineLeader === ali ? veli : ali;
      if (round % 10 === 0) bidder.mfaToken = await bidder.freshMfaToken();
      const [floor, online] = await Promise.all([
        sale.act('adminHallFloorBid', { lotId: sale.lotId, amount: price }),
        onlineBid(bidder, sale.lotId, price),
      ]);
      const wins = [floor.status, online.status].filter((s) => s === 200).length;
      expect(wins).toBe(1);
      const state = await callFn<AdminHallState>(test.app, clerk, 'adminHallState', {
        saleId: sale.saleId,
      });
      const next = state.result?.current?.lot.askingPrice as number;
      const loser = floor.status === 200 ? online : floor;
      expect(loser.status).toBe(400);
      expect(loser.error?.details?.askingPrice).toBe(next);
      onlineLeader = online.status === 200 ? bidder : null;
      price = next;
    }
    const standing = await queryRows<{ n: number }>(
      test.app.db,
      sql`select count(*)::int as n from hall_bids where lot_id = ${sale.lotId}::int and undone_at is null`,
    );
    expect(standing[0]?.n).toBe(50);
  });

  it('Sold pressed twice at once sells once', async () => {
    const sale = await openSale([1000]);
    const bid = await sale.act('adminHallFloorBid', {
      lotId: sale.lotId,
      amount: 1000,
      paddle: '9',
    });
    const version = stateOf(bid).sale.version;
    const answers = await Promise.all([
      sale.act('adminHallSell', { lotId: sale.lotId, version }),
      sale.act('adminHallSell', { lotId: sale.lotId, version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const calls = await queryRows<{ n: number }>(
      test.app.db,
      sql`select count(*)::int as n from hall_calls where lot_id = ${sale.lotId}::int and kind = 'sold'`,
    );
    expect(calls[0]?.n).toBe(1);
  });

  it('an online bid racing Sold: never sold below the standing bid', async () => {
    for (let round = 0; round < 10; round++) {
      const sale = await openSale([1000]);
      const bid = await sale.act('adminHallFloorBid', {
        lotId: sale.lotId,
        amount: 1000,
        paddle: '5',
      });
      const [sold, online] = await Promise.all([
        sale.act('adminHallSell', { lotId: sale.lotId, version: stateOf(bid).sale.version }),
        onlineBid(ali, sale.lotId, asking(bid)),
      ]);
      expect([sold.status, online.status]).toContain(200);
      expect(sold.status === 200 && online.status === 200).toBe(false);
      const [lot] = await queryRows<{
        status: string;
        sold_price: number | null;
        current_price: number;
      }>(
        test.app.db,
        sql`select status, sold_price, current_price from hall_lots where id = ${sale.lotId}::int`,
      );
      if (lot?.status === 'sold') expect(lot.sold_price).toBe(lot.current_price);
      else expect(online.status).toBe(200);
    }
  });
});
