import { type AdminPigeonDetail, AdminPigeonSaveData } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { pigeonFacts } from '@kanat/shared/i18n/lazy';
import { isClean, validatePigeonForm } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { Value } from '@sinclair/typebox/value';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeons } from '../../db/schema';
import { AppError, invalidFields } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { isUniqueViolation } from '../auth';
import { livePaths, publishLive } from '../live';
import type { MediaLibrary } from '../media';
import { findOwner } from './admin-owners-service';
import { getAdminPigeon } from './admin-pigeon-detail';
import {
  isSeedKey,
  type PictureValues,
  pictureFromMedia,
  pictureKey,
  selectPictures,
  writePictures,
} from './admin-pigeon-pictures';
import {
  checkedSerial,
  checkedTag,
  insertPigeonRecord,
  nextFreeSerial,
  type PigeonRow,
} from './pigeon-records';

const text = messages.adminPigeons.server;

/** The row as the audit log keeps it: its columns in table order, `active` a boolean. */
function auditView(row: PigeonRow, photos: readonly string[]) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return { ...columns, active: row.active === 1, photos };
}

/** Text as typed, without the spaces around it; other values as they are. */
function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

/**
 * Creates or edits a pigeon in one transaction: new photos are claimed, removed ones released,
 * the pedigree swapped, and the change written to the audit log. The form's other columns
 * (state, description, ...) are stored as typed, trimmed.
 */
export async function saveAdminPigeon(
  db: Db,
  media: MediaLibrary,
  staff: SessionUser,
  data: AdminPigeonSaveData,
): Promise<AdminPigeonDetail> {
  // Only the form's own fields reach the row: any other key the request carries is dropped.
  const form = Value.Clean(AdminPigeonSaveData, Value.Clone(data)) as AdminPigeonSaveData;
  const {
    id,
    serial = null,
    tagNum,
    ownerId,
    active,
    photoIds,
    photoSlots,
    pedigreeId,
    dnaCertificateId,
    ...typed
  } = form;
  const columns = trimmed(typed);
  // A certificate sent or kept proves a sex: the rule wants one chosen (checked again below
  // against the stored row when the form leaves the certificate or the sex unchanged).
  const verdict = validatePigeonForm({
    ...columns,
    serial,
    tagNum,
    ownerId,
    photoIds,
    photoSlots,
    hasDnaCertificate: dnaCertificateId !== undefined && dnaCertificateId !== null,
  });
  if (!isClean(verdict)) throw invalidFields(verdict.errors);
  if (new Set(photoIds).size !== photoIds.length) {
    throw invalidFields({ photoIds: text.photoTwice });
  }

  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const owner = await findOwner(tx, ownerId);
      if (owner === null) throw invalidFields({ ownerId: text.ownerNotFound });

      const current =
        id === undefined
          ? null
          : ((await tx.select().from(pigeons).where(eq(pigeons.id, id)).for('update'))[0] ?? null);
      if (id !== undefined && current === null) {
        throw new AppError('not-found', text.pigeonNotFound);
      }
      const currentPictures = current === null ? [] : await selectPictures(tx, current.id);
      const kept = new Map(currentPictures.map((row) => [pictureKey(row), row]));

      const newIds = photoIds.filter((key) => !kept.has(key));
      if (newIds.some(isSeedKey)) throw invalidFields({ photoIds: text.photoUnknown });
      const claimed = new Map(
        (await media.claim(tx, newIds, { purposes: ['pigeon-photo'] })).map((file) => [
          file.id,
          file,
        ]),
      );
      const pictures = photoIds.map((key, index): PictureValues => {
        const old = kept.get(key);
        // The form's slots when it sends them; else a kept photo keeps its own.
        const slot = photoSlots === undefined ? (old?.slot ?? null) : (photoSlots[index] ?? null);
        if (old !== undefined) {
          return {
            url: old.url,
            thumbUrl: old.thumbUrl,
            mediaId: old.mediaId,
            variants: old.variants,
            slot: slot as PictureValues['slot'],
          };
        }
        return {
          ...pictureFromMedia(claimed.get(key) as NonNullable<ReturnType<typeof claimed.get>>),
          slot: slot as PictureValues['slot'],
        };
      });
      const removed = currentPictures
        .filter((row) => !photoIds.includes(pictureKey(row)))
        .flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
      await media.release(tx, removed);

      const oldPedigree = current?.pedigreeMediaId ?? null;
      if (pedigreeId !== oldPedigree) {
        if (pedigreeId !== null) {
          await media.claim(tx, [pedigreeId], { purposes: ['pedigree'] });
        }
        if (oldPedigree !== null) await media.release(tx, [oldPedigree]);
      }
      const oldCertificate = current?.dnaCertificateMediaId ?? null;
      const certificate = dnaCertificateId === undefined ? oldCertificate : dnaCertificateId;
      if (certificate !== null && (columns.sex ?? current?.sex ?? 'unknown') === 'unknown') {
        throw invalidFields({ sex: pigeonFacts.dnaNeedsSex });
      }
      if (certificate !== oldCertificate) {
        if (certificate !== null) {
          await media.claim(tx, [certificate], { purposes: ['dna-certificate'] });
        }
        if (oldCertificate !== null) await media.release(tx, [oldCertificate]);
      }

      const photoKeysAfter = pictures.map((p, i) => p.mediaId ?? photoIds[i] ?? '');
      if (current === null) {
        const row = await insertPigeonRecord(tx, {
          ...columns,
          serial,
          tagNum,
          ownerId,
          active,
          pictures,
          pedigreeMediaId: pedigreeId,
          dnaCertificateMediaId: certificate,
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

      const checkedTagNum = await checkedTag(tx, tagNum, current.id);
      const [row] = await tx
        .update(pigeons)
        .set({
          serial: serial === null ? current.serial : await checkedSerial(tx, serial, current.id),
          tagNum: checkedTagNum,
          ownerId,
          active: active ? 1 : 0,
          ...columns,
          pedigreeMediaId: pedigreeId,
          dnaCertificateMediaId: certificate,
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
