import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auctions } from '../../db/schema';
import { livePaths, publishLive } from '../live';

/** What a change of the staff's bid ceiling needs to know of the auction. */
export type CeilingTarget = Pick<
  typeof auctions.$inferSelect,
  'bidCount' | 'startingBid' | 'currentAmount' | 'bidCeiling'
>;

export async function selectCeilingTarget(
  db: Db,
  auctionId: number,
): Promise<CeilingTarget | undefined> {
  const rows = await db
    .select({
      bidCount: auctions.bidCount,
      startingBid: auctions.startingBid,
      currentAmount: auctions.currentAmount,
      bidCeiling: auctions.bidCeiling,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return rows[0];
}

/**
 * Sets the staff's bid ceiling of an auction (null: the rule alone) and tells the auction's
 * live path, delivered at commit. False: no such auction.
 */
export async function updateBidCeiling(
  db: Db,
  auctionId: number,
  ceiling: number | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(auctions)
      .set({ bidCeiling: ceiling, updatedAt: new Date() })
      .where(eq(auctions.id, auctionId))
      .returning({ id: auctions.id });
    if (rows.length === 0) return false;
    await publishLive(tx, livePaths.auction(auctionId));
    return true;
  });
}
