import type {
  AdminHallSaleSaveData,
  AdminHallSaleSaveResult,
  HallDone,
  SessionUser,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { validateHallVideoUrl } from '@kanat/shared/rules';
import type { HallSaleStatus } from '@kanat/shared/tables';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { hallSales } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { lockActiveLots, lockSale } from './sales-repository';

const text = messages.adminHallSales;

export const HALL_TITLE_MAX_LENGTH = 120;
export const HALL_PLACE_MAX_LENGTH = 200;

/** A sale's catalogue may change only before it starts. */
export const EDITABLE_STATUSES: readonly HallSaleStatus[] = ['draft', 'scheduled'];

export const saleNotFound = () => new AppError('not-found', text.saleNotFound);

/** The sale, locked; not found unless it exists. */
export async function mustLockSale(tx: Db, id: number) {
  const sale = await lockSale(tx, id);
  if (sale === undefined) throw saleNotFound();
  return sale;
}

/** The sale, locked, refused unless its catalogue may still change. */
export async function mustLockEditableSale(tx: Db, id: number) {
  const sale = await mustLockSale(tx, id);
  if (!EDITABLE_STATUSES.includes(sale.status)) {
    throw new AppError('failed-precondition', text.notEditable);
  }
  return sale;
}

/** Every change a screen shows bumps the sale's version (the live state's). */
export async function touchSale(tx: Db, id: number): Promise<void> {
  await tx
    .update(hallSales)
    .set({ version: sql`${hallSales.version} + 1`, updatedAt: sql`now()` })
    .where(eq(hallSales.id, id));
}

function checkFields(data: AdminHallSaleSaveData) {
  const title = data.title.trim();
  const place = data.place.trim();
  if (title === '' || title.length > HALL_TITLE_MAX_LENGTH) {
    throw new AppError(
      'invalid-argument',
      fill(text.titleRequired, { max: HALL_TITLE_MAX_LENGTH }),
    );
  }
  if (place === '' || place.length > HALL_PLACE_MAX_LENGTH) {
    throw new AppError(
      'invalid-argument',
      fill(text.placeRequired, { max: HALL_PLACE_MAX_LENGTH }),
    );
  }
  const problem = validateHallVideoUrl(data.videoUrl ?? '');
  if (problem !== null) throw new AppError('invalid-argument', problem);
  const videoUrl = (data.videoUrl ?? '').trim();
  return {
    title,
    place,
    startsAt: new Date(data.startsAt),
    videoUrl: videoUrl === '' ? null : videoUrl,
    lotsBeforeStart: data.lotsBeforeStart ?? true,
  };
}

/**
 * `adminHallSaleSave`: creates a draft sale (starting in the future), or edits one that has not
 * started (draft or scheduled; a new start must be in the future too).
 */
export async function saveSale(
  db: Db,
  user: SessionUser,
  data: AdminHallSaleSaveData,
): Promise<AdminHallSaleSaveResult> {
  const fields = checkFields(data);
  const actor = auditActorOf(user);
  return db.transaction(async (tx) => {
    if (data.saleId === undefined) {
      if (data.startsAt <= Date.now()) {
        throw new AppError('invalid-argument', text.startsInPast);
      }
      const [created] = await tx
        .insert(hallSales)
        .values({ ...fields, status: 'draft', createdBy: user.uid })
        .returning({ id: hallSales.id });
      if (created === undefined) throw new Error('hall sale not created');
      await recordAudit(tx, {
        actor,
        action: 'hall-sale.create',
        targetType: 'hall-sale',
        targetId: created.id,
        summary: fill(text.auditCreate, { title: fields.title }),
        after: { ...fields, startsAt: data.startsAt },
      });
      return { saleId: String(created.id) };
    }
    const id = Number(data.saleId);
    const sale = await mustLockEditableSale(tx, id);
    if (data.startsAt !== sale.startsAt.getTime() && data.startsAt <= Date.now()) {
      throw new AppError('invalid-argument', text.startsInPast);
    }
    await tx.update(hallSales).set(fields).where(eq(hallSales.id, id));
    await touchSale(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'hall-sale.update',
      targetType: 'hall-sale',
      targetId: id,
      summary: fill(text.auditUpdate, { title: fields.title }),
      before: {
        title: sale.title,
        place: sale.place,
        startsAt: sale.startsAt.getTime(),
        videoUrl: sale.videoUrl,
        lotsBeforeStart: sale.lotsBeforeStart,
      },
      after: { ...fields, startsAt: data.startsAt },
    });
    return { saleId: String(id) };
  });
}

/** `adminHallSalePublish`: a draft with at least one lot becomes scheduled (public). */
export async function publishSale(db: Db, user: SessionUser, saleId: number): Promise<HallDone> {
  return db.transaction(async (tx) => {
    const sale = await mustLockSale(tx, saleId);
    if (sale.status !== 'draft') throw new AppError('failed-precondition', text.notDraft);
    const lots = await lockActiveLots(tx, saleId);
    if (lots.length === 0) throw new AppError('failed-precondition', text.noLots);
    await tx.update(hallSales).set({ status: 'scheduled' }).where(eq(hallSales.id, saleId));
    await touchSale(tx, saleId);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'hall-sale.publish',
      targetType: 'hall-sale',
      targetId: saleId,
      summary: fill(text.auditPublish, { title: sale.title }),
      before: { status: 'draft' },
      after: { status: 'scheduled' },
    });
    return { ok: true };
  });
}
