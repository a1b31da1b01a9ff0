import { and, eq, gt, like, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { pigeons, users } from '../../db/schema';
import { foldedText } from '../../db/schema/text-search';
import { matchesText } from '../../lib/search-text';
import { likePrefix } from '../auctions';

export interface PigeonQuery {
  /** Serial strictly greater than this (the filter and the page cursor, whichever is larger). */
  serialAfter?: number;
  tagPrefix?: string;
  /** Words that must start words of the owner's full name. */
  fullnameSearch?: string;
  /** Folded (foldSearchText) texts, matched whole. */
  province?: string;
  city?: string;
  active?: 0 | 1;
  state?: string;
}

/** From this length a tag prefix picks few pigeons (it reaches into the ring number). */
const selectiveTagLength = 9;

/**
 * Where the pigeons come from. A long tag prefix is looked up through the tag index first
 * (a subquery the planner may not flatten, aliased so the rest of the query is unchanged)
 * and the few matches are sorted by serial; left to itself the planner may walk the serial
 * index instead and, as tags and serials both grow with the years, filter half the table
 * before the first match.
 */
function pigeonSource(tagPrefix: string | undefined): { from: SQL; where: SQL[] } {
  if (tagPrefix === undefined) return { from: sql`${pigeons}`, where: [] };
  const match = like(pigeons.tagNum, likePrefix(tagPrefix));
  if (tagPrefix.length < selectiveTagLength) return { from: sql`${pigeons}`, where: [match] };
  return { from: sql`(select * from ${pigeons} where ${match} offset 0) as ${pigeons}`, where: [] };
}

/** A participant: the pigeon's columns the list shows, and its owner's name and place. */
export type PigeonRecord = Pick<
  typeof pigeons.$inferSelect,
  'serial' | 'tagNum' | 'active' | 'state'
> &
  Pick<typeof users.$inferSelect, 'fullname' | 'province' | 'city'>;

/**
 * Participants in serial order. Pigeon filters use their (x, serial) indexes. With filters on
 * the owner (name, province, city) the query starts from the matching owners and takes at
 * most `limit` pigeons of each through (owner_id, serial), then merges them: the planner
 * cannot guess how many owners match and, joining row by row, may walk every pigeon.
 */
export async function selectPigeons(
  db: Db,
  q: PigeonQuery,
  limit: number,
): Promise<PigeonRecord[]> {
  const source = pigeonSource(q.tagPrefix);
  const where: SQL[] = [...source.where];
  if (q.serialAfter !== undefined) where.push(gt(pigeons.serial, q.serialAfter));
  if (q.active !== undefined) where.push(eq(pigeons.active, q.active));
  if (q.state !== undefined) where.push(sql`${foldedText(pigeons.state)} = ${q.state}`);
  const owner: SQL[] = [];
  if (q.fullnameSearch !== undefined) owner.push(matchesText(users.fullname, q.fullnameSearch));
  if (q.province !== undefined) owner.push(sql`${foldedText(users.province)} = ${q.province}`);
  if (q.city !== undefined) owner.push(sql`${foldedText(users.city)} = ${q.city}`);

  if (owner.length > 0) {
    return queryRows<PigeonRecord>(
      db,
      sql`
        select p.serial, p.tag_num as "tagNum", ${users.fullname} as fullname,
          ${users.province} as province, ${users.city} as city, p.active, p.state
        from ${users}
        cross join lateral (
          select ${pigeons.serial} as serial, ${pigeons.tagNum} as tag_num,
            ${pigeons.active} as active, ${pigeons.state} as state
          from ${source.from}
          where ${and(eq(pigeons.ownerId, users.id), ...where)}
          order by ${pigeons.serial}
          limit ${limit}
        ) p
        where ${and(...owner)}
        order by p.serial
        limit ${limit}`,
    );
  }
  // The page of pigeons first, then their owners: only the rows shown are joined.
  return queryRows<PigeonRecord>(
    db,
    sql`
      select p.serial, p.tag_num as "tagNum", u.fullname, u.province, u.city, p.active, p.state
      from (
        select ${pigeons.serial} as serial, ${pigeons.tagNum} as tag_num,
          ${pigeons.ownerId} as owner_id, ${pigeons.active} as active, ${pigeons.state} as state
        from ${source.from}
        where ${where.length > 0 ? and(...where) : sql`true`}
        order by ${pigeons.serial}
        limit ${limit}
      ) p
      join users u on u.id = p.owner_id
      order by p.serial`,
  );
}
