import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor, type Page, type PageRequest } from '../../plugins/paged-list';
import { selectGalleryPhotos } from './gallery-repository';
import type { GalleryPhoto } from './gallery-schemas';

export async function listGalleryPhotos(db: Db, page: PageRequest): Promise<Page<GalleryPhoto>> {
  let beforeId: number | null = null;
  if (page.cursor !== null) {
    const [id] = decodeCursor(page.cursor, 1);
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      throw new AppError('invalid-argument', 'Geçersiz sayfa imleci.');
    }
    beforeId = id;
  }
  // One extra row tells whether another page exists without a count query.
  const rows = await selectGalleryPhotos(db, beforeId, page.count + 1);
  const pageRows = rows.slice(0, page.count);
  const last = pageRows.at(-1);
  return {
    rows: pageRows.map((row) => ({
      id: row.id,
      title: row.title,
      img: row.imageUrl,
      thumb: row.thumbUrl,
      width: row.width,
      height: row.height,
      createdOn: row.createdAt.getTime(),
    })),
    next: rows.length > page.count && last !== undefined ? encodeCursor([last.id]) : null,
  };
}
