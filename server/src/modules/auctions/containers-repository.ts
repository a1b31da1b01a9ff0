import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, auctionContainers } from '../../db/schema';
import { afterPosition, type KeysetPosition, type SortDirection } from '../../lib/keyset';
import { matchesText } from '../../lib/search-text';
import { containerOnSite, containerSiteFrom } from './visibility';

export interface ContainerQuery {
  id?: number;
  parentId?: number;
  nameSearch?: string;
  expiryFrom?: number;
  expiryTo?: number;
}

export const containerOrderColumns = {
  expiry: auctionContainers.expiry,
  name: auctionContainers.name,
  totalAmount: auctionContainers.totalAmount,
} as const;

export type ContainerOrderColumn = keyof typeof containerOrderColumns;

export const containerColumns = {
  id: auctionContainers.id,
  parentId: auctionContainers.parentId,
  name: auctionContainers.name,
  description: auctionContainers.description,
  photo: auctionContainers.photo,
  isFinalContainer: auctionContainers.isFinalContainer,
  isArchive: auctionContainers.isArchive,
  childCount: auctionContainers.childCount,
  totalAuctionsCount: auctionContainers.totalAuctionsCount,
  totalBidCount: auctionContainers.totalBidCount,
  totalAmount: auctionContainers.totalAmount,
  expiry: auctionContainers.expiry,
  publishOn: auctionContainers.publishOn,
  startedOn: auctionContainers.startedOn,
  lotsBeforeStart: auctionContainers.lotsBeforeStart,
};

/** A container as the public pages read it: the columns above, typed by the table. */
export type ContainerRecord = Pick<
  typeof auctionContainers.$inferSelect,
  keyof typeof containerColumns
>;

export async function selectContainers(
  db: Db,
  query: ContainerQuery,
  order: { field: ContainerOrderColumn; direction: SortDirection },
  after: KeysetPosition | null,
  limit: number,
): Promise<ContainerRecord[]> {
  const where: SQL[] = [containerOnSite(auctionContainers)];
  if (query.id !== undefined) where.push(eq(auctionContainers.id, query.id));
  if (query.parentId !== undefined) where.push(eq(auctionContainers.parentId, query.parentId));
  if (query.nameSearch !== undefined) {
    where.push(matchesText(auctionContainers.name, query.nameSearch));
  }
  if (query.expiryFrom !== undefined) where.push(gte(auctionContainers.expiry, query.expiryFrom));
  if (query.expiryTo !== undefined) where.push(lte(auctionContainers.expiry, query.expiryTo));
  const column = containerOrderColumns[order.field];
  if (after !== null) {
    where.push(afterPosition(column, auctionContainers.id, order.direction, after));
  }
  const sort = order.direction === 'asc' ? asc : desc;
  return db
    .select(containerColumns)
    .from(auctionContainers)
    .where(and(...where))
    .orderBy(sort(column), sort(auctionContainers.id))
    .limit(limit);
}

/** A container whether or not it is on the site (the service decides who may see it). */
/**
 * One container, and whether it is on the site now (`onSite`), judged by the database's clock
 * in the same statement as the lists judge it.
 */
export async function selectContainer(
  db: Db,
  id: number,
): Promise<(ContainerRecord & { onSite: boolean; siteFrom: number | null }) | undefined> {
  const rows = await db
    .select({
      ...containerColumns,
      onSite: sql<boolean>`${containerOnSite(auctionContainers)}`,
      /** When it goes on the site, its folders considered (null: it or a folder is a draft). */
      siteFrom: sql<number | null>`${containerSiteFrom(auctionContainers)}`.mapWith(Number),
    })
    .from(auctionContainers)
    .where(eq(auctionContainers.id, id));
  return rows[0];
}

// ---- subtrees ---------------------------------------------------------------------------

/**
 * `with recursive sub (id)`: the container `root` (an id expression: a parameter, or a column
 * of the outer query) and every container under it, at any depth.
 */
export function withSubtree(root: SQL): SQL {
  return sql`with recursive sub (id) as (
      select ${root}
      union all
      select c.id from auction_containers c join sub on c.parent_id = sub.id
    )`;
}

/**
 * The lots under the container (at any depth) that sold, sealed with a bid, and the
 * sum of their hammer prices. Counted when asked: a summary counts bids, not sales.
 */
