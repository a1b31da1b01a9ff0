import type {
  AdminAuctionSaveData,
  AdminLotRow,
  AdminLotsAddData,
  SessionUser,
} from '@kanat/shared/contracts';
import { maxStartingBid } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { reserveChangeAfterBids, validateReservePrice } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AuctionStatus, auctions } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLiveMany } from '../live';
import { countLots, selectGroup } from './admin-groups-repository';
import { lockAuction, lockPigeons, selectLot } from './admin-lots-repository';
import {
  lockContainers,
  recomputeSummary,
  selectChainsDeepestFirst,
} from './containers-repository';

const text = messages.adminAuctions;

function checkPrice(price: number): void {
  if (price < 0 || price > maxStartingBid) {
    throw new AppError('invalid-argument', text.priceInvalid);
  }
}

/** Recomputes the summaries of the group and those above it and tells the live stream. */
export async function refreshGroup(
  tx: Db,
  groupId: number | null,
  auctionIds: number[],
): Promise<void> {
  const chain = groupId === null ? [] : await selectChainsDeepestFirst(tx, [groupId]);
  await lockContainers(tx, chain);
  for (const id of chain) await recomputeSummary(tx, id);
  await publishLiveMany(tx, [
    ...auctionIds.map((id) => livePaths.auction(id)),
    ...chain.map((id) => livePaths.containerSummary(id)),
  ]);
}

export async function mustFindLot(db: Db, id: number): Promise<AdminLotRow> {
  const lot = await selectLot(db, id);
  if (lot === undefined) throw new AppError('not-found', text.lotNotFound);
  return lot;
}

/**
 * `adminLotsAdd`: one or several auctions at once, each from a pigeon with its starting price.
 * In a group, lot k (counting the lots already there) ends at the group's end plus k times its
 * interval; without a group, every lot takes the start and end given in the call.
 */
export async function addLots(
  db: Db,
  user: SessionUser,
  data: AdminLotsAddData,
): Promise<{ ids: string[] }> {
  const now = Date.now();
  const pigeonIds = data.lots.map((lot) => Number(lot.pigeonId));
  for (const lot of data.lots) checkPrice(lot.startingBid);
  return db.transaction(async (tx) => {
    const pigeons = await lockPigeons(tx, pigeonIds);
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
      if (pigeon.runningAuctionIds.length > 0) {
        throw new AppError('failed-precondition', fill(text.pigeonBusy, tag));
      }
      if (pigeon.hallSaleTitle !== null) {
        throw new AppError(
          'failed-precondition',
          fill(text.pigeonInHallSale, { ...tag, title: pigeon.hallSaleTitle }),
        );
      }
    }

    let schedule: (index: number) => { startedOn: number; endingTime: number };
    let groupId: number | null = null;
    let groupName = '';
    if (data.groupId !== null) {
      const group = await selectGroup(tx, Number(data.groupId));
      if (group === undefined) throw new AppError('not-found', text.groupNotFound);
      if (!group.isFinalContainer) throw new AppError('invalid-argument', text.groupNotFinal);
      if (group.isArchive) throw new AppError('invalid-argument', text.groupArchived);
      const first = await countLots(tx, group.id);
      const stepMs = (group.staggerSeconds ?? 0) * 1000;
      schedule = (index) => ({
        startedOn: group.startedOn,
        endingTime: group.endingTime + (first + index) * stepMs,
      });
      groupId = group.id;
      groupName = group.name;
    } else {
      const { startedOn, endingTime } = data;
      if (startedOn === undefined || endingTime === undefined) {
        throw new AppError('invalid-argument', text.openScheduleRequired);
      }
      if (endingTime <= startedOn) throw new AppError('invalid-argument', text.endBeforeStart);
      schedule = () => ({ startedOn, endingTime });
    }
    if (schedule(0).endingTime <= now) throw new AppError('invalid-argument', text.endInPast);

    const rows = data.lots.map((lot, index) => {
      const pigeon = pigeons.find((p) => p.id === Number(lot.pigeonId));
      // The lot takes the pigeon's name by default, else its ring number.
      const name = lot.name?.trim() || pigeon?.name || (pigeon?.tagNum ?? '');
      const { startedOn, endingTime } = schedule(index);
      return {
        name,
        description: lot.description?.trim() ?? pigeon?.description ?? '',
        pigeonId: Number(lot.pigeonId),
        parentId: groupId,
        status: AuctionStatus.ongoing,
        startingBid: lot.startingBid,
        currentAmount: lot.startingBid,
        startedOn,
        endingTime,
        expiry: endingTime,
      };
    });
    const inserted = await tx.insert(auctions).values(rows).returning({ id: auctions.id });
    for (const [index, row] of inserted.entries()) {
      const values = rows[index];
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'auction.create',
        targetType: 'auction',
        targetId: row.id,
        summary: fill(text.auditLotsAdd, { count: 1, name: values?.name ?? '' }),
        before: null,
        after: { ...values, group: groupName || null },
      });
    }
    const ids = inserted.map((row) => row.id);
    await refreshGroup(tx, groupId, ids);
    return { ids: ids.map(String) };
  });
}

