import type {
  BuyerStatementView,
  DeliverySetData,
  PayoutMarkData,
  SellerStatementView,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { buyerLine, formatKurus, parseKurus } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { sellerStatements, statementLines, users } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { parsePastDay } from './days';
import { refreshBuyerTotal } from './issue-statements';
import { lockStatement } from './payments';
import { getBuyerView, getSellerView } from './statements-read';

const t = messages.statementServer;

const filled = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * adminDeliverySet: a won lot goes by pickup (who took it) or by cargo (carrier, tracking
 * number, and a fee that goes onto the line and the statement's total). Refused when the fee
 * would take the total below what the buyer has paid already.
 */
export async function setDelivery(
  db: Db,
  user: SessionUser,
  data: DeliverySetData,
): Promise<BuyerStatementView> {
  const pickedUpBy = filled(data.pickedUpBy);
  const carrier = filled(data.carrier);
  const trackingNumber = filled(data.trackingNumber);
  if (data.method === 'pickup' && data.delivered && pickedUpBy === null) {
    throw new AppError('invalid-argument', t.pickedUpByRequired);
  }
  if (data.method === 'cargo' && data.delivered && (carrier === null || trackingNumber === null)) {
    throw new AppError('invalid-argument', t.cargoRequired);
  }
  let fee = 0;
  if (data.method === 'cargo' && filled(data.shippingFee) !== null) {
    const parsed = parseKurus(data.shippingFee ?? '');
    if (parsed === null || parsed < 0) throw new AppError('invalid-argument', t.shippingInvalid);
    fee = parsed;
  }
  const lineId = Number(data.lineId);
  const statementId = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ statementId: statementLines.statementId })
      .from(statementLines)
      .where(eq(statementLines.id, lineId));
    if (found === undefined) throw new AppError('not-found', t.lineNotFound);
    // The statement first, as payments lock it: a payment and a fee never cross.
    const statement = await lockStatement(tx, found.statementId);
    const [line] = await tx
      .select()
      .from(statementLines)
      .where(eq(statementLines.id, lineId))
      .for('update');
    if (line === undefined) throw new AppError('not-found', t.lineNotFound);
    if (line.cancelledAt !== null) throw new AppError('failed-precondition', t.lineCancelled);
    if (statement.state === 'cancelled') {
      throw new AppError('failed-precondition', t.statementCancelled);
    }
    const figures = buyerLine(line.hammerKurus, fee, {
      buyerPremiumBp: statement.buyerPremiumBp,
      sellerCommissionBp: statement.sellerCommissionBp,
      vatBp: statement.vatBp,
      paymentTermDays: 1,
    });
    // The statement's own terms (copied when it was issued): the premium stays as issued, only
    // the shipping, and so the line's total, changes.
    const total = figures.total;
    if (statement.totalKurus - line.totalKurus + total < statement.paidKurus) {
      throw new AppError('failed-precondition', t.shippingUnderPaid);
    }
    const cargo = data.method === 'cargo';
    await tx
      .update(statementLines)
      .set({
        deliveryMethod: data.method,
        shippingKurus: figures.shipping,
        totalKurus: total,
        carrier: cargo ? carrier : null,
        trackingNumber: cargo ? trackingNumber : null,
        pickedUpBy: cargo ? null : pickedUpBy,
        deliveredAt: data.delivered ? (line.deliveredAt ?? new Date()) : null,
      })
      .where(eq(statementLines.id, lineId));
    await refreshBuyerTotal(tx, statement.id);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.delivery',
      targetType: 'buyer-statement',
      targetId: statement.id,
      summary: fill(t.auditDelivery, {
        title: line.title,
        method: cargo
          ? `${t.deliveryCargo} ${carrier ?? ''} ${trackingNumber ?? ''} ${formatKurus(figures.shipping)}`.trim()
          : `${t.deliveryPickup} ${pickedUpBy ?? ''}`.trim(),
      }),
      before: {
        method: line.deliveryMethod,
        shippingKurus: line.shippingKurus,
        delivered: line.deliveredAt !== null,
      },
      after: { method: data.method, shippingKurus: figures.shipping, delivered: data.delivered },
    });
    return statement.id;
  });
  return getBuyerView(db, statementId);
}

/** adminPayoutMark: the house has transferred a seller's net, once. */
export async function markPayout(
  db: Db,
  user: SessionUser,
  data: PayoutMarkData,
): Promise<SellerStatementView> {
  const day = parsePastDay(data.paidOn);
  if (day === null) throw new AppError('invalid-argument', t.dayInvalid);
  const reference = data.reference.trim();
  if (reference === '') throw new AppError('invalid-argument', t.payoutReferenceRequired);
  const id = Number(data.id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ statement: sellerStatements, fullname: users.fullname })
      .from(sellerStatements)
      .innerJoin(users, eq(users.id, sellerStatements.sellerId))
      .where(eq(sellerStatements.id, id))
      .for('update', { of: sellerStatements });
    if (row === undefined) throw new AppError('not-found', t.sellerNotFound);
    if (row.statement.paidOutAt !== null) {
      throw new AppError('failed-precondition', t.alreadyPaidOut);
    }
    // The day staff give, at noon in Turkey (09:00 UTC), so it reads as that day everywhere.
    const paidOutAt = new Date(`${day}T09:00:00Z`);
    await tx
      .update(sellerStatements)
      .set({ paidOutAt, payoutReference: reference, paidOutBy: user.uid })
      .where(eq(sellerStatements.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.payout',
      targetType: 'seller-statement',
      targetId: id,
      summary: fill(t.auditPayout, {
        name: row.fullname ?? '',
        amount: formatKurus(row.statement.netKurus),
        reference,
      }),
      after: { paidOn: day, reference, netKurus: row.statement.netKurus },
    });
  });
  return getSellerView(db, id);
}
