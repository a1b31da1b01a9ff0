import { AUCTION_PIGEON_COLUMNS } from '@kanat/shared/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { columnsOf } from '../../db/columns';
import type { Db } from '../../db/connection';
import { hallLots, mediaFiles, pigeonPictures, pigeons, users } from '../../db/schema';

// The public catalogue's lots: the pigeon as the timed auction page shows it.

/** A sale's lots that are not withdrawn, in order, with the pigeon's published columns. */
export function selectCatalogueLots(db: Db, saleId: number) {
  return db
    .select({
      id: hallLots.id,
      position: hallLots.position,
      startingPrice: hallLots.startingPrice,
      status: hallLots.status,
      soldPrice: hallLots.soldPrice,
      buyerId: hallLots.buyerId,
      pigeonId: hallLots.pigeonId,
      /** The pigeon's columns an auction page shows (AUCTION_PIGEON_COLUMNS), and no more. */
      pigeon: columnsOf(pigeons, AUCTION_PIGEON_COLUMNS),
      description: pigeons.description,
      ownerFullName: users.fullname,
      ownerProvince: users.province,
      ownerCity: users.city,
      pedigreeUrl: mediaFiles.url,
      pedigreeKind: mediaFiles.kind,
    })
    .from(hallLots)
    .innerJoin(pigeons, eq(pigeons.id, hallLots.pigeonId))
    .innerJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, pigeons.pedigreeMediaId))
    .where(and(eq(hallLots.saleId, saleId), ne(hallLots.status, 'withdrawn')))
    .orderBy(asc(hallLots.position));
}

/** A pigeon's pictures in order (the first is its photo), and what each shows. */
export interface PigeonPictureList {
  pictures: string[];
  pictureSlots: Array<string | null>;
}

/** The pictures of the pigeons, each pigeon's in order. */
export async function selectPictures(
  db: Db,
  pigeonIds: readonly number[],
): Promise<Map<number, PigeonPictureList>> {
  const byPigeon = new Map<number, PigeonPictureList>();
  if (pigeonIds.length === 0) return byPigeon;
  const rows = await db
    .select({
      pigeonId: pigeonPictures.pigeonId,
      url: pigeonPictures.url,
      slot: pigeonPictures.slot,
    })
    .from(pigeonPictures)
    .where(inArray(pigeonPictures.pigeonId, [...pigeonIds]))
    .orderBy(asc(pigeonPictures.pigeonId), asc(pigeonPictures.position));
  for (const row of rows) {
    const list = byPigeon.get(row.pigeonId) ?? { pictures: [], pictureSlots: [] };
    list.pictures.push(row.url);
    list.pictureSlots.push(row.slot);
    byPigeon.set(row.pigeonId, list);
  }
  return byPigeon;
}
