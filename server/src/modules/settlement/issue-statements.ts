import type { EffectiveTerms } from '@kanat/shared/contracts';
import {
  buyerLine,
  buyerTotals,
  liraToKurus,
  paymentDueAt,
  sellerLine,
  sellerTotals,
} from '@kanat/shared/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { buyerStatements, sellerStatements, statementLines } from '../../db/schema';
import { queueStatementNotices } from '../notifications';
import {
  lockSale,
  type SaleToSettle,
  type SoldLot,
  selectSalesToSettle,
  selectUnsettledLots,
} from './sales-to-settle';
import { getEffectiveTerms, getSiteTermsAsEffective } from './terms';

// Issuing statements (issue 33): one buyer's statement per buyer and one seller's per pigeon
// owner for each sale that is over, every line's figures from buyerLine/sellerLine on the
// sale's terms, copied onto the statements so a later change of terms changes none.

export interface IssuedSale extends SaleToSettle {
  buyerStatements: number[];
  sellerStatements: number[];
  lines: number;
}

export interface IssuePassResult {
  issued: IssuedSale[];
}

const termsOf = (tx: Db, sale: SaleToSettle): Promise<EffectiveTerms> =>
  sale.kind === 'auction' ? getSiteTermsAsEffective(tx) : getEffectiveTerms(tx, sale.kind, sale.id);

