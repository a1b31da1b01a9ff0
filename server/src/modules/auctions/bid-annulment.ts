import type { AdminAnnulBidData, AdminAnnulBidResult } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, auctions, bids, maxBids } from '../../db/schema';
import { AppError } from '../../errors';
import { type AuditActor, checkStaffReason, recordAudit } from '../audit';
import { addToGroupTotals, lockBidTarget } from './proxy-repository';
import { recomputeAfterAnnulment } from './proxy-rules';

const text = messages.adminTrust.server;

interface AnnulledRow {
  auction_id: number;
  user_id: string;
  amount: number;
  auto: boolean;
  voided: boolean;
  lot_name: string;
  bidder_name: string | null;
}

/**
 * Staff annul one standing bid of a running lot (issue 35: a shill's bid), with the reason.
 * In one transaction, under the auction's lock (every bid waits for it):
 * - the bid is voided with the reason; an automatic bid takes its bidder's maximum with it
 *   (the maximum placed it, and would place it again);
 * - the price and the leader are recomputed from the bids and maximums left
 *   (`recomputeAfterAnnulment`); automatic bids above the new price, which only answered the
 *   annulled one, are voided too, and the leader gets a bid at the new price where none of
 *   theirs is at it;
 * - the group totals follow, the audit log records it, and the live paths of the lot and its
 *   groups are notified, so everyone watching sees the correction.
 */
export async function annulBid(
  db: Db,
  actor: AuditActor,
  data: AdminAnnulBidData,
): Promise<AdminAnnulBidResult> {
  const reason = checkStaffReason(data.reason);
  const bidId = Number(data.bidId);
  return db.transaction(async (tx) => {
    const found = await queryRows<AnnulledRow>(
      tx,
      sql`select b.auction_id, b.user_id, b.amount, b.auto, b.voided_at is not null as voided,
            a.name as lot_name, coalesce(u.fullname, u.username) as bidder_name
          from bids b join auctions a on a.id = b.auction_id join users u on u.id = b.user_id
          where b.id = ${bidId}::bigint`,
    );
    const row = found[0];
    if (row === undefined) throw new AppError('not-found', text.bidNotFound);
    if (row.voided) throw new AppError('failed-precondition', text.alreadyAnnulled);
    const auctionId = Number(row.auction_id);
    const target = await lockBidTarget(tx, auctionId);
    if (
      target === undefined ||
      target.status !== AuctionStatus.ongoing ||
      target.sealed ||
      target.expiry <= target.now
    ) {
      throw new AppError('failed-precondition', text.notRunning);
    }

    const voidedAt = new Date();
    await tx
      .update(bids)
      .set({ voidedAt, voidReason: reason })
      .where(and(eq(bids.id, bidId), isNull(bids.voidedAt)));
    if (row.auto) {
      await tx
        .delete(maxBids)
        .where(and(eq(maxBids.auctionId, auctionId), eq(maxBids.userId, row.user_id)));
    }

    const standing = await tx
      .select({
        id: bids.id,
        userId: bids.userId,
        amount: bids.amount,
        auto: bids.auto,
        createdOn: bids.createdOn,
      })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), isNull(bids.voidedAt)))
      .orderBy(bids.id);
    const maxima = await tx
      .select({ userId: maxBids.userId, amount: maxBids.amount, updatedOn: maxBids.updatedOn })
      .from(maxBids)
      .where(eq(maxBids.auctionId, auctionId));
    const result = recomputeAfterAnnulment(target, standing, maxima);

    if (result.voidIds.length > 0) {
      await tx
        .update(bids)
        .set({
          voidedAt,
          voidReason: fill(text.answeredAnnulled, {
            name: row.bidder_name ?? '',
            amount: formatMoney(row.amount),
          }),
        })
        .where(inArray(bids.id, result.voidIds));
    }
    if (result.leaderBid !== null && result.leaderId !== null) {
      await tx.insert(bids).values({
        auctionId,
        userId: result.leaderId,
        amount: result.leaderBid.amount,
        oldAmount: result.leaderBid.oldAmount,
        // Request nonces are base64: a ':' keeps this one apart from every request's.
        nonce: `annul:${bidId}`,
        auto: true,
        createdOn: target.now,
      });
    }
    const bidCount = standing.length - result.voidIds.length + (result.leaderBid !== null ? 1 : 0);
    const ancestor = await queryRows<{ amount: number | null }>(
      tx,
      sql`select max(old_amount) as amount from bids
          where auction_id = ${auctionId}::int and voided_at is null
            and amount = ${result.currentAmount}::int`,
    );
    await tx
      .update(auctions)
      .set({
        currentAmount: result.currentAmount,
        ancestorAmount: Number(ancestor[0]?.amount ?? target.startingBid),
        currentBidderId: result.leaderId,
        leaderMax: result.leaderMax,
        bidCount,
        updatedAt: new Date(),
      })
      .where(eq(auctions.id, auctionId));

    // The groups' totals sum each auction's price once it has bids.
    const counted = (count: number, amount: number) => (count === 0 ? 0 : amount);
    await addToGroupTotals(tx, {
      auctionId,
      parentId: target.parentId,
      bidDelta: bidCount - target.bidCount,
      amountDelta:
        counted(bidCount, result.currentAmount) - counted(target.bidCount, target.currentAmount),
      expiry: target.expiry,
    });

    await recordAudit(tx, {
      actor,
      action: 'auction.bid-annul',
      targetType: 'auction',
      targetId: auctionId,
      summary: fill(text.audit.annul, {
        lot: row.lot_name,
        name: row.bidder_name ?? row.user_id,
        amount: formatMoney(row.amount),
        reason,
      }),
      before: {
        bidId,
        currentAmount: target.currentAmount,
        leaderId: target.currentBidderId,
        bidCount: target.bidCount,
      },
      after: {
        currentAmount: result.currentAmount,
        leaderId: result.leaderId,
        bidCount,
        alsoVoided: result.voidIds,
      },
    });
    return {
      auctionId: String(auctionId),
      currentAmount: result.currentAmount,
      bidCount,
      leaderId: result.leaderId,
      annulled: 1 + result.voidIds.length,
    };
  });
}

/**
 * A ban (issue 35): the member's maximums on running lots are cancelled, so the server bids
 * for them no more; where they lead, they keep the bid they hold. Nothing public changes.
 * Returns how many were cancelled; the caller records it with the ban.
 */
export async function cancelRunningMaxBids(tx: Db, userId: string): Promise<number> {
  const running = sql`(select id from auctions where status = ${AuctionStatus.ongoing}
    and expiry > ${dbNowMs})`;
  const removed = await tx
    .delete(maxBids)
    .where(and(eq(maxBids.userId, userId), sql`${maxBids.auctionId} in ${running}`))
    .returning({ auctionId: maxBids.auctionId });
  if (removed.length > 0) {
    await tx
      .update(auctions)
      .set({ leaderMax: null })
      .where(
        and(
          eq(auctions.currentBidderId, userId),
          inArray(
            auctions.id,
            removed.map((entry) => entry.auctionId),
          ),
        ),
      );
  }
  return removed.length;
}
