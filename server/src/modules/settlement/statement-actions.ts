import type {
  BuyerStatementView,
  StatementCancelData,
  StatementExtendData,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { paymentReference } from '@kanat/shared/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { buyerStatements, statementLines } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, checkStaffReason, recordAudit } from '../audit';
import { parseDay, turkeyToday } from './days';
import { refreshBuyerTotal, refreshSellerTotals } from './issue-statements';
import { lockStatement } from './payments';
import { getBuyerView } from './statements-read';

// Staff's actions on a buyer's statement that is not paid (issue 33, non-payers).

const t = messages.statementServer;

/** The end of a Turkish day ('2026-12-05', UTC+3 all year) as a moment. */
export function endOfTurkeyDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+03:00`);
}

/** The statement locked in `tx`, refused in Turkish unless it is still open. */
export async function lockOpenStatement(tx: Db, id: number) {
  const statement = await lockStatement(tx, id);
  if (statement.state !== 'open') throw new AppError('failed-precondition', t.notOpen);
  return statement;
}

/**
 * adminStatementExtend: a later due day (the end of that day in Turkey) for an open statement,
 * with a reason. A day not after the current due day, or a statement paid or cancelled, is
 * refused and nothing changes. Audited `settlement.extend`.
 */
export async function extendStatement(
  db: Db,
  user: SessionUser,
  data: StatementExtendData,
): Promise<BuyerStatementView> {
  const day = parseDay(data.dueOn);
  if (day === null) throw new AppError('invalid-argument', t.dueDayInvalid);
  const reason = checkStaffReason(data.reason);
  const id = Number(data.id);
  await db.transaction(async (tx) => {
    const statement = await lockOpenStatement(tx, id);
    const currentDay = turkeyToday(statement.dueAt.getTime());
    if (day <= currentDay) {
      throw new AppError(
        'failed-precondition',
        fill(t.dueDayNotLater, { due: dotted(currentDay) }),
      );
    }
    const dueAt = endOfTurkeyDay(day);
    await tx
      .update(buyerStatements)
      .set({ dueAt, overdueAt: null })
      .where(eq(buyerStatements.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.extend',
      targetType: 'buyer-statement',
      targetId: id,
      summary: fill(t.auditExtend, { reference: paymentReference(id), day: dotted(day), reason }),
      before: { dueAt: statement.dueAt.toISOString() },
      after: { dueAt: dueAt.toISOString(), reason },
    });
  });
  return getBuyerView(db, id);
}

/**
 * adminStatementCancel: an open statement with no payment cancelled with a reason. Its lines
 * are cancelled (kept on record, so the issuing pass never bills the lots again), its total and
 * its sellers' statements are worked out again from the lines that stand, so the sale's books
 * still balance; the lots go back to their sellers. Audited `settlement.cancel`.
 */
export async function cancelStatement(
  db: Db,
  user: SessionUser,
  data: StatementCancelData,
): Promise<BuyerStatementView> {
  const reason = checkStaffReason(data.reason);
  const id = Number(data.id);
  await db.transaction(async (tx) => {
    const statement = await lockOpenStatement(tx, id);
    if (statement.paidKurus > 0) throw new AppError('failed-precondition', t.cancelPaid);
    const now = new Date();
    const lines = await tx
      .update(statementLines)
      .set({ cancelledAt: now })
      .where(and(eq(statementLines.statementId, id), isNull(statementLines.cancelledAt)))
      .returning({
        lineId: statementLines.id,
        sellerStatementId: statementLines.sellerStatementId,
      });
    await tx
      .update(buyerStatements)
      .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason })
      .where(eq(buyerStatements.id, id));
    await refreshBuyerTotal(tx, id);
    for (const sellerId of new Set(lines.map((l) => l.sellerStatementId))) {
      if (sellerId !== null) await refreshSellerTotals(tx, sellerId);
    }
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.cancel',
      targetType: 'buyer-statement',
      targetId: id,
      summary: fill(t.auditCancel, { reference: paymentReference(id), reason }),
      before: { state: statement.state, totalKurus: statement.totalKurus },
      after: { state: 'cancelled', reason, lines: lines.map((l) => l.lineId) },
    });
  });
  return getBuyerView(db, id);
}

/** '2026-12-05' as Turks write it: '05.12.2026'. */
function dotted(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
