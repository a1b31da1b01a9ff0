import type {
  AdminPigeonAuction,
  AdminPigeonDetail,
  AdminPigeonSaveData,
  AdminPigeonsListData,
  AdminPigeonsListResult,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { isClean, normalizeTagNum, validatePigeonForm } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { auctionContainers, auctions, pigeons, saleRequests, users } from '../../db/schema';
import { foldSearchText } from '../../db/schema/text-search';
import { AppError, invalidFields } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import { matchesText } from '../../lib/search-text';
import { likePrefix } from '../auctions';
import { auditActorOf, recordAudit } from '../audit';
import { isUniqueViolation } from '../auth';
import { livePaths, publishLive } from '../live';
import type { MediaLibrary } from '../media';
import { findOwner, ownerHasAccount, ownerView } from './admin-owners-service';
import {
  isSeedKey,
  type PictureValues,
  photoView,
  pictureFromMedia,
  pictureKey,
  selectPictures,
  writePictures,
} from './admin-pigeon-pictures';

const text = messages.adminPigeons.server;
const pageSize = 30;
const ordering = 'serial:desc';

type PigeonRow = typeof pigeons.$inferSelect;

// ---- list -------------------------------------------------------------------------------

interface ListRecord {
  id: number;
  serial: number;
  tagNum: string;
  state: string;
  active: number;
  ownerId: string;
  ownerName: string | null;
  ownerPhone: string | null;
  coverUrl: string | null;
  photoCount: number;
}

/** Newest serial first. `q` matches a serial, a ring number prefix or words of the owner's name. */
export async function listAdminPigeons(
  db: Db,
  data: AdminPigeonsListData,
): Promise<AdminPigeonsListResult> {
  const after = readKeysetCursor(data.cursor ?? null, ordering, 'number');
  const where: SQL[] = [];
  if (after !== null) where.push(sql`p.serial < ${after.value}`);
  if (data.ownerId !== undefined) where.push(sql`p.owner_id = ${data.ownerId}`);
  if (data.active !== undefined) where.push(sql`p.active = ${data.active ? 1 : 0}`);
  const q = data.q?.trim() ?? '';
  if (q !== '') {
    const any: SQL[] = [];
    if (/^\d{1,9}$/.test(q)) any.push(sql`p.serial = ${Number(q)}`);
    const tag = q
      .toLocaleUpperCase('tr-TR')
      .replace(/İ/g, 'I')
      .replace(/[\s./]+/g, '-');
    any.push(sql`p.tag_num like ${likePrefix(tag)}`);
    if (/[a-z]/.test(foldSearchText(q))) {
      any.push(
        sql`p.owner_id in (select ${users.id} from ${users} where ${matchesText(users.fullname, q)})`,
      );
    }
    where.push(sql`(${sql.join(any, sql` or `)})`);
  }
  const records = await queryRows<ListRecord>(
    db,
    sql`
      select p.id, p.serial, p.tag_num as "tagNum", p.state, p.active, p.owner_id as "ownerId",
        u.fullname as "ownerName", u.phone_number as "ownerPhone",
        (select coalesce(pp.thumb_url, pp.url) from pigeon_pictures pp
          where pp.pigeon_id = p.id order by pp.position limit 1) as "coverUrl",
        (select count(*)::int from pigeon_pictures pp where pp.pigeon_id = p.id) as "photoCount"
      from pigeons p
      join users u on u.id = p.owner_id
      where ${where.length === 0 ? sql`true` : sql.join(where, sql` and `)}
      order by p.serial desc
      limit ${pageSize + 1}`,
  );
  const { rows, next } = keysetPage(records, pageSize, ordering, (last) => ({
    value: last.serial,
    id: last.id,
  }));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      serial: row.serial,
      tagNum: row.tagNum,
      state: row.state,
      active: row.active === 1,
      ownerId: row.ownerId,
      ownerName: row.ownerName ?? '',
      ownerHasAccount: ownerHasAccount(row.ownerId, row.ownerPhone),
      coverUrl: row.coverUrl,
      photoCount: row.photoCount,
    })),
    next,
  };
}

// ---- detail -----------------------------------------------------------------------------

