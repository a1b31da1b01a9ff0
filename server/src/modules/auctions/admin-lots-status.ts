import type { AdminLotRow, SessionUser } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { AuctionStatus, auctions } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, checkStaffReason, recordAudit } from '../audit';
import { lockAuction, selectBidders, voidBids } from './admin-lots-repository';
import { mustFindLot, refreshGroup } from './admin-lots-service';

// A lot's status set by staff: cancelled (bids voided, bidders told), or paid and delivered.

const text = messages.adminAuctions;

/**
 * `adminAuctionCancel`: status 4 with the reason; every bid is voided (kept, never deleted)
 * and the auction's standing price goes back to its start, so nothing of it counts in the
 * group's totals. The bidders are told by SMS once the change is committed.
 */
export async function cancelAuction(
  app: Pick<FastifyInstance, 'db' | 'sms'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  user: SessionUser,
  data: { id: string; reason: string },
): Promise<{ lot: AdminLotRow; notified: number }> {
  const id = Number(data.id);
  const reason = checkStaffReason(data.reason);
  const { name, bidders } = await app.db.transaction(async (tx) => {
    const row = await lockAuction(tx, id);
    if (row === undefined) throw new AppError('not-found', text.lotNotFound);
    if (row.status === AuctionStatus.cancelled) {
      throw new AppError('failed-precondition', text.lotNotOngoing);
    }
    const bidders = await selectBidders(tx, id);
    const voided = await voidBids(tx, id);
    await tx
      .update(auctions)
      .set({
        status: AuctionStatus.cancelled,
        sealed: true,
        cancelledAt: new Date(),
        cancelReason: reason,
        bidCount: 0,
        currentAmount: row.startingBid,
        ancestorAmount: null,
        currentBidderId: null,
        // The group's end no longer waits for a lot that will not sell.
        expiry: sql`least(${auctions.expiry}, ${Date.now()}::bigint)`,
        updatedAt: new Date(),
      })
      .where(eq(auctions.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'auction.cancel',
      targetType: 'auction',
      targetId: id,
      summary: fill(text.auditLotCancel, { name: row.name }),
      before: {
        status: row.status,
        bidCount: row.bidCount,
        currentAmount: row.currentAmount,
        currentBidderId: row.currentBidderId,
      },
      after: { status: AuctionStatus.cancelled, reason, voidedBids: voided },
    });
    await refreshGroup(tx, row.parentId, [id]);
    return { name: row.name, bidders };
  });

  let notified = 0;
  const sms = fill(text.cancelSms, { name, reason });
  for (const bidder of bidders) {
    if (bidder.phone === null) continue;
    try {
      await app.sms.send(app.db, { to: bidder.phone, text: sms, purpose: 'staff-notice' });
      notified++;
    } catch (error) {
      // The cancellation stands; a failed notice is logged for staff to follow up.
      log.error({ err: error, auctionId: id }, 'İptal SMS gönderilemedi');
    }
  }
  return { lot: await mustFindLot(app.db, id), notified };
}

/** `adminLotMark`: a sold lot paid and/or delivered (and back). */
export async function markLot(
  db: Db,
  user: SessionUser,
  data: { id: string; paid?: boolean; delivered?: boolean },
): Promise<{ lot: AdminLotRow }> {
  const id = Number(data.id);
  await db.transaction(async (tx) => {
    const row = await lockAuction(tx, id);
    if (row === undefined) throw new AppError('not-found', text.lotNotFound);
    if (row.status !== AuctionStatus.sealed || row.bidCount === 0) {
      throw new AppError('failed-precondition', text.notSold);
    }
    const at = (wanted: boolean | undefined, current: Date | null) =>
      wanted === undefined ? current : wanted ? (current ?? new Date()) : null;
    const paidAt = at(data.paid, row.paidAt);
    const deliveredAt = at(data.delivered, row.deliveredAt);
    await tx
      .update(auctions)
      .set({ paidAt, deliveredAt, updatedAt: new Date() })
      .where(eq(auctions.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'auction.mark',
      targetType: 'auction',
      targetId: id,
      summary: fill(text.auditLotMark, { name: row.name }),
      before: { paid: row.paidAt !== null, delivered: row.deliveredAt !== null },
      after: { paid: paidAt !== null, delivered: deliveredAt !== null },
    });
  });
  return { lot: await mustFindLot(db, id) };
}
