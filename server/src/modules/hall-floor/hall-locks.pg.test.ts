import type { AdminHallChange, HallBidResult } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { hallAskingPrice } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connection';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callFn, hallBidData, insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

// An action locks its sale and its lot in one statement. A statement that waited for the
// sale's lock reads the sale and the lot as their holder committed them, but the rows joined
// to them (the standing bid and its member) as they were when it started: these races check
// that the action then decides on the standing bid the holder left (PostgreSQL: concurrent
// transactions on separate connections).

let test: TestApp;
let clerk: SignedInMember;
let ali: SignedInMember;

beforeAll(async () => {
  test = await createTestApp();
  clerk = await createSignedInStaff(test.app, { roles: ['clerk'] });
  ali = await createSignedInMember(test.app, { username: 'alikartal' });
}, setupTimeout);

afterAll(async () => {
  await test?.close();
});

/** A running sale with its lot on the block, and the clerk's console on it. */
async function openSale() {
  const sale = await insertHallSale(test.app.db, { lots: [1000] });
  const lotId = sale.lotIds[0] as number;
  const taken = await callFn<{ leaseToken: string }>(test.app, clerk, 'adminHallLeaseTake', {
    saleId: sale.saleId,
  });
  const leaseToken = (taken.result as { leaseToken: string }).leaseToken;
  const act = (name: string, data: Record<string, unknown> = {}) =>
    callFn<{ state: AdminHallChange }>(test.app, clerk, name, {
      saleId: sale.saleId,
      leaseToken,
      ...data,
    });
  expect((await act('adminHallStart')).status).toBe(200);
  expect((await act('adminHallOpenLot', { lotId })).status).toBe(200);
  return { saleId: sale.saleId, lotId, act };
}

/**
 * Runs `during` while another transaction holds the sale's lock and has made `member` the
 * lot's leader at `amount` (as an online bid does); commits once `during`'s action waits.
 */
async function whileLeaderChanges<T>(
  sale: { saleId: number; lotId: number },
  member: SignedInMember,
  amount: number,
  during: () => Promise<T>,
): Promise<T> {
  let action: Promise<T> | undefined;
  await test.app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from hall_sales where id = ${sale.saleId}::int for update`);
    await tx.execute(
      sql`with bid as (insert into hall_bids (lot_id, amount, kind, user_id)
            values (${sale.lotId}::int, ${amount}::int, 'online', ${member.user.uid}::text)
            returning id)
          update hall_lots set current_price = ${amount}::int, bid_count = bid_count + 1,
            leading_bid_id = (select id from bid)
          where id = ${sale.lotId}::int`,
    );
    await tx.execute(
      sql`update hall_sales set version = version + 1 where id = ${sale.saleId}::int`,
    );
    action = during();
    // Commit only once the action waits for the sale's lock.
    for (;;) {
      const [row] = await queryRows<{ waiting: number }>(
        test.app.db,
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return action as Promise<T>;
}

describe('an action that waited for the sale’s lock (PostgreSQL)', () => {
  it('sees the standing bid committed meanwhile: a member does not bid over themself', async () => {
    const sale = await openSale();
    const next = hallAskingPrice({ startingPrice: 1000, currentPrice: 1000, stepOverride: null });
    const answer = await whileLeaderChanges(sale, ali, 1000, () =>
      callFn<HallBidResult>(test.app, ali, 'hallBid', hallBidData(ali, sale.lotId, next)),
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe(messages.hallFloor.alreadyLeading);
    const [lot] = await queryRows<{ bid_count: number; current_price: number }>(
      test.app.db,
      sql`select bid_count, current_price from hall_lots where id = ${sale.lotId}::int`,
    );
    expect(lot).toEqual({ bid_count: 1, current_price: 1000 });
  });

  it('a clerk’s Sold waited for sells to the member who leads now, at their price', async () => {
    const sale = await openSale();
    const floor = await sale.act('adminHallFloorBid', { lotId: sale.lotId, amount: 1000 });
    expect(floor.status).toBe(200);
    const next = (floor.result as { state: AdminHallChange }).state.current?.lot
      .askingPrice as number;
    // The clerk presses Sold on the version they saw; a member's bid came in just before.
    const version = (floor.result as { state: AdminHallChange }).state.sale.version;
    const sold = await whileLeaderChanges(sale, ali, next, () =>
      sale.act('adminHallSell', { lotId: sale.lotId, version: version + 1 }),
    );
    expect(sold.status).toBe(200);
    const [lot] = await queryRows<{ status: string; sold_price: number; buyer_id: string | null }>(
      test.app.db,
      sql`select status, sold_price, buyer_id from hall_lots where id = ${sale.lotId}::int`,
    );
    expect(lot).toEqual({ status: 'sold', sold_price: next, buyer_id: ali.user.uid });
  });
});
