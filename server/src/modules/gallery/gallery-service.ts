import type { GalleryPhoto } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { GALLERY_TITLE_MAX } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { singleLine } from '../../lib/plain-text';
import type { Page, PageRequest } from '../../plugins/paged-list';
import { type AuditActor, recordAudit } from '../audit';
import type { MediaLibrary } from '../media';
import { attachedMediaIds, srcsetOf } from '../media';
import {
  deleteGalleryPhoto,
  insertGalleryPhoto,
  selectGalleryPhoto,
  selectGalleryPhotos,
  updateGalleryPhoto,
} from './gallery-repository';

const texts = messages.adminContent.server;

type PhotoRecord = Awaited<ReturnType<typeof selectGalleryPhotos>>[number];

function toGalleryPhoto(row: PhotoRecord): GalleryPhoto {
  return {
    id: row.id,
    title: row.title,
    img: row.imageUrl,
    thumb: row.thumbUrl,
    width: row.width,
    height: row.height,
    // Rows stored before variants existed still offer their full size.
    srcset: srcsetOf(
      row.variants.length > 0
        ? row.variants
        : [{ url: row.imageUrl, width: row.width, height: row.height }],
    ),
    createdOn: row.createdAt.getTime(),
  };
}

export async function listGalleryPhotos(db: Db, page: PageRequest): Promise<Page<GalleryPhoto>> {
  let beforeId: number | null = null;
  if (page.cursor !== null) {
    const [id] = decodeCursor(page.cursor, 1);
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      throw new AppError('invalid-argument', messages.request.badPageCursor);
    }
    beforeId = id;
  }
  // One extra row tells whether another page exists without a count query.
  const rows = await selectGalleryPhotos(db, beforeId, page.count + 1);
  const pageRows = rows.slice(0, page.count);
  const last = pageRows.at(-1);
  return {
    rows: pageRows.map(toGalleryPhoto),
    next: rows.length > page.count && last !== undefined ? encodeCursor([last.id]) : null,
  };
}

/** Captions are one line; an empty one is allowed (the grid shows the photo alone). */
function cleanCaption(title: string): string {
  const clean = singleLine(title);
  if (clean.length > GALLERY_TITLE_MAX) {
    throw new AppError('invalid-argument', fill(texts.captionTooLong, { max: GALLERY_TITLE_MAX }));
  }
  return clean;
}

function requirePhoto<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw new AppError('not-found', texts.photoNotFound);
  return row;
}

/**
 * Staff: adds uploaded photos ('gallery' uploads, in every width) with their captions, all or
 * none; they lead the gallery at once, in the order given (the first one newest).
 */
export async function addGalleryPhotos(
  db: Db,
  media: MediaLibrary,
  actor: AuditActor,
  items: ReadonlyArray<{ photoId: string; title: string }>,
): Promise<GalleryPhoto[]> {
  const titles = items.map((item) => cleanCaption(item.title));
  return db.transaction(async (tx) => {
    const files = await media.claim(
      tx,
      items.map((item) => item.photoId),
      { purposes: ['gallery'] },
    );
    const photos: GalleryPhoto[] = [];
    // Inserted last to first, so the first one given gets the highest id (shown first).
    for (let i = files.length - 1; i >= 0; i--) {
      const file = files[i] as (typeof files)[number];
      const title = titles[i] as string;
      const row = await insertGalleryPhoto(tx, {
        title,
        imageUrl: file.url,
        thumbUrl: (file.variants[0] ?? file).url,
        width: file.width ?? 0,
        height: file.height ?? 0,
        variants: file.variants,
        createdAt: new Date(Date.now()),
      });
      const photo = toGalleryPhoto(row);
      await recordAudit(tx, {
        actor,
        action: 'gallery.add',
        targetType: 'gallery',
        targetId: row.id,
        summary: fill(texts.audit.galleryAdd, { title: title || texts.audit.untitled }),
        before: null,
        after: { title, img: photo.img },
      });
      photos.unshift(photo);
    }
    return photos;
  });
}

export async function captionGalleryPhoto(
  db: Db,
  actor: AuditActor,
  id: number,
  title: string,
): Promise<GalleryPhoto> {
  const caption = cleanCaption(title);
  return db.transaction(async (tx) => {
    const before = requirePhoto(await selectGalleryPhoto(tx, id));
    const after = requirePhoto(await updateGalleryPhoto(tx, id, { title: caption }));
    await recordAudit(tx, {
      actor,
      action: 'gallery.caption',
      targetType: 'gallery',
      targetId: id,
      summary: fill(texts.audit.galleryCaption, { title: caption || texts.audit.untitled }),
      before: { title: before.title },
      after: { title: after.title },
    });
    return toGalleryPhoto(after);
  });
}

/** Removes the photo; its upload is released (housekeeping deletes the files later). */
export async function removeGalleryPhoto(
  db: Db,
  media: MediaLibrary,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = requirePhoto(await selectGalleryPhoto(tx, id));
    requirePhoto((await deleteGalleryPhoto(tx, id)) ? true : null);
    await media.release(tx, await attachedMediaIds(tx, [before.imageUrl]));
    await recordAudit(tx, {
      actor,
      action: 'gallery.delete',
      targetType: 'gallery',
      targetId: id,
      summary: fill(texts.audit.galleryDelete, { title: before.title || texts.audit.untitled }),
      before: { title: before.title, img: before.imageUrl },
      after: null,
    });
  });
}