const buyerKey = (lot: SoldLot) =>
  lot.buyerId === null ? `paddle:${lot.buyerPaddle}` : `member:${lot.buyerId}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** The buyer's statement of this sale (made now when they have none yet: `made`). */
async function buyerStatementFor(
  tx: Db,
  sale: SaleToSettle,
  title: string,
  lot: SoldLot,
  terms: EffectiveTerms,
  dueAt: Date,
): Promise<{ id: number; made: boolean }> {
  const who =
    lot.buyerId === null
      ? eq(buyerStatements.buyerPaddle, lot.buyerPaddle ?? '')
      : eq(buyerStatements.buyerId, lot.buyerId);
  const [existing] = await tx
    .select({ id: buyerStatements.id })
    .from(buyerStatements)
    .where(and(eq(buyerStatements.saleKind, sale.kind), eq(buyerStatements.saleId, sale.id), who));
  if (existing !== undefined) return { id: existing.id, made: false };
  const [made] = await tx
    .insert(buyerStatements)
    .values({
      saleKind: sale.kind,
      saleId: sale.id,
      saleTitle: title,
      buyerId: lot.buyerId,
      buyerPaddle: lot.buyerPaddle,
      buyerPremiumBp: terms.buyerPremiumBp,
      sellerCommissionBp: terms.sellerCommissionBp,
      vatBp: terms.vatBp,
      iban: terms.iban,
      accountName: terms.accountName,
      dueAt,
      totalKurus: 0,
    })
    .returning({ id: buyerStatements.id });
  return { id: (made as { id: number }).id, made: true };
}

/** The seller's statement of this sale (made now when they have none yet). */
async function sellerStatementFor(
  tx: Db,
  sale: SaleToSettle,
  title: string,
  sellerId: string,
  terms: EffectiveTerms,
): Promise<number> {
  const [existing] = await tx
    .select({ id: sellerStatements.id })
    .from(sellerStatements)
    .where(
      and(
        eq(sellerStatements.saleKind, sale.kind),
        eq(sellerStatements.saleId, sale.id),
        eq(sellerStatements.sellerId, sellerId),
      ),
    );
  if (existing !== undefined) return existing.id;
  const [made] = await tx
    .insert(sellerStatements)
    .values({
      saleKind: sale.kind,
      saleId: sale.id,
      saleTitle: title,
      sellerId,
      sellerCommissionBp: terms.sellerCommissionBp,
      vatBp: terms.vatBp,
      hammerKurus: 0,
      commissionKurus: 0,
      commissionVatKurus: 0,
      netKurus: 0,
    })
    .returning({ id: sellerStatements.id });
  return (made as { id: number }).id;
}

/** A buyer's statement's total and state, again from its standing lines (buyerTotals). */
export async function refreshBuyerTotal(tx: Db, statementId: number): Promise<number> {
  const lines = await tx
    .select({
      hammer: statementLines.hammerKurus,
      premium: statementLines.premiumKurus,
      premiumVat: statementLines.premiumVatKurus,
      shipping: statementLines.shippingKurus,
      total: statementLines.totalKurus,
    })
    .from(statementLines)
    .where(and(eq(statementLines.statementId, statementId), isNull(statementLines.cancelledAt)));
  const totals = buyerTotals(lines);
  await tx
    .update(buyerStatements)
    .set({
      totalKurus: totals.total,
      // Paid in full once the payments reach the total; a cancelled statement stays cancelled.
      state: sql`case when ${buyerStatements.state} = 'cancelled' then 'cancelled'
        when ${buyerStatements.paidKurus} >= ${totals.total} then 'paid' else 'open' end`,
    })
    .where(eq(buyerStatements.id, statementId));
  return totals.total;
}

/** A seller's statement's figures, again from its standing lines (sellerTotals). */
export async function refreshSellerTotals(tx: Db, statementId: number): Promise<void> {
  const lines = await tx
    .select({
      hammer: statementLines.hammerKurus,
      commission: statementLines.commissionKurus,
      commissionVat: statementLines.commissionVatKurus,
      net: statementLines.netKurus,
    })
    .from(statementLines)
    .where(
      and(eq(statementLines.sellerStatementId, statementId), isNull(statementLines.cancelledAt)),
    );
  const totals = sellerTotals(lines);
  await tx
    .update(sellerStatements)
    .set({
      hammerKurus: totals.hammer,
      commissionKurus: totals.commission,
      commissionVatKurus: totals.commissionVat,
      netKurus: totals.net,
    })
    .where(eq(sellerStatements.id, statementId));
}

/**
 * Settles one sale in one transaction: its sold lots still off every statement go onto their
 * buyer's and their seller's statements, and each member with a new buyer's statement is
 * told ('statement' notice, queued in the same transaction). Null when there was nothing left to settle (another
 * pass did it, or the sale is gone).
 */
export async function issueSale(db: Db, sale: SaleToSettle): Promise<IssuedSale | null> {
  return db.transaction(async (tx) => {
    const head = await lockSale(tx, sale);
    if (head === null) return null;
    const lots = await selectUnsettledLots(tx, sale);
    if (lots.length === 0) return null;
    const terms = await termsOf(tx, sale);
    const dueAt = new Date(paymentDueAt(head.endedAt, terms));
    const buyers = new Set<number>();
    const made: number[] = [];
    const sellers = new Set<number>();
    for (const [, own] of groupBy(lots, buyerKey)) {
      const first = own[0] as SoldLot;
      const statement = await buyerStatementFor(tx, sale, head.title, first, terms, dueAt);
      const statementId = statement.id;
      buyers.add(statementId);
      if (statement.made) made.push(statementId);
      for (const lot of own) {
        const sellerStatementId = await sellerStatementFor(
          tx,
          sale,
          head.title,
          lot.sellerId,
          terms,
        );
        sellers.add(sellerStatementId);
        const hammer = liraToKurus(lot.hammerLira);
        const bought = buyerLine(hammer, 0, terms);
        const sold = sellerLine(hammer, terms);
        await tx.insert(statementLines).values({
          statementId,
          sellerStatementId,
          lotKind: lot.lotKind,
          lotId: lot.lotId,
          pigeonId: lot.pigeonId,
          title: lot.title,
          sellerId: lot.sellerId,
          hammerKurus: hammer,
          premiumKurus: bought.premium,
          premiumVatKurus: bought.premiumVat,
          shippingKurus: bought.shipping,
          totalKurus: bought.total,
          commissionKurus: sold.commission,
          commissionVatKurus: sold.commissionVat,
          netKurus: sold.net,
        });
      }
    }
    for (const id of buyers) await refreshBuyerTotal(tx, id);
    for (const id of sellers) await refreshSellerTotals(tx, id);
    // With their totals: a paddle-only statement (no member) queues nothing.
    await queueStatementNotices(tx, made);
    return {
      ...sale,
      buyerStatements: [...buyers],
      sellerStatements: [...sellers],
      lines: lots.length,
    };
  });
}

/** Sales settled per pass at most; the next pass takes the rest. */
const salesPerPass = 20;

/**
 * One pass: every sale that ended lately (settleWithinMs) with sold lots off every statement
 * gets its statements.
 */
export async function runIssuePass(db: Db, now: number = Date.now()): Promise<IssuePassResult> {
  const issued: IssuedSale[] = [];
  for (const sale of await selectSalesToSettle(db, salesPerPass, now)) {
    const done = await issueSale(db, sale);
    if (done !== null) issued.push(done);
  }
  return { issued };
}
