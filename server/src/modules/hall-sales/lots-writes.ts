import type {
  AdminHallLotSaveData,
  AdminHallLotsAddData,
  AdminHallLotsAddResult,
  HallDone,
  SessionUser,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_SALE_LOTS_MAX, HALL_STARTING_PRICE_MAX } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { hallAbsenteeBids, hallLots } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import {
  lockAllLots,
  lockLot,
  lockPigeonsForHall,
  selectLotSale,
  writePositions,
} from './lots-repository';
import { EDITABLE_STATUSES, mustLockEditableSale, mustLockSale, touchSale } from './sales-writes';

// A sale's lots: added in order, priced, reordered and withdrawn. Positions run 1..n over the
// lots that are not withdrawn, in sale order; a withdrawn lot moves after them (its number
// frees up), so "Lot 3 / 40" always counts the lots that will be sold.

const text = messages.adminHallSales;

function checkPrice(price: number): void {
  if (!Number.isSafeInteger(price) || price < 1 || price > HALL_STARTING_PRICE_MAX) {
    throw new AppError(
      'invalid-argument',
      fill(text.priceInvalid, { max: HALL_STARTING_PRICE_MAX }),
    );
  }
}

/** Active lots in their order, then the withdrawn ones. */
function saleOrder(lots: ReadonlyArray<{ id: number; status: string }>): number[] {
  return [
    ...lots.filter((lot) => lot.status !== 'withdrawn').map((lot) => lot.id),
    ...lots.filter((lot) => lot.status === 'withdrawn').map((lot) => lot.id),
  ];
}

/**
 * `adminHallLotsAdd`: pigeons appended to the sale in the order given, each with its starting
 * price. A pigeon may not be inactive, in a running timed auction or in another unfinished hall
 * sale (this one included), nor twice in the call.
 */
export async function addLots(
  db: Db,
  user: SessionUser,
  data: AdminHallLotsAddData,
): Promise<AdminHallLotsAddResult> {
  for (const lot of data.lots) checkPrice(lot.startingPrice);
  const saleId = Number(data.saleId);
  const pigeonIds = data.lots.map((lot) => Number(lot.pigeonId));
  return db.transaction(async (tx) => {
    const sale = await mustLockEditableSale(tx, saleId);
    const lots = await lockAllLots(tx, saleId);
    const active = lots.filter((lot) => lot.status !== 'withdrawn').length;
    if (active + data.lots.length > HALL_SALE_LOTS_MAX) {
      throw new AppError(
        'failed-precondition',
        fill(text.tooManyLots, { max: HALL_SALE_LOTS_MAX }),
      );
    }
    const pigeons = await lockPigeonsForHall(tx, pigeonIds);
    const seen = new Set<number>();
    for (const id of pigeonIds) {
      const pigeon = pigeons.find((p) => p.id === id);
      if (pigeon === undefined) throw new AppError('invalid-argument', text.pigeonNotFound);
      const tag = { tag: pigeon.tagNum };
      if (seen.has(id)) throw new AppError('invalid-argument', fill(text.pigeonTwice, tag));
      seen.add(id);
      if (pigeon.active !== 1) {
        throw new AppError('invalid-argument', fill(text.pigeonInactive, tag));
      }
      if (pigeon.inAuction) {
        throw new AppError('failed-precondition', fill(text.pigeonInAuction, tag));
      }
      if (pigeon.hallSaleTitle !== null) {
        throw new AppError(
          'failed-precondition',
          fill(text.pigeonInHallSale, { ...tag, title: pigeon.hallSaleTitle }),
        );
      }
    }
    // New lots take places after every existing one, then the order is written back.
    const top = lots.reduce((max, lot) => Math.max(max, lot.position), 0);
    const inserted = await tx
      .insert(hallLots)
      .values(
        data.lots.map((lot, index) => ({
          saleId,
          position: top + index + 1,
          pigeonId: Number(lot.pigeonId),
          startingPrice: lot.startingPrice,
        })),
      )
      .returning({ id: hallLots.id, position: hallLots.position });
    const ids = [...inserted].sort((a, b) => a.position - b.position).map((row) => row.id);
    const existing = saleOrder(lots);
    await writePositions(tx, saleId, [
      ...existing.slice(0, active),
      ...ids,
      ...existing.slice(active),
    ]);
    await touchSale(tx, saleId);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'hall-sale.lots-add',
      targetType: 'hall-sale',
      targetId: saleId,
      summary: fill(text.auditLotsAdd, { title: sale.title, count: ids.length }),
      after: {
        lots: data.lots.map((lot, index) => ({
          lotId: ids[index],
          pigeonId: Number(lot.pigeonId),
          startingPrice: lot.startingPrice,
        })),
      },
    });
    return { ids: ids.map(String) };
  });
}

