import type { GalleryPhoto } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor, type Page, type PageRequest } from '../../plugins/paged-list';
import { srcsetOf, storeImage } from '../media/media-store';
import { singleLine } from '../media/plain-text';
import { deleteGalleryPhoto, insertGalleryPhoto, selectGalleryPhotos } from './gallery-repository';

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

/** Grid thumbnails, phone screens, and the full-screen viewer. */
export const galleryWidths = [400, 800, 1600] as const;

/** Staff: adds a photo in every width; it leads the gallery at once. */
export async function addGalleryPhoto(
  db: Db,
  mediaDir: string,
  input: { title: string; picture: Buffer },
): Promise<GalleryPhoto> {
  const title = singleLine(input.title, 200);
  const stored = await storeImage(mediaDir, input.picture, {
    folder: 'gallery',
    widths: galleryWidths,
  });
  const row = await insertGalleryPhoto(db, {
    title,
    imageUrl: stored.url,
    thumbUrl: (stored.variants[0] ?? stored).url,
    width: stored.width,
    height: stored.height,
    variants: stored.variants,
    createdAt: new Date(Date.now()),
  });
  return toGalleryPhoto(row);
}

export async function removeGalleryPhoto(db: Db, id: number): Promise<void> {
  if (!(await deleteGalleryPhoto(db, id)))
    throw new AppError('not-found', messages.gallery.photoNotFound);
}
