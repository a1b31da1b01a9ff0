import type {
  BankImportData,
  BankImportView,
  BankLineRow,
  BankLineSettleData,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { findPaymentReference, paymentReference } from '@kanat/shared/rules';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bankImports, bankLines, buyerStatements } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { type BankCsvLine, parseBankCsv } from './bank-csv';
import { applyPayment } from './payments';

const t = messages.statementServer;

type BankLine = typeof bankLines.$inferSelect;

function toRow(line: BankLine): BankLineRow {
  const found = findPaymentReference(line.description);
  const statementId = line.statementId ?? found;
  return {
    id: String(line.id),
    lineNo: line.lineNo,
    bookedOn: line.bookedOn,
    amountKurus: line.amountKurus,
    description: line.description,
    state: line.state,
    statementId: line.statementId === null ? null : String(line.statementId),
    reference: statementId === null ? null : paymentReference(statementId),
  };
}

/** Whether a credit of `amount` can pay statement `id` now (locking it when it can). */
async function mayPay(tx: Db, id: number, amount: number): Promise<boolean> {
  const [statement] = await tx
    .select({
      state: buyerStatements.state,
      total: buyerStatements.totalKurus,
      paid: buyerStatements.paidKurus,
    })
    .from(buyerStatements)
    .where(eq(buyerStatements.id, id))
    .for('update');
  return (
    statement !== undefined &&
    statement.state === 'open' &&
    amount <= statement.total - statement.paid
  );
}

/** Stores one movement and pays its statement when its reference names one it can pay. */
async function importLine(
  tx: Db,
  user: SessionUser,
  importId: number,
  line: BankCsvLine,
): Promise<BankLine | null> {
  const reference = line.amountKurus > 0 ? findPaymentReference(line.description) : null;
  const match = reference !== null && (await mayPay(tx, reference, line.amountKurus));
  const [stored] = await tx
    .insert(bankLines)
    .values({
      importId,
      lineNo: line.lineNo,
      bookedOn: line.bookedOn,
      amountKurus: line.amountKurus,
      description: line.description,
      fingerprint: line.fingerprint,
      // Debits (and zero lines) are the house's own movements, never a buyer's payment.
      state: line.amountKurus <= 0 ? 'ignored' : match ? 'matched' : 'unmatched',
      statementId: match ? reference : null,
    })
    .onConflictDoNothing({ target: bankLines.fingerprint })
    .returning();
  if (stored === undefined) return null;
  if (match) {
    await applyPayment(tx, user, {
      statementId: reference,
      amountKurus: line.amountKurus,
      method: 'transfer',
      paidOn: line.bookedOn,
      note: line.description.slice(0, 500),
      bankLineId: stored.id,
    });
  }
  return stored;
}

/** adminBankImport: reads the whole file first; one transaction stores it and pays what matches. */
export async function importBankCsv(
  db: Db,
  user: SessionUser,
  data: BankImportData,
): Promise<BankImportView> {
  const parsed = parseBankCsv(data.csv);
  const fileName = data.fileName.trim() || 'banka.csv';
  const importId = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(bankImports)
      .values({ fileName, importedBy: user.uid })
      .returning({ id: bankImports.id });
    const id = (made as { id: number }).id;
    // Every statement the file names, locked at once in one order: two imports (or an import
    // and a payment at the desk) never wait on each other round a circle.
    const named = [
      ...new Set(parsed.flatMap((line) => findPaymentReference(line.description) ?? [])),
    ].sort((a, b) => a - b);
    if (named.length > 0) {
      await tx
        .select({ id: buyerStatements.id })
        .from(buyerStatements)
        .where(inArray(buyerStatements.id, named))
        .orderBy(asc(buyerStatements.id))
        .for('update');
    }
    const stored: BankLine[] = [];
    for (const line of parsed) {
      const row = await importLine(tx, user, id, line);
      if (row !== null) stored.push(row);
    }
    const skipped = parsed.length - stored.length;
    await tx.update(bankImports).set({ skippedCount: skipped }).where(eq(bankImports.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.bank-import',
      targetType: 'bank-import',
      targetId: id,
      summary: fill(t.auditBankImport, {
        file: fileName,
        matched: stored.filter((l) => l.state === 'matched').length,
        unmatched: stored.filter((l) => l.state === 'unmatched').length,
      }),
      after: { lines: stored.length, skipped },
    });
    return id;
  });
  return getBankImport(db, importId);
}

/** adminBankImportGet: an import with its lines in file order. */
export async function getBankImport(db: Db, id: number): Promise<BankImportView> {
  const [head] = await db.select().from(bankImports).where(eq(bankImports.id, id));
  if (head === undefined) throw new AppError('not-found', t.bankImportNotFound);
  const lines = await db
    .select()
    .from(bankLines)
    .where(eq(bankLines.importId, id))
    .orderBy(asc(bankLines.lineNo), asc(bankLines.id));
  return {
    id: String(head.id),
    fileName: head.fileName,
    importedAt: head.importedAt.getTime(),
    lines: lines.map(toRow),
    skipped: head.skippedCount,
  };
}

/** adminBankImports: the imports, newest first, with how many lines wait for staff. */
export async function listBankImports(db: Db) {
  const rows = await db
    .select({
      id: bankImports.id,
      fileName: bankImports.fileName,
      importedAt: bankImports.importedAt,
      lineCount: sql<number>`(select count(*)::int from bank_lines l
        where l.import_id = bank_imports.id)`,
      unmatchedCount: sql<number>`(select count(*)::int from bank_lines l
        where l.import_id = bank_imports.id and l.state = 'unmatched')`,
    })
    .from(bankImports)
    .orderBy(desc(bankImports.id))
    .limit(200);
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      fileName: r.fileName,
      importedAt: r.importedAt.getTime(),
      lineCount: Number(r.lineCount),
      unmatchedCount: Number(r.unmatchedCount),
    })),
  };
}

/** adminBankLineSettle: an unmatched credit pays a statement staff chose, or is put aside. */
export async function settleBankLine(
  db: Db,
  user: SessionUser,
  data: BankLineSettleData,
): Promise<BankLineRow> {
  const lineId = Number(data.lineId);
  const line = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bankLines).where(eq(bankLines.id, lineId)).for('update');
    if (row === undefined) throw new AppError('not-found', t.bankLineNotFound);
    if (row.state !== 'unmatched') throw new AppError('failed-precondition', t.bankLineDone);
    const statementId = data.statementId === null ? null : Number(data.statementId);
    const [updated] = await tx
      .update(bankLines)
      .set({ state: statementId === null ? 'ignored' : 'settled', statementId })
      .where(eq(bankLines.id, lineId))
      .returning();
    if (statementId === null) {
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'settlement.bank-ignore',
        targetType: 'bank-line',
        targetId: lineId,
        summary: fill(t.auditBankIgnore, { line: row.lineNo }),
      });
    } else {
      await applyPayment(tx, user, {
        statementId,
        amountKurus: row.amountKurus,
        method: 'transfer',
        paidOn: row.bookedOn,
        note: row.description.slice(0, 500),
        bankLineId: lineId,
      });
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'settlement.bank-settle',
        targetType: 'bank-line',
        targetId: lineId,
        summary: fill(t.auditBankSettle, {
          line: row.lineNo,
          reference: paymentReference(statementId),
        }),
      });
    }
    return updated as BankLine;
  });
  return toRow(line);
}