/** Locks the lot's sale, then the lot; not found when either is missing. */
async function lockSaleAndLot(tx: Db, lotId: number) {
  const saleId = await selectLotSale(tx, lotId);
  if (saleId === undefined) throw new AppError('not-found', text.lotNotFound);
  const sale = await mustLockSale(tx, saleId);
  const lot = await lockLot(tx, lotId);
  if (lot === undefined) throw new AppError('not-found', text.lotNotFound);
  return { sale, lot };
}

/**
 * `adminHallLotSave`: a waiting lot's starting price (until the sale ends) and its place in the
 * order (only before the sale starts; the others move to make room).
 */
export async function saveLot(
  db: Db,
  user: SessionUser,
  data: AdminHallLotSaveData,
): Promise<HallDone> {
  if (data.startingPrice === undefined && data.position === undefined) {
    throw new AppError('invalid-argument', text.nothingToSave);
  }
  if (data.startingPrice !== undefined) checkPrice(data.startingPrice);
  const lotId = Number(data.lotId);
  return db.transaction(async (tx) => {
    const { sale, lot } = await lockSaleAndLot(tx, lotId);
    if (sale.status === 'ended' || lot.status !== 'waiting') {
      throw new AppError('failed-precondition', text.lotNotWaiting);
    }
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    if (data.position !== undefined) {
      if (!EDITABLE_STATUSES.includes(sale.status)) {
        throw new AppError('failed-precondition', text.reorderClosed);
      }
      const lots = await lockAllLots(tx, sale.id);
      const order = saleOrder(lots);
      const active = lots.filter((l) => l.status !== 'withdrawn').length;
      if (!Number.isSafeInteger(data.position) || data.position < 1 || data.position > active) {
        throw new AppError('invalid-argument', fill(text.positionInvalid, { max: active }));
      }
      const rest = order.filter((id) => id !== lotId);
      rest.splice(data.position - 1, 0, lotId);
      await writePositions(tx, sale.id, rest);
      before.position = lot.position;
      after.position = data.position;
    }
    if (data.startingPrice !== undefined) {
      await tx
        .update(hallLots)
        .set({ startingPrice: data.startingPrice })
        .where(eq(hallLots.id, lotId));
      before.startingPrice = lot.startingPrice;
      after.startingPrice = data.startingPrice;
    }
    await touchSale(tx, sale.id);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'hall-sale.lot-save',
      targetType: 'hall-sale',
      targetId: sale.id,
      summary: fill(text.auditLotSave, {
        title: sale.title,
        position: after.position ?? lot.position,
        tag: lot.tagNum,
      }),
      before: { lotId, ...before },
      after: { lotId, ...after },
    });
    return { ok: true };
  });
}

/**
 * `adminHallLotWithdraw`: a lot still waiting its turn leaves the sale (before the start or while
 * it runs); the lots after it move up, and its absentee maximums go with it.
 */
export async function withdrawLot(db: Db, user: SessionUser, lotId: number): Promise<HallDone> {
  return db.transaction(async (tx) => {
    const { sale, lot } = await lockSaleAndLot(tx, lotId);
    if (sale.status === 'ended' || lot.status !== 'waiting') {
      throw new AppError('failed-precondition', text.lotNotWaiting);
    }
    await tx.update(hallLots).set({ status: 'withdrawn' }).where(eq(hallLots.id, lotId));
    await tx.delete(hallAbsenteeBids).where(eq(hallAbsenteeBids.lotId, lotId));
    const lots = await lockAllLots(tx, sale.id);
    await writePositions(tx, sale.id, saleOrder(lots));
    await touchSale(tx, sale.id);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'hall-sale.lot-withdraw',
      targetType: 'hall-sale',
      targetId: sale.id,
      summary: fill(text.auditLotWithdraw, { title: sale.title, tag: lot.tagNum }),
      before: { lotId, status: 'waiting', position: lot.position },
      after: { lotId, status: 'withdrawn' },
    });
    return { ok: true };
  });
}
