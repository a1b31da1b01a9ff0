import type { PaymentFlagData, PaymentFlagView } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, checkStaffReason, recordAudit } from '../audit';

// Issue 33, non-payers: a member flagged for unpaid statements; assertBidder (auctions) refuses
// their bids everywhere until staff lift the flag.

const t = messages.statementServer;

async function lockMember(tx: Db, uid: string) {
  const [row] = await tx
    .select({
      id: users.id,
      fullname: users.fullname,
      flaggedAt: users.paymentFlaggedAt,
      reason: users.paymentFlagReason,
    })
    .from(users)
    .where(eq(users.id, uid))
    .for('update');
  if (row === undefined) throw new AppError('not-found', t.memberNotFound);
  return row;
}

const viewOf = (uid: string, flaggedAt: Date | null, reason: string | null): PaymentFlagView => ({
  uid,
  flaggedAt: flaggedAt?.getTime() ?? null,
  reason,
});

/** adminPaymentFlag: staff flag a member with a reason. Audited `settlement.flag`. */
export async function flagMember(
  db: Db,
  user: SessionUser,
  data: PaymentFlagData,
): Promise<PaymentFlagView> {
  const reason = checkStaffReason(data.reason);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, data.uid);
    if (member.flaggedAt !== null) throw new AppError('failed-precondition', t.alreadyFlagged);
    const flaggedAt = new Date();
    await tx
      .update(users)
      .set({ paymentFlaggedAt: flaggedAt, paymentFlagReason: reason })
      .where(eq(users.id, data.uid));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.flag',
      targetType: 'user',
      targetId: data.uid,
      summary: fill(t.auditFlag, { name: member.fullname ?? data.uid, reason }),
      before: { paymentFlaggedAt: null },
      after: { paymentFlaggedAt: flaggedAt.toISOString(), reason },
    });
    return viewOf(data.uid, flaggedAt, reason);
  });
}

/** adminPaymentFlagLift: staff lift the flag; bids are taken again. Audited `settlement.unflag`. */
export async function liftFlag(
  db: Db,
  user: SessionUser,
  data: { uid: string },
): Promise<PaymentFlagView> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, data.uid);
    if (member.flaggedAt === null) throw new AppError('failed-precondition', t.notFlagged);
    await tx
      .update(users)
      .set({ paymentFlaggedAt: null, paymentFlagReason: null })
      .where(eq(users.id, data.uid));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.unflag',
      targetType: 'user',
      targetId: data.uid,
      summary: fill(t.auditFlagLift, { name: member.fullname ?? data.uid }),
      before: { paymentFlaggedAt: member.flaggedAt.toISOString(), reason: member.reason },
      after: { paymentFlaggedAt: null },
    });
    return viewOf(data.uid, null, null);
  });
}
