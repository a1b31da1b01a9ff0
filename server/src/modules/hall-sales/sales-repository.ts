import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { hallLots, hallSales, pigeonPictures, pigeons, users } from '../../db/schema';

// Reads of hall sales and their lots, for the console and the public catalogue.

/** Lots not withdrawn, and lots sold, of a sale (correlated to the outer `hall_sales` row). */
const lotCount = sql<number>`(select count(*)::int from hall_lots l
  where l.sale_id = hall_sales.id and l.status <> 'withdrawn')`.mapWith(Number);
const soldCount = sql<number>`(select count(*)::int from hall_lots l
  where l.sale_id = hall_sales.id and l.status = 'sold')`.mapWith(Number);

const saleColumns = {
  id: hallSales.id,
  title: hallSales.title,
  startsAt: hallSales.startsAt,
  place: hallSales.place,
  videoUrl: hallSales.videoUrl,
  status: hallSales.status,
  lotsBeforeStart: hallSales.lotsBeforeStart,
  createdAt: hallSales.createdAt,
  lotCount,
  soldCount,
};

export type SaleRecord = Awaited<ReturnType<typeof selectSales>>[number];

/** Every sale, newest first (by start, then by id). */
export function selectSales(db: Db) {
  return db
    .select(saleColumns)
    .from(hallSales)
    .orderBy(desc(hallSales.startsAt), desc(hallSales.id));
}

export async function selectSale(db: Db, id: number): Promise<SaleRecord | undefined> {
  const rows = await db.select(saleColumns).from(hallSales).where(eq(hallSales.id, id));
  return rows[0];
}

/** The sale row, locked for a write (every write to a sale's lots locks its sale first). */
export async function lockSale(tx: Db, id: number) {
  const rows = await tx.select().from(hallSales).where(eq(hallSales.id, id)).for('update');
  return rows[0];
}

/** The public sales: running ones first, then the scheduled ones, soonest first. */
export function selectPublicSales(db: Db) {
  const cover = sql<string | null>`(select pp.url from hall_lots l
    join pigeon_pictures pp on pp.pigeon_id = l.pigeon_id and pp.position = 0
    where l.sale_id = hall_sales.id and l.status <> 'withdrawn'
      and (hall_sales.lots_before_start or hall_sales.status <> 'scheduled')
    order by l.position limit 1)`;
  return db
    .select({ ...saleColumns, cover })
    .from(hallSales)
    .where(inArray(hallSales.status, ['scheduled', 'running']))
    .orderBy(
      sql`case when ${hallSales.status} = 'running' then 0 else 1 end`,
      asc(hallSales.startsAt),
      asc(hallSales.id),
    );
}

/** The lots of a sale in order (withdrawn ones are last: see lots-writes.ts), with their pigeon. */
export function selectSaleLots(db: Db, saleId: number) {
  return db
    .select({
      id: hallLots.id,
      position: hallLots.position,
      pigeonId: hallLots.pigeonId,
      startingPrice: hallLots.startingPrice,
      status: hallLots.status,
      stepOverride: hallLots.stepOverride,
      currentPrice: hallLots.currentPrice,
      bidCount: hallLots.bidCount,
      soldPrice: hallLots.soldPrice,
      closedAt: hallLots.closedAt,
      buyerId: hallLots.buyerId,
      buyerPaddle: hallLots.buyerPaddle,
      serial: pigeons.serial,
      tagNum: pigeons.tagNum,
      state: pigeons.state,
      ownerFullName: users.fullname,
      cover: pigeonPictures.url,
      absenteeCount: sql<number>`(select count(*)::int from hall_absentee_bids a
        where a.lot_id = hall_lots.id)`.mapWith(Number),
    })
    .from(hallLots)
    .innerJoin(pigeons, eq(pigeons.id, hallLots.pigeonId))
    .innerJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(
      pigeonPictures,
      and(eq(pigeonPictures.pigeonId, hallLots.pigeonId), eq(pigeonPictures.position, 0)),
    )
    .where(eq(hallLots.saleId, saleId))
    .orderBy(asc(hallLots.position));
}

export type SaleLotRecord = Awaited<ReturnType<typeof selectSaleLots>>[number];

/** The members who bought lots of a sale, for its results. */
export function selectBuyers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The lots of a sale that are not withdrawn, in order, locked (the sale is locked first). */
export function lockActiveLots(tx: Db, saleId: number) {
  return tx
    .select({ id: hallLots.id, position: hallLots.position, status: hallLots.status })
    .from(hallLots)
    .where(and(eq(hallLots.saleId, saleId), ne(hallLots.status, 'withdrawn')))
    .orderBy(asc(hallLots.position))
    .for('update');
}
