import type { BuyerStatementView, PaymentRecordData } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { formatKurus, parseKurus, paymentReference, statementDue } from '@kanat/shared/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { buyerStatements, type PaymentMethod, statementPayments } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { parsePastDay } from './days';
import { getBuyerView } from './statements-read';

const t = messages.statementServer;

export const methodText: Record<PaymentMethod, string> = {
  transfer: t.methodTransfer,
  cash: t.methodCash,
  card: t.methodCard,
};

/** The statement's row, locked for the transaction (payments on it wait for this one). */
export async function lockStatement(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(buyerStatements)
    .where(eq(buyerStatements.id, id))
    .for('update');
  if (row === undefined) throw new AppError('not-found', t.buyerNotFound);
  return row;
}

export interface PaymentInput {
  statementId: number;
  amountKurus: number;
  method: PaymentMethod;
  paidOn: string;
  note: string;
  bankLineId: number | null;
}

/**
 * Records a payment against a statement inside `tx`, under the statement's row lock: refused
 * (Turkish) when the statement is cancelled or paid, or the amount is more than still due.
 * The statement is paid once its payments reach its total.
 */
export async function applyPayment(tx: Db, user: SessionUser, input: PaymentInput): Promise<void> {
  const statement = await lockStatement(tx, input.statementId);
  if (statement.state === 'cancelled')
    throw new AppError('failed-precondition', t.statementCancelled);
  const due = statementDue(statement.totalKurus, [statement.paidKurus]);
  if (statement.state === 'paid' || due <= 0) {
    throw new AppError('failed-precondition', t.statementPaid);
  }
  if (input.amountKurus > due) {
    throw new AppError('failed-precondition', fill(t.amountOverDue, { due: formatKurus(due) }));
  }
  await tx.insert(statementPayments).values({
    statementId: input.statementId,
    amountKurus: input.amountKurus,
    method: input.method,
    paidOn: input.paidOn,
    note: input.note,
    bankLineId: input.bankLineId,
    recordedBy: user.uid,
  });
  const paid = statement.paidKurus + input.amountKurus;
  await tx
    .update(buyerStatements)
    .set({
      paidKurus: paid,
      state: sql`case when ${paid} >= ${buyerStatements.totalKurus} then 'paid' else 'open' end`,
    })
    .where(eq(buyerStatements.id, input.statementId));
  const reference = paymentReference(input.statementId);
  await recordAudit(tx, {
    actor: auditActorOf(user),
    action: 'settlement.payment',
    targetType: 'buyer-statement',
    targetId: input.statementId,
    summary: fill(t.auditPayment, {
      reference,
      amount: formatKurus(input.amountKurus),
      method: methodText[input.method],
    }),
    before: { paidKurus: statement.paidKurus, state: statement.state },
    after: { paidKurus: paid, amountKurus: input.amountKurus, paidOn: input.paidOn },
  });
}

/** adminPaymentRecord: a payment at the desk or by transfer, typed by staff. */
export async function recordPayment(
  db: Db,
  user: SessionUser,
  data: PaymentRecordData,
): Promise<BuyerStatementView> {
  const amount = parseKurus(data.amount);
  if (amount === null) throw new AppError('invalid-argument', t.amountInvalid);
  if (amount <= 0) throw new AppError('invalid-argument', t.amountNotPositive);
  const paidOn = parsePastDay(data.paidOn);
  if (paidOn === null) throw new AppError('invalid-argument', t.dayInvalid);
  const note = data.note.trim();
  if (note.length > 500) throw new AppError('invalid-argument', t.noteTooLong);
  const id = Number(data.statementId);
  await db.transaction((tx) =>
    applyPayment(tx, user, {
      statementId: id,
      amountKurus: amount,
      method: data.method,
      paidOn,
      note,
      bankLineId: null,
    }),
  );
  return getBuyerView(db, id);
}
