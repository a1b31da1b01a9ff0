import { fill, messages } from '@kanat/shared/i18n/full';
import { and, count, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { buyerStatements, users } from '../../db/schema';
import { recordAudit } from '../audit';
import { getSiteTerms } from './terms';

// Issue 33, non-payers: statements that go overdue (past the due day and the site's grace
// days) are marked once; a member who then has at least `autoFlagAfter` overdue statements is
// flagged (bids refused), audited as the system. Lifting the flag sticks until another
// statement of theirs goes overdue.

const t = messages.statementServer;
const dayMs = 24 * 60 * 60_000;

export interface OverduePassResult {
  /** Statements that went overdue in this pass. */
  overdue: number;
  /** Members flagged in this pass. */
  flagged: string[];
}

export async function runOverduePass(db: Db, now: number = Date.now()): Promise<OverduePassResult> {
  const terms = await getSiteTerms(db);
  const cutoff = new Date(now - terms.graceDays * dayMs);
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(buyerStatements)
      .set({ overdueAt: new Date(now) })
      .where(
        and(
          eq(buyerStatements.state, 'open'),
          isNull(buyerStatements.overdueAt),
          lt(buyerStatements.dueAt, cutoff),
        ),
      )
      .returning({ buyerId: buyerStatements.buyerId });
    const flagged: string[] = [];
    const limit = terms.autoFlagAfter;
    const buyers = [...new Set(marked.map((m) => m.buyerId).filter((b) => b !== null))];
    if (limit === null || buyers.length === 0) return { overdue: marked.length, flagged };
    const counts = await tx
      .select({ buyerId: buyerStatements.buyerId, n: count() })
      .from(buyerStatements)
      .innerJoin(users, eq(users.id, buyerStatements.buyerId))
      .where(
        and(
          inArray(buyerStatements.buyerId, buyers),
          eq(buyerStatements.state, 'open'),
          isNotNull(buyerStatements.overdueAt),
          isNull(users.paymentFlaggedAt),
        ),
      )
      .groupBy(buyerStatements.buyerId);
    for (const { buyerId, n } of counts) {
      if (buyerId === null || n < limit) continue;
      const reason = fill(t.autoFlagReason, { count: String(n) });
      const [row] = await tx
        .update(users)
        .set({ paymentFlaggedAt: new Date(now), paymentFlagReason: reason })
        .where(and(eq(users.id, buyerId), isNull(users.paymentFlaggedAt)))
        .returning({ fullname: users.fullname });
      if (row === undefined) continue;
      flagged.push(buyerId);
      await recordAudit(tx, {
        actor: 'system',
        action: 'settlement.flag',
        targetType: 'user',
        targetId: buyerId,
        summary: fill(t.auditFlag, { name: row.fullname ?? buyerId, reason }),
        before: { paymentFlaggedAt: null },
        after: { paymentFlaggedAt: new Date(now).toISOString(), reason, overdue: n },
      });
    }
    return { overdue: marked.length, flagged };
  });
}
