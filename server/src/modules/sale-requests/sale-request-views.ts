import type { AdminSaleRequestRow, SaleRequestView } from '@kanat/shared/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeons, type saleRequests, users } from '../../db/schema';
import type { MediaLibrary } from '../media';
import { pictureFromMedia } from '../pigeons';

// How a stored request is shown: to its member, and with the member's details to staff.

export type RequestRow = typeof saleRequests.$inferSelect;

/** Each request's photos, in order; files already removed by housekeeping are skipped. */
async function photosOf(db: Db, media: MediaLibrary, rows: readonly RequestRow[]) {
  const files = await media.find(
    db,
    rows.flatMap((row) => row.photoMediaIds),
  );
  const byId = new Map(files.map((file) => [file.id, file]));
  return (row: RequestRow) =>
    row.photoMediaIds.flatMap((id) => {
      const file = byId.get(id);
      if (file === undefined) return [];
      const picture = pictureFromMedia(file);
      return [
        { url: picture.url, thumbUrl: picture.thumbUrl ?? file.url, variants: file.variants },
      ];
    });
}

async function serialsOf(db: Db, rows: readonly RequestRow[]): Promise<Map<number, number>> {
  const ids = rows.flatMap((row) => (row.pigeonId === null ? [] : [row.pigeonId]));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: pigeons.id, serial: pigeons.serial })
    .from(pigeons)
    .where(inArray(pigeons.id, ids));
  return new Map(found.map((row) => [row.id, row.serial]));
}

export async function views(
  db: Db,
  media: MediaLibrary,
  rows: RequestRow[],
): Promise<SaleRequestView[]> {
  const photos = await photosOf(db, media, rows);
  const serials = await serialsOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    tagNum: row.tagNum,
    state: row.state,
    description: row.description,
    wishedPrice: row.wishedPrice,
    photos: photos(row),
    reason: row.status === 'rejected' ? row.decisionReason : null,
    pigeonSerial: row.pigeonId === null ? null : (serials.get(row.pigeonId) ?? null),
    races: row.races,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  }));
}

export async function adminViews(
  db: Db,
  media: MediaLibrary,
  rows: RequestRow[],
): Promise<AdminSaleRequestRow[]> {
  const base = await views(db, media, rows);
  const memberIds = [...new Set(rows.map((row) => row.userId))];
  const members =
    memberIds.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, memberIds));
  const byId = new Map(members.map((member) => [member.id, member]));
  return rows.map((row, i) => {
    const member = byId.get(row.userId);
    return {
      ...(base[i] as SaleRequestView),
      reason: row.decisionReason,
      member: {
        id: row.userId,
        fullname: member?.fullname ?? '',
        username: member?.username ?? null,
        phoneNumber: member?.phoneNumber ?? null,
        province: member?.province ?? '',
        city: member?.city ?? '',
      },
      pigeonId: row.pigeonId,
      decidedBy: row.decidedBy,
    };
  });
}
