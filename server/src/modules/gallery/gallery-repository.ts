import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { galleryPhotos } from '../../db/schema';

/** Newest first; `beforeId` continues after the last row of the previous page. */
export async function selectGalleryPhotos(db: Db, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(galleryPhotos)
    .where(beforeId === null ? undefined : lt(galleryPhotos.id, beforeId))
    .orderBy(desc(galleryPhotos.id))
    .limit(limit);
}
