import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, auctionContainers, mediaFiles } from '../../db/schema';
import { matchesText } from '../../lib/search-text';
import { containerColumns, ongoingLotUnder } from './containers-repository';

/** Queries of the console's group pages (staff). */

/** What the public pages read of a container, and the schedule staff edit. */
const groupColumns = {
  ...containerColumns,
  startedOn: auctionContainers.startedOn,
  endingTime: auctionContainers.endingTime,
  staggerSeconds: auctionContainers.staggerSeconds,
  archivedAt: auctionContainers.archivedAt,
};

export type GroupRecord = Pick<typeof auctionContainers.$inferSelect, keyof typeof groupColumns>;

/** Children of `parentId`, latest end first, or every group matching `search`. */
export async function selectGroups(
  db: Db,
  filter: { parentId: number } | { search: string },
  offset: number,
  limit: number,
): Promise<GroupRecord[]> {
  const where =
    'parentId' in filter
      ? eq(auctionContainers.parentId, filter.parentId)
      : matchesText(auctionContainers.name, filter.search);
  return db
    .select(groupColumns)
    .from(auctionContainers)
    .where(where)
    .orderBy(desc(auctionContainers.expiry), desc(auctionContainers.id))
    .offset(offset)
    .limit(limit);
}

export async function selectGroup(db: Db, id: number): Promise<GroupRecord | undefined> {
  const rows = await db
    .select(groupColumns)
    .from(auctionContainers)
    .where(eq(auctionContainers.id, id));
  return rows[0];
}

/** The container and those above it, root first. */
export async function selectPath(db: Db, id: number): Promise<Array<{ id: number; name: string }>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
      with recursive up (id, parent_id, name, depth) as (
        select id, parent_id, name, 0 from auction_containers where id = ${id}::int
        union all
        select c.id, c.parent_id, c.name, up.depth + 1
        from up join auction_containers c on c.id = up.parent_id
        where up.depth < 50
      )
      select id, name from up order by depth desc`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Whether the container has any child (a group or a lot). */
export async function hasChildren(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from auction_containers where parent_id = ${id}::int)
      or exists (select 1 from auctions where parent_id = ${id}::int) as any`,
  );
  return rows[0]?.any === true;
}

/** Whether a lot anywhere under the group is still running. */
export async function hasOngoingLots(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ any: boolean }>(
    db,
    sql`select ${ongoingLotUnder(sql`${id}::int`)} as any`,
  );
  return rows[0]?.any === true;
}

/** The upload a group photo came from (seeded photos have none). */
export async function selectPhotoMediaId(db: Db, url: string | null): Promise<string | null> {
  if (url === null) return null;
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.url, url), eq(mediaFiles.purpose, 'group-photo')))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Spreads the ends of a final group's lots without bids: lot k (in the order they were
 * added, cancelled ones keeping their place) ends at `endingTime + k × stepMs`. Lots with
 * bids keep their end. The UPDATE takes each lot's row lock before the group's, the order a
 * bid takes them in, and re-checks `bid_count = 0` on the row as a concurrent bid left it.
 */
export async function spreadLotEnds(
  tx: Db,
  groupId: number,
  schedule: { startedOn: number; endingTime: number; stepMs: number },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
      with ordered as (
        select id, row_number() over (order by lot_position nulls last, id) - 1 as k
        from auctions where parent_id = ${groupId}::int
      )
      update auctions a set
        started_on = ${schedule.startedOn}::bigint,
        ending_time = ${schedule.endingTime}::bigint + ordered.k * ${schedule.stepMs}::bigint,
        expiry = ${schedule.endingTime}::bigint + ordered.k * ${schedule.stepMs}::bigint,
        updated_at = now()
      from ordered
      where a.id = ordered.id and a.bid_count = 0 and a.status = ${AuctionStatus.ongoing}
      returning a.id`,
  );
  return rows.map((row) => Number(row.id));
}

export async function countLots(db: Db, groupId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from auctions where parent_id = ${groupId}::int`,
  );
  return Number(rows[0]?.n ?? 0);
}
