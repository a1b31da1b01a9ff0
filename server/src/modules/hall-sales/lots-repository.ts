import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, hallLots, pigeons } from '../../db/schema';

// The lot writes' queries: pigeons and what holds them, positions.

/**
 * The pigeons, locked (id order, as the timed lots lock them), each with a running timed auction
 * and an unfinished hall sale that holds it, if any.
 */
export async function lockPigeonsForHall(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: pigeons.id, tagNum: pigeons.tagNum, active: pigeons.active })
    .from(pigeons)
    .where(inArray(pigeons.id, [...ids]))
    .orderBy(asc(pigeons.id))
    .for('update');
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const inAuction = await queryRows<{ pigeon_id: number }>(
    tx,
    sql`select pigeon_id from auctions
        where status = ${AuctionStatus.ongoing} and pigeon_id in (${list})`,
  );
  const inHall = await queryRows<{ pigeon_id: number; title: string }>(
    tx,
    sql`select l.pigeon_id, s.title from hall_lots l join hall_sales s on s.id = l.sale_id
        where s.status <> 'ended' and l.status <> 'withdrawn' and l.pigeon_id in (${list})`,
  );
  return rows.map((row) => ({
    ...row,
    inAuction: inAuction.some((r) => Number(r.pigeon_id) === row.id),
    hallSaleTitle: inHall.find((r) => Number(r.pigeon_id) === row.id)?.title ?? null,
  }));
}

/** Every lot of a sale, locked, in position order. */
export function lockAllLots(tx: Db, saleId: number) {
  return tx
    .select({ id: hallLots.id, position: hallLots.position, status: hallLots.status })
    .from(hallLots)
    .where(eq(hallLots.saleId, saleId))
    .orderBy(asc(hallLots.position))
    .for('update');
}

/** The lot with its sale's id (not locked: the caller locks the sale, then the lot). */
export async function selectLotSale(db: Db, lotId: number) {
  const rows = await db
    .select({ saleId: hallLots.saleId })
    .from(hallLots)
    .where(eq(hallLots.id, lotId));
  return rows[0]?.saleId;
}

export async function lockLot(tx: Db, lotId: number) {
  const rows = await tx
    .select({
      id: hallLots.id,
      saleId: hallLots.saleId,
      position: hallLots.position,
      status: hallLots.status,
      startingPrice: hallLots.startingPrice,
      pigeonId: hallLots.pigeonId,
      tagNum: pigeons.tagNum,
    })
    .from(hallLots)
    .innerJoin(pigeons, eq(pigeons.id, hallLots.pigeonId))
    .where(eq(hallLots.id, lotId))
    .for('update', { of: hallLots });
  return rows[0];
}

/**
 * Gives the sale's lots the positions 1..n in the order of `orderedIds` (every lot of the sale).
 * Non-deferrable unique index: the positions are first moved out of the way (negated), so no
 * row ever meets another's position on the way.
 */
export async function writePositions(
  tx: Db,
  saleId: number,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx
    .update(hallLots)
    .set({ position: sql`-${hallLots.position}` })
    .where(eq(hallLots.saleId, saleId));
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update hall_lots set position = v.pos
    from (values ${values}) as v(id, pos)
    where hall_lots.id = v.id and hall_lots.sale_id = ${saleId}::int`);
}