type AuctionFields = Pick<
  typeof auctions.$inferSelect,
  'name' | 'description' | 'startingBid' | 'endingTime' | 'pigeonId' | 'reservePrice'
>;

/**
 * `adminAuctionSave`: free editing until the first bid, afterwards the description only. The
 * check and the change run with the auction's row locked, so a bid either lands before (and
 * the edit is refused) or after (on the edited auction).
 */
export async function saveAuction(
  db: Db,
  user: SessionUser,
  data: AdminAuctionSaveData,
): Promise<{ lot: AdminLotRow }> {
  const id = Number(data.id);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const row = await lockAuction(tx, id);
    if (row === undefined) throw new AppError('not-found', text.lotNotFound);
    const wanted: Partial<AuctionFields> = {};
    if (data.name !== undefined) {
      const name = data.name.trim();
      if (name === '') throw new AppError('invalid-argument', text.nameRequired);
      if (name !== row.name) wanted.name = name;
    }
    if (data.description !== undefined && data.description.trim() !== row.description) {
      wanted.description = data.description.trim();
    }
    if (data.startingBid !== undefined) checkPrice(data.startingBid);
    if (data.startingBid !== undefined && data.startingBid !== row.startingBid) {
      wanted.startingBid = data.startingBid;
    }
    if (data.endingTime !== undefined && data.endingTime !== row.endingTime) {
      wanted.endingTime = data.endingTime;
    }
    if (data.pigeonId !== undefined && Number(data.pigeonId) !== row.pigeonId) {
      wanted.pigeonId = Number(data.pigeonId);
    }
    const typedReserve = data.reservePrice;
    if (
      typedReserve !== undefined &&
      typedReserve !== null &&
      (typeof typedReserve !== 'number' || !Number.isInteger(typedReserve))
    ) {
      throw new AppError('invalid-argument', reserveTexts.invalid);
    }
    const reserve = typedReserve as number | null | undefined;
    if (reserve !== undefined && reserve !== row.reservePrice) {
      // The reserve may move after bids too, but only down (the shared rules).
      if (row.status !== AuctionStatus.ongoing) {
        throw new AppError('failed-precondition', reserveTexts.afterEnd);
      }
      const problem =
        validateReservePrice(reserve, wanted.startingBid ?? row.startingBid) ??
        (row.bidCount > 0 ? reserveChangeAfterBids(row.reservePrice, reserve) : null);
      if (problem !== null) throw new AppError('invalid-argument', problem);
      wanted.reservePrice = reserve;
    } else if (wanted.startingBid !== undefined && row.reservePrice !== null) {
      const problem = validateReservePrice(row.reservePrice, wanted.startingBid);
      if (problem !== null) throw new AppError('invalid-argument', problem);
    }
    const locked = Object.keys(wanted).filter(
      (key) => key !== 'description' && key !== 'reservePrice',
    );
    if (row.status === AuctionStatus.cancelled) {
      throw new AppError('failed-precondition', text.lotNotOngoing);
    }
    if (locked.length > 0) {
      if (row.bidCount > 0) throw new AppError('failed-precondition', text.lotLocked);
      if (row.status !== AuctionStatus.ongoing) {
        throw new AppError('failed-precondition', text.lotNotOngoing);
      }
    }
    if (Object.keys(wanted).length === 0) return;

    if (wanted.endingTime !== undefined) {
      if (wanted.endingTime <= row.startedOn) {
        throw new AppError('invalid-argument', text.endBeforeStart);
      }
      if (wanted.endingTime <= now) throw new AppError('invalid-argument', text.endInPast);
    }
    if (wanted.pigeonId !== undefined) {
      const [pigeon] = await lockPigeons(tx, [wanted.pigeonId]);
      if (pigeon === undefined) throw new AppError('invalid-argument', text.pigeonNotFound);
      if (pigeon.active !== 1) {
        throw new AppError('invalid-argument', fill(text.pigeonInactive, { tag: pigeon.tagNum }));
      }
      if (pigeon.runningAuctionIds.some((other) => other !== id)) {
        throw new AppError('failed-precondition', fill(text.pigeonBusy, { tag: pigeon.tagNum }));
      }
      if (pigeon.hallSaleTitle !== null) {
        throw new AppError(
          'failed-precondition',
          fill(text.pigeonInHallSale, { tag: pigeon.tagNum, title: pigeon.hallSaleTitle }),
        );
      }
    }

    await tx
      .update(auctions)
      .set({
        ...wanted,
        ...(wanted.startingBid === undefined ? {} : { currentAmount: wanted.startingBid }),
        ...(wanted.endingTime === undefined ? {} : { expiry: wanted.endingTime }),
        updatedAt: new Date(),
      })
      .where(eq(auctions.id, id));
    const before = Object.fromEntries(
      Object.keys(wanted).map((key) => [key, row[key as keyof AuctionFields]]),
    );
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'auction.edit',
      targetType: 'auction',
      targetId: id,
      summary: fill(text.auditLotEdit, { name: wanted.name ?? row.name }),
      before,
      after: wanted,
    });
    await refreshGroup(tx, wanted.endingTime === undefined ? null : row.parentId, [id]);
  });
  return { lot: await mustFindLot(db, id) };
}
