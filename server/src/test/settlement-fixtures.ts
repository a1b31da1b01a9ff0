import type { BuyerStatementView, SaleSettlement } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { AuctionStatus, auctions, hallLots, hallSales } from '../db/schema';
import { insertAuction, insertBidHistory, insertContainer, insertPigeon } from './auction-fixtures';
import { ApiClient, createSignedInStaff } from './auth-fixtures';
import { insertHallSale } from './hall-fixtures';

/** Finished sales for the settlement tests (issue 33), written straight into the tables. */

/** The buyer statement of member `uid` in group `groupId`, as the console reads it. */
export async function buyerStatementIn(
  clerk: ApiClient,
  groupId: number,
  uid: string,
): Promise<BuyerStatementView> {
  const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
    kind: 'group',
    id: String(groupId),
  });
  const id = sale.buyers.find((b) => b.buyer.uid === uid)?.id;
  return clerk.ok<BuyerStatementView>('adminBuyerStatement', { id });
}

/** A clerk's and an accountant's console clients: who the settlement's calls are for. */
export async function settlementStaff(
  app: FastifyInstance,
): Promise<{ clerk: ApiClient; accountant: ApiClient }> {
  const as = async (role: 'clerk' | 'accountant') =>
    new ApiClient(app, { cookie: (await createSignedInStaff(app, { roles: [role] })).cookie });
  return { clerk: await as('clerk'), accountant: await as('accountant') };
}

export interface TimedLot {
  sellerId: string;
  /** The winner and the hammer price in whole lira; none: unsold (no bids). */
  buyerId?: string;
  amount?: number;
  name?: string;
  status?: number;
  /** Bids by others before the winning one, lowest first (whole lira). */
  underbids?: Array<{ userId: string; amount: number }>;
}

const day = 86_400_000;

/** A sealed timed lot (its bids written as history), optionally inside group `parentId`. */
export async function insertTimedLot(
  db: Db,
  lot: TimedLot,
  options: { parentId?: number | null; endedAt: number },
): Promise<number> {
  const pigeonId = await insertPigeon(db, { ownerId: lot.sellerId });
  const id = await insertAuction(db, {
    pigeonId,
    parentId: options.parentId ?? null,
    startingBid: Math.min(100, lot.amount ?? 100),
    endingTime: options.endedAt,
    status: lot.status ?? AuctionStatus.sealed,
    ...(lot.name === undefined ? {} : { name: lot.name }),
  });
  if (lot.buyerId !== undefined && lot.amount !== undefined) {
    const earlier = (lot.underbids ?? []).map((bid, index, all) => ({
      ...bid,
      on: options.endedAt - day - (all.length - index) * 60_000,
    }));
    await insertBidHistory(db, id, [
      ...earlier,
      { userId: lot.buyerId, amount: lot.amount, on: options.endedAt - day },
    ]);
  }
  return id;
}

/** A finished group (final container) of sealed lots; returns its id and the lots' ids. */
export async function insertFinishedGroup(
  db: Db,
  name: string,
  lots: readonly TimedLot[],
  endedAt = Date.now() - day,
): Promise<{ groupId: number; lotIds: number[] }> {
  const groupId = await insertContainer(db, { name, isFinalContainer: true, expiry: endedAt });
  const lotIds: number[] = [];
  for (const lot of lots)
    lotIds.push(await insertTimedLot(db, lot, { parentId: groupId, endedAt }));
  return { groupId, lotIds };
}

export interface HallLotOutcome {
  price: number;
  buyerId?: string;
  paddle?: string;
  /** Default: sold when a buyer or paddle is given, passed otherwise. */
  status?: 'sold' | 'passed' | 'withdrawn';
}

/** An ended hall sale whose lots of `ownerId` were sold or passed as given. */
export async function insertEndedHallSale(
  db: Db,
  title: string,
  ownerId: string,
  lots: readonly HallLotOutcome[],
): Promise<{ saleId: number; lotIds: number[] }> {
  const { saleId, lotIds } = await insertHallSale(db, {
    title,
    ownerId,
    lots: lots.map((lot) => lot.price),
  });
  for (const [index, lot] of lots.entries()) {
    const sold = lot.buyerId !== undefined || lot.paddle !== undefined;
    await db
      .update(hallLots)
      .set({
        status: lot.status ?? (sold ? 'sold' : 'passed'),
        soldPrice: sold ? lot.price : null,
        currentPrice: lot.price,
        buyerId: lot.buyerId ?? null,
        buyerPaddle: lot.paddle ?? null,
        closedAt: new Date(Date.now() - day),
      })
      .where(eq(hallLots.id, lotIds[index] as number));
  }
  await db.update(hallSales).set({ status: 'ended' }).where(eq(hallSales.id, saleId));
  return { saleId, lotIds };
}

/** Puts a timed lot back to running (a group with a running lot is not over). */
export async function reopenLot(db: Db, id: number): Promise<void> {
  await db
    .update(auctions)
    .set({ status: AuctionStatus.ongoing, sealed: false })
    .where(eq(auctions.id, id));
}
