import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { watches } from '../../db/schema';
import { containerAlias, containerOnSite, lotOnSite } from '../auctions';

/** What a watch points at: an auction, or a container (a group). */
export type WatchTarget = { kind: 'auction'; id: number } | { kind: 'group'; id: number };

/**
 * The target's table and the watch column pointing at it. The ON CONFLICT target repeats the
 * partial unique index's predicate, which PostgreSQL needs in order to pick that index.
 */
function targetSql(target: WatchTarget) {
  return target.kind === 'auction'
    ? {
        table: sql`auctions`,
        onSite: lotOnSite(sql`auctions.parent_id`),
        column: sql`auction_id`,
        conflict: sql`(user_id, auction_id) where auction_id is not null`,
      }
    : {
        table: sql`auction_containers`,
        onSite: containerOnSite(containerAlias('auction_containers')),
        column: sql`container_id`,
        conflict: sql`(user_id, container_id) where container_id is not null`,
      };
}

/**
 * Adds the watch unless it is there already, in one statement. False when the target does not
 * exist or is not on the site (nothing is written then).
 */
export async function insertWatch(db: Db, userId: string, target: WatchTarget): Promise<boolean> {
  const { table, column, conflict, onSite } = targetSql(target);
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with target as (select id from ${table} where id = ${target.id} and ${onSite}),
        added as (
          insert into watches (user_id, ${column})
          select ${userId}::text, id from target
          on conflict ${conflict} do nothing
          returning id
        )
        select exists (select 1 from target) as found`,
  );
  return row?.found === true;
}

/** Removes the watch if there is one. False when the target does not exist. */
export async function deleteWatch(db: Db, userId: string, target: WatchTarget): Promise<boolean> {
  const { table, column } = targetSql(target);
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with target as (select id from ${table} where id = ${target.id}),
        removed as (
          delete from watches where user_id = ${userId} and ${column} = ${target.id}
          returning id
        )
        select exists (select 1 from target) as found`,
  );
  return row?.found === true;
}

/** Of the given auctions and groups, the ones `userId` watches. */
export async function selectWatched(
  db: Db,
  userId: string,
  ids: { auctionIds: readonly number[]; groupIds: readonly number[] },
): Promise<{ auctionIds: number[]; groupIds: number[] }> {
  const targets: SQL[] = [];
  if (ids.auctionIds.length > 0) targets.push(inArray(watches.auctionId, [...ids.auctionIds]));
  if (ids.groupIds.length > 0) targets.push(inArray(watches.containerId, [...ids.groupIds]));
  if (targets.length === 0) return { auctionIds: [], groupIds: [] };
  const rows = await db
    .select({ auctionId: watches.auctionId, containerId: watches.containerId })
    .from(watches)
    .where(and(eq(watches.userId, userId), or(...targets)));
  return {
    auctionIds: rows.flatMap((r) => (r.auctionId === null ? [] : [r.auctionId])),
    groupIds: rows.flatMap((r) => (r.containerId === null ? [] : [r.containerId])),
  };
}

interface WatchListRecord {
  watch_id: string | number;
  auction_id: number | null;
  container_id: number | null;
  name: string;
  photo: string | null;
  expiry: string | number;
  status: number | null;
  current_amount: number | null;
  bid_count: number | null;
  sealed: boolean | null;
  total_amount: string | number | null;
  total_bid_count: number | null;
  total_auctions_count: number | null;
}

export type WatchListEntry =
  | {
      kind: 'auction';
      auctionId: string;
      name: string;
      photo: string | null;
      endingTime: number;
      status: number;
      currentAmount: number;
      bidCount: number;
      sealed: boolean;
      /** Keyset position: the watch's id. */
      watchId: number;
    }
  | {
      kind: 'group';
      groupId: string;
      name: string;
      photo: string | null;
      endingTime: number;
      totalAmount: number;
      totalBidCount: number;
      auctionCount: number;
      watchId: number;
    };

function toEntry(r: WatchListRecord): WatchListEntry {
  const watchId = Number(r.watch_id);
  if (r.auction_id !== null) {
    return {
      kind: 'auction',
      auctionId: String(r.auction_id),
      name: r.name,
      photo: r.photo,
      endingTime: Number(r.expiry),
      status: Number(r.status),
      currentAmount: Number(r.current_amount),
      bidCount: Number(r.bid_count),
      sealed: r.sealed === true,
      watchId,
    };
  }
  return {
    kind: 'group',
    groupId: String(r.container_id),
    name: r.name,
    photo: r.photo,
    endingTime: Number(r.expiry),
    totalAmount: Number(r.total_amount),
    totalBidCount: Number(r.total_bid_count),
    auctionCount: Number(r.total_auctions_count),
    watchId,
  };
}

/**
 * A user's watches, newest first (keyset on the watch's id), each with its auction's live
 * part and first picture, or its group's totals. The user's rows are found through the two
 * partial unique indexes that start with user_id.
 */
export async function listWatches(
  db: Db,
  userId: string,
  page: { beforeId: number | null; count: number },
): Promise<WatchListEntry[]> {
  const rows = await queryRows<WatchListRecord>(
    db,
    sql`select w.id as watch_id, w.auction_id, w.container_id,
               coalesce(a.name, c.name) as name, coalesce(pic.url, c.photo) as photo,
               coalesce(a.expiry, c.expiry) as expiry,
               a.status, a.current_amount, a.bid_count, a.sealed,
               c.total_amount, c.total_bid_count, c.total_auctions_count
        from watches w
        left join auctions a on a.id = w.auction_id
        left join pigeon_pictures pic on pic.pigeon_id = a.pigeon_id and pic.position = 0
        left join auction_containers c on c.id = w.container_id
        where w.user_id = ${userId}
          and (${page.beforeId}::bigint is null or w.id < ${page.beforeId}::bigint)
        order by w.id desc
        limit ${page.count}`,
  );
  return rows.map(toEntry);
}
