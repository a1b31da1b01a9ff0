import type { AdminPigeonPhoto, MediaFile } from '@kanat/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeonPictures } from '../../db/schema';

type PictureRow = typeof pigeonPictures.$inferSelect;

/** A picture as pigeon_pictures stores it, before its position is known. */
export type PictureValues = Pick<PictureRow, 'url' | 'thumbUrl' | 'mediaId' | 'variants'> & {
  /** What the photo shows; absent or null: another photo. */
  slot?: PhotoSlotValue;
};
type PhotoSlotValue = AdminPigeonPhoto['slot'];

/** Seeded pictures have no upload behind them; the form names them by their row. */
const seedKeyPrefix = 'seed:';

export function pictureKey(row: Pick<PictureRow, 'id' | 'mediaId'>): string {
  return row.mediaId ?? `${seedKeyPrefix}${row.id}`;
}

export function isSeedKey(key: string): boolean {
  return key.startsWith(seedKeyPrefix);
}

/** The largest size for the page, the smallest for cards and lists, every size for srcset. */
export function pictureFromMedia(file: MediaFile): PictureValues {
  return {
    url: file.url,
    thumbUrl: file.variants[0]?.url ?? file.url,
    mediaId: file.id,
    variants: file.variants,
  };
}

export function photoView(row: PictureRow): AdminPigeonPhoto {
  return {
    key: pictureKey(row),
    url: row.url,
    thumbUrl: row.thumbUrl,
    variants: row.variants,
    slot: row.slot as PhotoSlotValue,
  };
}

export function selectPictures(db: Db, pigeonId: number): Promise<PictureRow[]> {
  return db
    .select()
    .from(pigeonPictures)
    .where(eq(pigeonPictures.pigeonId, pigeonId))
    .orderBy(asc(pigeonPictures.position));
}

/** Replaces the pigeon's pictures with these, in order (position 0 is the cover). */
export async function writePictures(
  tx: Db,
  pigeonId: number,
  pictures: readonly PictureValues[],
): Promise<void> {
  await tx.delete(pigeonPictures).where(eq(pigeonPictures.pigeonId, pigeonId));
  if (pictures.length === 0) return;
  await tx
    .insert(pigeonPictures)
    .values(pictures.map((picture, position) => ({ ...picture, pigeonId, position })));
}
