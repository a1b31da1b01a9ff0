import { desc, eq, lt } from 'drizzle-orm';
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

export async function insertGalleryPhoto(
  db: Db,
  values: typeof galleryPhotos.$inferInsert,
): Promise<typeof galleryPhotos.$inferSelect> {
  const [row] = await db.insert(galleryPhotos).values(values).returning();
  return row as typeof galleryPhotos.$inferSelect;
}

export async function deleteGalleryPhoto(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(galleryPhotos)
    .where(eq(galleryPhotos.id, id))
    .returning({ id: galleryPhotos.id });
  return rows.length > 0;
}

export async function selectGalleryPhoto(db: Db, id: number) {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)).limit(1);
  return row ?? null;
}

export async function updateGalleryPhoto(
  db: Db,
  id: number,
  values: Partial<typeof galleryPhotos.$inferInsert>,
) {
  const [row] = await db
    .update(galleryPhotos)
    .set(values)
    .where(eq(galleryPhotos.id, id))
    .returning();
  return row ?? null;
}
