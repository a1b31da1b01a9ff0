import type { AdminLotRow, AuctionablePigeon } from '@kanat/shared/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, auctions, bids, pigeonPictures, pigeons, users } from '../../db/schema';
import { auctionCover, likePrefix } from './auctions-repository';

/** Queries of the console's lot pages (staff). */

const lotColumns = {
  id: auctions.id,
  name: auctions.name,
  description: auctions.description,
  parentId: auctions.parentId,
  pigeonId: auctions.pigeonId,
  serial: pigeons.serial,
  tagNum: pigeons.tagNum,
  ownerFullName: users.fullname,
  cover: pigeonPictures.url,
  startingBid: auctions.startingBid,
  currentAmount: auctions.currentAmount,
  bidCount: auctions.bidCount,
  startedOn: auctions.startedOn,
  endingTime: auctions.endingTime,
  expiry: auctions.expiry,
  status: auctions.status,
  cancelledAt: auctions.cancelledAt,
  cancelReason: auctions.cancelReason,
  paidAt: auctions.paidAt,
  deliveredAt: auctions.deliveredAt,
  bidCeiling: auctions.bidCeiling,
  reservePrice: auctions.reservePrice,
  reserveUnmet: auctions.reserveUnmet,
};

function lotQuery(db: Db, where: SQL | undefined) {
  return (
    db
      .select(lotColumns)
      .from(auctions)
      .leftJoin(pigeons, eq(pigeons.id, auctions.pigeonId))
      .leftJoin(users, eq(users.id, pigeons.ownerId))
      .leftJoin(pigeonPictures, auctionCover)
      .where(where)
      // The catalogue's order: as staff arranged it, else as the lots were added.
      .orderBy(sql`${auctions.lotPosition} asc nulls last`, asc(auctions.id))
  );
}

type LotRecord = Awaited<ReturnType<typeof lotQuery>>[number];

const ms = (date: Date | null) => (date === null ? null : date.getTime());

export function toLotRow(record: LotRecord): AdminLotRow {
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    parentId: record.parentId === null ? null : String(record.parentId),
    pigeonId: String(record.pigeonId),
    serial: record.serial ?? 0,
    tagNum: record.tagNum ?? '',
    ownerFullName: record.ownerFullName ?? '',
    cover: record.cover,
    startingBid: record.startingBid,
    currentAmount: record.currentAmount,
    bidCount: record.bidCount,
    startedOn: record.startedOn,
    endingTime: record.endingTime,
    expiry: record.expiry,
    status: record.status,
    cancelledAt: ms(record.cancelledAt),
    cancelReason: record.cancelReason,
    paidAt: ms(record.paidAt),
    deliveredAt: ms(record.deliveredAt),
    bidCeiling: record.bidCeiling,
    reservePrice: record.reservePrice,
    reserveUnmet: record.reserveUnmet,
  };
}

async function selectLotsWhere(db: Db, where: SQL | undefined): Promise<AdminLotRow[]> {
  return (await lotQuery(db, where)).map(toLotRow);
}

/** A group's lots in their order (the order of staggered ends). */
export function selectGroupLots(db: Db, groupId: number): Promise<AdminLotRow[]> {
  return selectLotsWhere(db, eq(auctions.parentId, groupId));
}

export async function selectLot(db: Db, id: number): Promise<AdminLotRow | undefined> {
  return (await selectLotsWhere(db, eq(auctions.id, id)))[0];
}

/** The auction row as an edit or a cancel sees it, locked until the transaction ends. */
export async function lockAuction(tx: Db, id: number) {
  const rows = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
  return rows[0];
}

/**
 * The pigeons, locked (id order), with whether each is already in a running auction or in an
 * unfinished hall mezat.
 */
export async function lockPigeons(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: pigeons.id,
      tagNum: pigeons.tagNum,
      name: pigeons.name,
      active: pigeons.active,
      description: pigeons.description,
    })
    .from(pigeons)
    .where(inArray(pigeons.id, [...ids]))
    .orderBy(asc(pigeons.id))
    .for('update');
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const busy = await queryRows<{ pigeon_id: number; id: number }>(
    tx,
    sql`select pigeon_id, id from auctions
      where status = ${AuctionStatus.ongoing} and pigeon_id in (${list})`,
  );
  // A pigeon that is a lot of an unfinished hall mezat (issue 32) is not sold twice.
  const inHall = await queryRows<{ pigeon_id: number; title: string }>(
    tx,
    sql`select l.pigeon_id, s.title from hall_lots l join hall_sales s on s.id = l.sale_id
        where s.status <> 'ended' and l.status <> 'withdrawn' and l.pigeon_id in (${list})`,
  );
  return rows.map((row) => ({
    ...row,
    runningAuctionIds: busy.filter((b) => Number(b.pigeon_id) === row.id).map((b) => Number(b.id)),
    hallSaleTitle: inHall.find((h) => Number(h.pigeon_id) === row.id)?.title ?? null,
  }));
}

/** Active pigeons not in a running auction nor in an unfinished hall mezat, newest serial first. */
export async function selectAuctionablePigeons(
  db: Db,
  search: string | undefined,
  limit: number,
): Promise<AuctionablePigeon[]> {
  const conditions: SQL[] = [
    eq(pigeons.active, 1),
    sql`not exists (select 1 from auctions a where a.pigeon_id = ${pigeons.id}
      and a.status = ${AuctionStatus.ongoing})`,
    sql`not exists (select 1 from hall_lots l join hall_sales s on s.id = l.sale_id
      where l.pigeon_id = ${pigeons.id} and s.status <> 'ended' and l.status <> 'withdrawn')`,
  ];
  const text = search?.trim() ?? '';
  if (text !== '') {
    const contains = `%${likePrefix(text)}`;
    conditions.push(
      sql`(${pigeons.tagNum} ilike ${contains} or ${users.fullname} ilike ${contains}
        or ${pigeons.name} ilike ${contains}
        or ${pigeons.serial}::text like ${likePrefix(text.replace(/^0+(?=\d)/, ''))})`,
    );
  }
  const rows = await db
    .select({
      id: pigeons.id,
      serial: pigeons.serial,
      tagNum: pigeons.tagNum,
      name: pigeons.name,
      state: pigeons.state,
      ownerFullName: users.fullname,
      cover: pigeonPictures.url,
    })
    .from(pigeons)
    .leftJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(
      pigeonPictures,
      and(eq(pigeonPictures.pigeonId, pigeons.id), eq(pigeonPictures.position, 0)),
    )
    .where(and(...conditions))
    .orderBy(desc(pigeons.serial))
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    serial: row.serial,
    tagNum: row.tagNum,
    name: row.name,
    state: row.state,
    ownerFullName: row.ownerFullName ?? '',
    cover: row.cover,
  }));
}

/** The people who hold standing (not voided) bids on the auction, with their phones. */
export async function selectBidders(db: Db, auctionId: number) {
  return db
    .selectDistinct({ uid: users.id, phone: users.phoneNumber })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.auctionId, auctionId), isNull(bids.voidedAt)));
}

/** Voids every standing bid of the auction; the rows stay. */
export async function voidBids(tx: Db, auctionId: number): Promise<number> {
  const rows = await tx
    .update(bids)
    .set({ voidedAt: new Date() })
    .where(and(eq(bids.auctionId, auctionId), isNull(bids.voidedAt)))
    .returning({ id: bids.id });
  return rows.length;
}
