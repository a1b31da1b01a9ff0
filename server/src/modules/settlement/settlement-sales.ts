import type {
  SaleBalanceView,
  SaleSettlement,
  SettlementSaleRow,
  SettlementSalesData,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { buyerTotals, saleBalance, sellerTotals, statementDue } from '@kanat/shared/rules';
import type { Static } from '@sinclair/typebox';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { buyerStatements, type SaleKind, sellerStatements, statementLines } from '../../db/schema';
import { AppError } from '../../errors';
import { selectBuyerSummaries, selectSellerSummaries } from './statements-read';

// The console's view of each sale's money (issue 33): its statements and its books.

const saleKey = (kind: string, id: number) => `${kind}:${id}`;

/** adminSettlementSales: every sale with statements, newest first. */
export async function listSettlementSales(
  db: Db,
  data: Static<typeof SettlementSalesData>,
): Promise<{ rows: SettlementSaleRow[] }> {
  const buyers = await selectBuyerSummaries(db, undefined);
  const sellers = await selectSellerSummaries(db, undefined);
  const rows = new Map<string, SettlementSaleRow>();
  const rowOf = (sale: SettlementSaleRow['sale'], issuedAt: number) => {
    const key = saleKey(sale.kind, Number(sale.id));
    let row = rows.get(key);
    if (row === undefined) {
      row = {
        sale,
        issuedAt,
        buyerCount: 0,
        sellerCount: 0,
        buyersTotal: 0,
        received: 0,
        overdueCount: 0,
        payoutsPending: 0,
      };
      rows.set(key, row);
    }
    row.issuedAt = Math.min(row.issuedAt, issuedAt);
    return row;
  };
  for (const b of buyers) {
    const row = rowOf(b.sale, b.issuedAt);
    row.buyerCount += 1;
    if (b.state !== 'cancelled') row.buyersTotal += b.totalKurus;
    row.received += b.paidKurus;
    if (b.overdue) row.overdueCount += 1;
  }
  for (const s of sellers) {
    const row = rowOf(s.sale, s.issuedAt);
    row.sellerCount += 1;
    if (s.paidOutAt === null && s.netKurus > 0) row.payoutsPending += 1;
  }
  const list = [...rows.values()].sort((a, b) => b.issuedAt - a.issuedAt);
  return {
    rows:
      data.open === true ? list.filter((r) => r.overdueCount > 0 || r.payoutsPending > 0) : list,
  };
}

/** The sale's books from its standing lines (saleBalance), with what came in and went out. */
async function balanceOf(db: Db, kind: SaleKind, id: number): Promise<SaleBalanceView> {
  const lines = await db
    .select({
      line: statementLines,
      state: buyerStatements.state,
    })
    .from(statementLines)
    .innerJoin(buyerStatements, eq(buyerStatements.id, statementLines.statementId))
    .where(
      and(
        eq(buyerStatements.saleKind, kind),
        eq(buyerStatements.saleId, id),
        isNull(statementLines.cancelledAt),
      ),
    );
  const byBuyer = new Map<number, typeof lines>();
  const bySeller = new Map<number, typeof lines>();
  for (const entry of lines) {
    byBuyer.set(entry.line.statementId, [...(byBuyer.get(entry.line.statementId) ?? []), entry]);
    const seller = entry.line.sellerStatementId ?? 0;
    bySeller.set(seller, [...(bySeller.get(seller) ?? []), entry]);
  }
  const balance = saleBalance(
    [...byBuyer.values()].map((own) =>
      buyerTotals(
        own.map(({ line }) => ({
          hammer: line.hammerKurus,
          premium: line.premiumKurus,
          premiumVat: line.premiumVatKurus,
          shipping: line.shippingKurus,
          total: line.totalKurus,
        })),
      ),
    ),
    [...bySeller.values()].map((own) =>
      sellerTotals(
        own.map(({ line }) => ({
          hammer: line.hammerKurus,
          commission: line.commissionKurus,
          commissionVat: line.commissionVatKurus,
          net: line.netKurus,
        })),
      ),
    ),
  );
  const buyers = await db
    .select()
    .from(buyerStatements)
    .where(and(eq(buyerStatements.saleKind, kind), eq(buyerStatements.saleId, id)));
  const sellers = await db
    .select()
    .from(sellerStatements)
    .where(and(eq(sellerStatements.saleKind, kind), eq(sellerStatements.saleId, id)));
  const received = buyers.reduce((sum, b) => sum + b.paidKurus, 0);
  const outstanding = buyers
    .filter((b) => b.state === 'open')
    .reduce((sum, b) => sum + statementDue(b.totalKurus, [b.paidKurus]), 0);
  const paidOut = sellers
    .filter((s) => s.paidOutAt !== null)
    .reduce((sum, s) => sum + s.netKurus, 0);
  return { ...balance, received, outstanding, paidOut };
}

/** adminSaleSettlement: a sale's buyers' and sellers' statements and its balance. */
export async function getSaleSettlement(
  db: Db,
  kind: SaleKind,
  id: number,
): Promise<SaleSettlement> {
  const buyers = await selectBuyerSummaries(
    db,
    and(eq(buyerStatements.saleKind, kind), eq(buyerStatements.saleId, id)),
  );
  const sellers = await selectSellerSummaries(
    db,
    and(eq(sellerStatements.saleKind, kind), eq(sellerStatements.saleId, id)),
  );
  const first = buyers[0] ?? sellers[0];
  if (first === undefined) throw new AppError('not-found', messages.statementServer.saleNotFound);
  return { sale: first.sale, buyers, sellers, balance: await balanceOf(db, kind, id) };
}
