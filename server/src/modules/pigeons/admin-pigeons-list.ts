import type { AdminPigeonsListData, AdminPigeonsListResult } from '@kanat/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { type pigeons, users } from '../../db/schema';
import { foldSearchText } from '../../db/schema/text-search';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import { matchesText } from '../../lib/search-text';
import { likePrefix } from '../auctions';
import { ownerHasAccount } from './admin-owners-service';

const pageSize = 30;
const ordering = 'serial:desc';

type ListRecord = Pick<
  typeof pigeons.$inferSelect,
  'id' | 'serial' | 'tagNum' | 'name' | 'state' | 'active' | 'ownerId'
> & {
  ownerName: (typeof users.$inferSelect)['fullname'];
  ownerPhone: (typeof users.$inferSelect)['phoneNumber'];
  coverUrl: string | null;
  photoCount: number;
};

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
    any.push(sql`p.name ilike ${`%${likePrefix(q)}`}`);
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
      select p.id, p.serial, p.tag_num as "tagNum", p.name, p.state, p.active, p.owner_id as "ownerId",
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
      name: row.name,
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
