import { fill, messages } from '@kanat/shared/i18n/full';
import { normalizeTagNum } from '@kanat/shared/rules';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeons } from '../../db/schema';
import { AppError } from '../../errors';
import { livePaths, publishLive } from '../live';
import { type PictureValues, writePictures } from './admin-pigeon-pictures';

// Writing pigeon rows: the serial and ring number kept unique, for the console's form and for
// an accepted sale request alike.

const text = messages.adminPigeons.server;

export type PigeonRow = typeof pigeons.$inferSelect;

/**
 * The pigeon, locked for the caller's transaction (a save of its races, pedigree or videos
 * waits for another); not found when there is no such pigeon.
 */
export async function lockPigeon(tx: Db, id: number): Promise<{ id: number; tagNum: string }> {
  const [pigeon] = await tx
    .select({ id: pigeons.id, tagNum: pigeons.tagNum })
    .from(pigeons)
    .where(eq(pigeons.id, id))
    .for('update');
  if (pigeon === undefined) throw new AppError('not-found', text.pigeonNotFound);
  return pigeon;
}

export async function nextFreeSerial(db: Db): Promise<number> {
  const [row] = await db
    .select({ serial: sql<number>`coalesce(max(${pigeons.serial}), 0)::int + 1` })
    .from(pigeons);
  return row?.serial ?? 1;
}

/** A pigeon other than `exceptId` (null: any pigeon) that `match` finds, if there is one. */
async function otherPigeon(
  db: Db,
  match: SQL,
  exceptId: number | null,
): Promise<{ serial: number } | undefined> {
  const [other] = await db
    .select({ serial: pigeons.serial })
    .from(pigeons)
    .where(exceptId === null ? match : and(match, ne(pigeons.id, exceptId)));
  return other;
}

/** The ring number, checked and tidied; refuses one already on another pigeon. */
export async function checkedTag(db: Db, input: string, exceptId: number | null): Promise<string> {
  const tagNum = normalizeTagNum(input);
  const other = await otherPigeon(db, eq(pigeons.tagNum, tagNum), exceptId);
  if (other !== undefined) {
    throw new AppError('already-exists', fill(text.tagTaken, { serial: other.serial }), {
      fields: { tagNum: fill(text.tagTaken, { serial: other.serial }) },
    });
  }
  return tagNum;
}

export async function checkedSerial(
  db: Db,
  serial: number,
  exceptId: number | null,
): Promise<number> {
  if ((await otherPigeon(db, eq(pigeons.serial, serial), exceptId)) !== undefined) {
    const message = fill(text.serialTaken, { next: await nextFreeSerial(db) });
    throw new AppError('already-exists', message, { fields: { serial: message } });
  }
  return serial;
}

/**
 * A pigeon to insert: its columns (those with a default may be left out), `serial` null for
 * the next free one, `active` a boolean, and its pictures in order.
 */
export type NewPigeon = Omit<
  typeof pigeons.$inferInsert,
  'id' | 'serial' | 'active' | 'createdAt' | 'updatedAt'
> & {
  serial: number | null;
  active: boolean;
  pictures: readonly PictureValues[];
};

/** Inserts a pigeon with its pictures (all checks done by the caller but uniqueness). */
export async function insertPigeonRecord(tx: Db, pigeon: NewPigeon): Promise<PigeonRow> {
  const { serial: wanted, tagNum: typed, active, pictures, ...columns } = pigeon;
  const tagNum = await checkedTag(tx, typed, null);
  const serial = wanted === null ? await nextFreeSerial(tx) : await checkedSerial(tx, wanted, null);
  const [row] = await tx
    .insert(pigeons)
    .values({ ...columns, serial, tagNum, active: active ? 1 : 0 })
    .returning();
  if (row === undefined) throw new AppError('internal');
  await writePictures(tx, row.id, pictures);
  // A page may already watch the new id (its value was null until now).
  await publishLive(tx, livePaths.pigeon(row.id));
  return row;
}