export async function getAdminPigeon(
  db: Db,
  media: MediaLibrary,
  id: number,
): Promise<AdminPigeonDetail> {
  const [row] = await db.select().from(pigeons).where(eq(pigeons.id, id));
  if (row === undefined) throw new AppError('not-found', text.pigeonNotFound);
  const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId));
  if (owner === undefined) throw new AppError('internal');
  const pictures = await selectPictures(db, id);
  const [pedigree] =
    row.pedigreeMediaId === null ? [] : await media.find(db, [row.pedigreeMediaId]);
  const lots = await db
    .select({
      id: auctions.id,
      name: auctions.name,
      groupId: auctions.parentId,
      groupName: auctionContainers.name,
      status: auctions.status,
      startingBid: auctions.startingBid,
      currentAmount: auctions.currentAmount,
      bidCount: auctions.bidCount,
      expiry: auctions.expiry,
    })
    .from(auctions)
    .leftJoin(auctionContainers, eq(auctionContainers.id, auctions.parentId))
    .where(eq(auctions.pigeonId, id))
    .orderBy(desc(auctions.expiry));
  const [request] = await db
    .select({ id: saleRequests.id })
    .from(saleRequests)
    .where(eq(saleRequests.pigeonId, id))
    .limit(1);
  return {
    id: row.id,
    serial: row.serial,
    tagNum: row.tagNum,
    active: row.active === 1,
    state: row.state,
    description: row.description,
    owner: ownerView(owner),
    photos: pictures.map(photoView),
    pedigree:
      pedigree === undefined ? null : { id: pedigree.id, url: pedigree.url, kind: pedigree.kind },
    auctions: lots.map((lot): AdminPigeonAuction => ({ ...lot, groupName: lot.groupName ?? null })),
    saleRequestId: request?.id ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

// ---- save -------------------------------------------------------------------------------

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

async function checkedSerial(db: Db, serial: number, exceptId: number | null): Promise<number> {
  if ((await otherPigeon(db, eq(pigeons.serial, serial), exceptId)) !== undefined) {
    const message = fill(text.serialTaken, { next: await nextFreeSerial(db) });
    throw new AppError('already-exists', message, { fields: { serial: message } });
  }
  return serial;
}

export interface NewPigeon {
  serial: number | null;
  tagNum: string;
  ownerId: string;
  active: boolean;
  state: string;
  description: string;
  pictures: readonly PictureValues[];
  pedigreeMediaId: string | null;
}

/** Inserts a pigeon with its pictures (all checks done by the caller but uniqueness). */
export async function insertPigeonRecord(tx: Db, pigeon: NewPigeon): Promise<PigeonRow> {
  const tagNum = await checkedTag(tx, pigeon.tagNum, null);
  const serial =
    pigeon.serial === null
      ? await nextFreeSerial(tx)
      : await checkedSerial(tx, pigeon.serial, null);
  const [row] = await tx
    .insert(pigeons)
    .values({
      serial,
      tagNum,
      ownerId: pigeon.ownerId,
      active: pigeon.active ? 1 : 0,
      state: pigeon.state,
      description: pigeon.description,
      pedigreeMediaId: pigeon.pedigreeMediaId,
    })
    .returning();
  if (row === undefined) throw new AppError('internal');
  await writePictures(tx, row.id, pigeon.pictures);
  // A page may already watch the new id (its value was null until now).
  await publishLive(tx, livePaths.pigeon(row.id));
  return row;
}

function auditView(row: PigeonRow, photos: readonly string[]) {
  return {
    serial: row.serial,
    tagNum: row.tagNum,
    ownerId: row.ownerId,
    active: row.active === 1,
    state: row.state,
    description: row.description,
    pedigreeMediaId: row.pedigreeMediaId,
    photos,
  };
}

/**
 * Creates or edits a pigeon in one transaction: new photos are claimed, removed ones released,
 * the pedigree swapped, and the change written to the audit log.
 */
export async function saveAdminPigeon(
  db: Db,
  media: MediaLibrary,
  staff: SessionUser,
  data: AdminPigeonSaveData,
): Promise<AdminPigeonDetail> {
  const values = {
    serial: data.serial ?? null,
    tagNum: data.tagNum,
    ownerId: data.ownerId,
    state: data.state.trim(),
    description: data.description.trim(),
    photoIds: data.photoIds,
  };
  const verdict = validatePigeonForm(values);
  if (!isClean(verdict)) throw invalidFields(verdict.errors);
  if (new Set(data.photoIds).size !== data.photoIds.length) {
    throw invalidFields({ photoIds: text.photoTwice });
  }

  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const owner = await findOwner(tx, data.ownerId);
      if (owner === null) throw invalidFields({ ownerId: text.ownerNotFound });

      const current =
        data.id === undefined
          ? null
          : ((await tx.select().from(pigeons).where(eq(pigeons.id, data.id)).for('update'))[0] ??
            null);
      if (data.id !== undefined && current === null) {
        throw new AppError('not-found', text.pigeonNotFound);
      }
      const currentPictures = current === null ? [] : await selectPictures(tx, current.id);
      const kept = new Map(currentPictures.map((row) => [pictureKey(row), row]));

      const newIds = data.photoIds.filter((key) => !kept.has(key));
      if (newIds.some(isSeedKey)) throw invalidFields({ photoIds: text.photoUnknown });
      const claimed = new Map(
        (await media.claim(tx, newIds, { purposes: ['pigeon-photo'] })).map((file) => [
          file.id,
          file,
        ]),
      );
      const pictures = data.photoIds.map((key): PictureValues => {
        const old = kept.get(key);
        if (old !== undefined) {
          return {
            url: old.url,
            thumbUrl: old.thumbUrl,
            mediaId: old.mediaId,
            variants: old.variants,
          };
        }
        return pictureFromMedia(claimed.get(key) as NonNullable<ReturnType<typeof claimed.get>>);
      });
      const removed = currentPictures
        .filter((row) => !data.photoIds.includes(pictureKey(row)))
        .flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
      await media.release(tx, removed);

      const oldPedigree = current?.pedigreeMediaId ?? null;
      if (data.pedigreeId !== oldPedigree) {
        if (data.pedigreeId !== null) {
          await media.claim(tx, [data.pedigreeId], { purposes: ['pedigree'] });
        }
        if (oldPedigree !== null) await media.release(tx, [oldPedigree]);
      }

      const photoKeysAfter = pictures.map((p, i) => p.mediaId ?? data.photoIds[i] ?? '');
      if (current === null) {
        const row = await insertPigeonRecord(tx, {
          serial: values.serial,
          tagNum: data.tagNum,
          ownerId: data.ownerId,
          active: data.active,
          state: values.state,
          description: values.description,
          pictures,
          pedigreeMediaId: data.pedigreeId,
        });
        await recordAudit(tx, {
          actor: auditActorOf(staff),
          action: 'pigeon.create',
          targetType: 'pigeon',
          targetId: row.id,
          summary: fill(text.auditCreate, { serial: row.serial, tag: row.tagNum }),
          before: null,
          after: auditView(row, photoKeysAfter),
        });
        return row.id;
      }

      const tagNum = await checkedTag(tx, data.tagNum, current.id);
      const serial =
        values.serial === null
          ? current.serial
          : await checkedSerial(tx, values.serial, current.id);
      const [row] = await tx
        .update(pigeons)
        .set({
          serial,
          tagNum,
          ownerId: data.ownerId,
          active: data.active ? 1 : 0,
          state: values.state,
          description: values.description,
          pedigreeMediaId: data.pedigreeId,
          updatedAt: new Date(),
        })
        .where(eq(pigeons.id, current.id))
        .returning();
      if (row === undefined) throw new AppError('internal');
      await writePictures(tx, current.id, pictures);
      // `pigeons/{id}` carries the pictures; told at commit to every instance.
      await publishLive(tx, livePaths.pigeon(current.id));
      await recordAudit(tx, {
        actor: auditActorOf(staff),
        action: 'pigeon.update',
        targetType: 'pigeon',
        targetId: row.id,
        summary: fill(text.auditUpdate, { serial: row.serial, tag: row.tagNum }),
        before: auditView(current, currentPictures.map(pictureKey)),
        after: auditView(row, photoKeysAfter),
      });
      return row.id;
    });
  } catch (error) {
    // Two saves racing for the same serial or ring: the second one meets the unique index.
    if (isUniqueViolation(error)) {
      throw new AppError('aborted', fill(text.serialTaken, { next: await nextFreeSerial(db) }));
    }
    throw error;
  }
  return getAdminPigeon(db, media, savedId);
}
