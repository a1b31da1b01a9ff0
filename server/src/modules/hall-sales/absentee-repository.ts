import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { hallAbsenteeBids, hallLots, hallSales, pigeons } from '../../db/schema';

// Absentee maximums: the lot they are left on, and the member's own.

/** The lot, locked, with what the absentee rules read: its sale's status and the pigeon's owner. */
export async function lockAbsenteeLot(tx: Db, lotId: number) {
  const rows = await tx
    .select({
      id: hallLots.id,
      status: hallLots.status,
      startingPrice: hallLots.startingPrice,
      saleStatus: hallSales.status,
      lotsBeforeStart: hallSales.lotsBeforeStart,
      ownerId: pigeons.ownerId,
    })
    .from(hallLots)
    .innerJoin(hallSales, eq(hallSales.id, hallLots.saleId))
    .innerJoin(pigeons, eq(pigeons.id, hallLots.pigeonId))
    .where(eq(hallLots.id, lotId))
    .for('update', { of: hallLots });
  return rows[0];
}

/**
 * What the member holds in hall sales now: the price of every lot on the block whose standing
 * bid is theirs (counted against their spending limit with their timed auctions).
 */
export async function selectHallCommitted(tx: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ committed: string | number | null }>(
    tx,
    sql`select coalesce(sum(l.current_price), 0)::bigint as committed
        from hall_lots l join hall_bids b on b.id = l.leading_bid_id
        where l.status in ('open', 'warned') and b.user_id = ${userId}::text`,
  );
  return Number(rows[0]?.committed ?? 0);
}

export async function upsertAbsentee(
  tx: Db,
  row: { lotId: number; userId: string; maxAmount: number; nonce: string },
): Promise<void> {
  await tx
    .insert(hallAbsenteeBids)
    .values(row)
    .onConflictDoUpdate({
      target: [hallAbsenteeBids.lotId, hallAbsenteeBids.userId],
      set: { maxAmount: row.maxAmount, nonce: row.nonce, updatedAt: sql`now()` },
    });
}

export async function deleteAbsentee(tx: Db, lotId: number, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(hallAbsenteeBids)
    .where(and(eq(hallAbsenteeBids.lotId, lotId), eq(hallAbsenteeBids.userId, userId)))
    .returning({ lotId: hallAbsenteeBids.lotId });
  return rows.length > 0;
}

/** The member's maximums on a sale's lots, in lot order. */
export function selectMyAbsentees(db: Db, saleId: number, userId: string) {
  return db
    .select({ lotId: hallAbsenteeBids.lotId, maxAmount: hallAbsenteeBids.maxAmount })
    .from(hallAbsenteeBids)
    .innerJoin(hallLots, eq(hallLots.id, hallAbsenteeBids.lotId))
    .where(and(eq(hallLots.saleId, saleId), eq(hallAbsenteeBids.userId, userId)))
    .orderBy(asc(hallLots.position));
}
