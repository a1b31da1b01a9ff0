import type {
  BuyerStatementSummary,
  BuyerStatementView,
  MyStatements,
  SellerStatementSummary,
  SellerStatementView,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { buyerTotals, paymentReference } from '@kanat/shared/rules';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  buyerStatements,
  pigeons,
  sellerStatements,
  statementLines,
  statementPayments,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { selectAcceptance } from '../legal';
import { statementReminders } from '../notifications';
import { getSiteTerms } from './terms';
import { selectUnsoldLots } from './unsold-lots';

// Reading statements as their pages, the console and the PDFs show them (issue 33).

const t = messages.statementServer;
const dayMs = 24 * 60 * 60_000;

/** Standing lines of each row of `table` (by their `column`), as a correlated subquery. */
const lotCount = (column: 'statement_id' | 'seller_statement_id', table: string) =>
  sql<number>`(select count(*)::int from statement_lines l
    where l.${sql.raw(column)} = ${sql.raw(table)}.id and l.cancelled_at is null)`;

const buyerColumns = {
  statement: buyerStatements,
  fullname: users.fullname,
  username: users.username,
  lotCount: lotCount('statement_id', 'buyer_statements'),
};

type BuyerRecord = {
  statement: typeof buyerStatements.$inferSelect;
  fullname: string | null;
  username: string | null;
  lotCount: number;
};

/** Whether a statement is overdue at `now`: still owed past its due date and the grace days. */
const overdueAt = (now: number, graceDays: number) => (s: typeof buyerStatements.$inferSelect) =>
  s.state === 'open' && now > s.dueAt.getTime() + graceDays * dayMs;

function toBuyerSummary(record: BuyerRecord, overdue: boolean): BuyerStatementSummary {
  const s = record.statement;
  return {
    id: String(s.id),
    reference: paymentReference(s.id),
    sale: { kind: s.saleKind, id: String(s.saleId), title: s.saleTitle },
    buyer: {
      uid: s.buyerId,
      fullname: s.buyerId === null ? '' : (record.fullname ?? ''),
      username: record.username ?? '',
      paddle: s.buyerPaddle,
    },
    issuedAt: s.issuedAt.getTime(),
    dueAt: s.dueAt.getTime(),
    totalKurus: s.totalKurus,
    paidKurus: s.paidKurus,
    dueKurus: s.totalKurus - s.paidKurus,
    state: s.state,
    overdue,
    lotCount: Number(record.lotCount),
  };
}

/** Buyers' statements matching `where`, newest first. */
export async function selectBuyerSummaries(
  db: Db,
  where: SQL | undefined,
): Promise<BuyerStatementSummary[]> {
  const records = await db
    .select(buyerColumns)
    .from(buyerStatements)
    .leftJoin(users, eq(users.id, buyerStatements.buyerId))
    .where(where)
    .orderBy(desc(buyerStatements.id));
  const { graceDays } = await getSiteTerms(db);
  const overdue = overdueAt(Date.now(), graceDays);
  return records.map((r) => toBuyerSummary(r, overdue(r.statement)));
}

/**
 * A buyer's statement whole; 'not-found' when there is none, or it is not `buyerId`'s. Staff's
 * (no `buyerId`) also lists the payment reminders the buyer was sent.
 */
export async function getBuyerView(
  db: Db,
  id: number,
  buyerId?: string,
): Promise<BuyerStatementView> {
  const [record] = await db
    .select(buyerColumns)
    .from(buyerStatements)
    .leftJoin(users, eq(users.id, buyerStatements.buyerId))
    .where(
      and(
        eq(buyerStatements.id, id),
        buyerId === undefined ? undefined : eq(buyerStatements.buyerId, buyerId),
      ),
    );
  if (record === undefined) throw new AppError('not-found', t.buyerNotFound);
  const { graceDays } = await getSiteTerms(db);
  const summary = toBuyerSummary(record, overdueAt(Date.now(), graceDays)(record.statement));
  const lines = await db
    .select({ line: statementLines, tagNum: pigeons.tagNum })
    .from(statementLines)
    .innerJoin(pigeons, eq(pigeons.id, statementLines.pigeonId))
    .where(eq(statementLines.statementId, id))
    .orderBy(asc(statementLines.id));
  const payments = await db
    .select()
    .from(statementPayments)
    .where(eq(statementPayments.statementId, id))
    .orderBy(asc(statementPayments.paidOn), asc(statementPayments.id));
  const standing = lines.filter(({ line }) => line.cancelledAt === null);
  const totals = buyerTotals(
    standing.map(({ line }) => ({
      hammer: line.hammerKurus,
      premium: line.premiumKurus,
      premiumVat: line.premiumVatKurus,
      shipping: line.shippingKurus,
      total: line.totalKurus,
    })),
  );
  const s = record.statement;
  return {
    ...summary,
    terms: { buyerPremiumBp: s.buyerPremiumBp, vatBp: s.vatBp },
    iban: s.iban,
    accountName: s.accountName,
    lines: lines.map(({ line, tagNum }) => ({
      id: String(line.id),
      lotKind: line.lotKind,
      lotId: String(line.lotId),
      title: line.title,
      pigeon: { id: String(line.pigeonId), tagNum },
      hammerKurus: line.hammerKurus,
      premiumKurus: line.premiumKurus,
      premiumVatKurus: line.premiumVatKurus,
      shippingKurus: line.shippingKurus,
      totalKurus: line.totalKurus,
      delivery: {
        method: line.deliveryMethod,
        carrier: line.carrier,
        trackingNumber: line.trackingNumber,
        pickedUpBy: line.pickedUpBy,
        deliveredAt: line.deliveredAt?.getTime() ?? null,
      },
      cancelled: line.cancelledAt !== null,
    })),
    totals: {
      hammerKurus: totals.hammer,
      premiumKurus: totals.premium,
      premiumVatKurus: totals.premiumVat,
      shippingKurus: totals.shipping,
      totalKurus: totals.total,
    },
    payments: payments.map((p) => ({
      id: String(p.id),
      amountKurus: p.amountKurus,
      method: p.method,
      paidOn: p.paidOn,
      note: p.note,
      fromBank: p.bankLineId !== null,
      recordedAt: p.recordedAt.getTime(),
    })),
    cancelReason: s.cancelReason,
    // The sale's contract the buyer accepted before bidding (issue 35); a room buyer has none.
    contract:
      s.buyerId === null
        ? null
        : await selectAcceptance(db, s.buyerId, { kind: s.saleKind, id: s.saleId }),
    ...(buyerId === undefined
      ? { reminders: s.buyerId === null ? [] : await statementReminders(db, s.id, s.buyerId) }
      : {}),
  };
}

const sellerColumns = {
  statement: sellerStatements,
  fullname: users.fullname,
  username: users.username,
  soldCount: lotCount('seller_statement_id', 'seller_statements'),
};

type SellerRecord = {
  statement: typeof sellerStatements.$inferSelect;
  fullname: string | null;
  username: string | null;
  soldCount: number;
};

function toSellerSummary(record: SellerRecord): SellerStatementSummary {
  const s = record.statement;
  return {
    id: String(s.id),
    sale: { kind: s.saleKind, id: String(s.saleId), title: s.saleTitle },
    seller: {
      uid: s.sellerId,
      fullname: record.fullname ?? '',
      username: record.username ?? '',
      paddle: null,
    },
    issuedAt: s.issuedAt.getTime(),
    hammerKurus: s.hammerKurus,
    commissionKurus: s.commissionKurus,
    commissionVatKurus: s.commissionVatKurus,
    netKurus: s.netKurus,
    paidOutAt: s.paidOutAt?.getTime() ?? null,
    payoutReference: s.payoutReference,
    soldCount: Number(record.soldCount),
  };
}

/** Sellers' statements matching `where`, newest first. */
export async function selectSellerSummaries(
  db: Db,
  where: SQL | undefined,
): Promise<SellerStatementSummary[]> {
  const records = await db
    .select(sellerColumns)
    .from(sellerStatements)
    .leftJoin(users, eq(users.id, sellerStatements.sellerId))
    .where(where)
    .orderBy(desc(sellerStatements.id));
  return records.map(toSellerSummary);
}

/** A seller's statement whole; 'not-found' when there is none, or it is not `sellerId`'s. */
export async function getSellerView(
  db: Db,
  id: number,
  sellerId?: string,
): Promise<SellerStatementView> {
  const [record] = await db
    .select(sellerColumns)
    .from(sellerStatements)
    .leftJoin(users, eq(users.id, sellerStatements.sellerId))
    .where(
      and(
        eq(sellerStatements.id, id),
        sellerId === undefined ? undefined : eq(sellerStatements.sellerId, sellerId),
      ),
    );
  if (record === undefined) throw new AppError('not-found', t.sellerNotFound);
  const lines = await db
    .select({ line: statementLines, tagNum: pigeons.tagNum, buyerState: buyerStatements.state })
    .from(statementLines)
    .innerJoin(pigeons, eq(pigeons.id, statementLines.pigeonId))
    .innerJoin(buyerStatements, eq(buyerStatements.id, statementLines.statementId))
    .where(
      and(eq(statementLines.sellerStatementId, id), sql`${statementLines.cancelledAt} is null`),
    )
    .orderBy(asc(statementLines.id));
  const s = record.statement;
  return {
    ...toSellerSummary(record),
    terms: { sellerCommissionBp: s.sellerCommissionBp, vatBp: s.vatBp },
    sold: lines.map(({ line, tagNum, buyerState }) => ({
      lineId: String(line.id),
      title: line.title,
      pigeon: { id: String(line.pigeonId), tagNum },
      hammerKurus: line.hammerKurus,
      commissionKurus: line.commissionKurus,
      commissionVatKurus: line.commissionVatKurus,
      netKurus: line.netKurus,
      buyerPaid: buyerState === 'paid',
      delivered: line.deliveredAt !== null,
    })),
    unsold: await selectUnsoldLots(db, s.saleKind, s.saleId, s.sellerId),
  };
}

/**
 * A member's own statements: what they bought and what they sold, and their payment flag
 * while they are flagged (their own only).
 */
export async function myStatements(db: Db, uid: string): Promise<MyStatements> {
  const [flag] = await db
    .select({ at: users.paymentFlaggedAt, reason: users.paymentFlagReason })
    .from(users)
    .where(eq(users.id, uid));
  return {
    bought: await selectBuyerSummaries(db, eq(buyerStatements.buyerId, uid)),
    sold: await selectSellerSummaries(db, eq(sellerStatements.sellerId, uid)),
    paymentFlag:
      flag?.at === null || flag?.at === undefined
        ? null
        : { since: flag.at.toISOString(), reason: flag.reason ?? '' },
  };
}