export async function selectContainerResults(
  db: Db,
  id: number,
): Promise<{ soldCount: number; hammerTotal: number }> {
  const rows = await queryRows<{ sold_count: number | string; hammer_total: number | string }>(
    db,
    sql`
      ${withSubtree(sql`${id}::int`)}
      select count(*)::int as sold_count, coalesce(sum(a.current_amount), 0)::bigint as hammer_total
      from auctions a join sub on a.parent_id = sub.id
      where a.status = ${AuctionStatus.sealed} and a.bid_count > 0
        and a.current_bidder_id is not null`,
  );
  return {
    soldCount: Number(rows[0]?.sold_count ?? 0),
    hammerTotal: Number(rows[0]?.hammer_total ?? 0),
  };
}

/** Whether a lot anywhere under the container `root` (an id expression) is still running. */
export function ongoingLotUnder(root: SQL): SQL {
  return sql`exists (
    ${withSubtree(root)}
    select 1 from auctions a join sub on a.parent_id = sub.id
    where a.status = ${AuctionStatus.ongoing})`;
}

// ---- summaries -------------------------------------------------------------------------

/** The containers above `ids` and `ids` themselves, deepest first. */
export async function selectChainsDeepestFirst(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with recursive chain (id, parent_id, depth) as (
        select c.id, c.parent_id, 0 from auction_containers c
        where c.id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})
        union all
        select c.id, c.parent_id, chain.depth + 1
        from chain cross join lateral (
          select id, parent_id from auction_containers where id = chain.parent_id limit 1) c
      )
      select id from chain group by id order by min(depth)`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Locks the rows in id order, the order every bid locks them in, so a recompute and the
 * bids it runs beside never wait on each other in a circle. Inside a transaction.
 */
export async function lockContainers(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from auction_containers
    where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    order by id for update`);
}

/**
 * Sets a container's summary from its children: auctions for a final container, the (already
 * correct) summaries of its groups otherwise. An empty container keeps its expiry.
 */
export async function recomputeSummary(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`
    update auction_containers c set
      child_count = s.children,
      total_auctions_count = s.auctions,
      total_bid_count = s.bids,
      total_amount = s.amount,
      expiry = coalesce(s.expiry, c.expiry),
      updated_at = now()
    from (
      select count(*)::int as children, count(*)::int as auctions,
        coalesce(sum(a.bid_count), 0)::int as bids,
        coalesce(sum(a.current_amount) filter (where a.bid_count > 0), 0)::bigint as amount,
        max(a.expiry) as expiry
      from auctions a where a.parent_id = ${id}::int
    ) s
    where c.id = ${id}::int and c.is_final_container`);
  await tx.execute(sql`
    update auction_containers c set
      child_count = s.children,
      total_auctions_count = s.auctions,
      total_bid_count = s.bids,
      total_amount = s.amount,
      expiry = coalesce(s.expiry, c.expiry),
      updated_at = now()
    from (
      select count(*)::int as children,
        coalesce(sum(g.total_auctions_count), 0)::int as auctions,
        coalesce(sum(g.total_bid_count), 0)::int as bids,
        coalesce(sum(g.total_amount), 0)::bigint as amount,
        max(g.expiry) as expiry
      from auction_containers g where g.parent_id = ${id}::int
    ) s
    where c.id = ${id}::int and not c.is_final_container`);
}

/**
 * Groups directly under `rootId` whose whole subtree has ended at least `before` and holds
 * no ongoing auction: the ones ready for the archive.
 */
export async function selectFinishedGroups(db: Db, rootId: number, before: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      select g.id from auction_containers g
      where g.parent_id = ${rootId}::int and not g.is_archive and g.expiry <= ${before}::bigint
        and not ${ongoingLotUnder(sql`g.id`)}
      order by g.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Moves a group with its whole subtree under the archive root. */
export async function moveToArchive(tx: Db, groupId: number, archiveId: number): Promise<void> {
  await tx.execute(sql`
    ${withSubtree(sql`${groupId}::int`)}
    update auction_containers c set is_archive = true, updated_at = now()
    from sub where c.id = sub.id`);
  await tx.execute(sql`
    update auction_containers set parent_id = ${archiveId}::int, updated_at = now()
    where id = ${groupId}::int`);
}
