import type {
  EffectiveTerms,
  SecondChanceAnswerData,
  SecondChanceLot,
  SecondChanceOfferData,
  SecondChanceOfferView,
  StatementParty,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { buyerLine, formatKurus, liraToKurus, paymentDueAt, sellerLine } from '@kanat/shared/rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import {
  buyerStatements,
  type LotKind,
  pigeons,
  secondChanceOffers,
  sellerStatements,
  statementLines,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { queueSecondChanceNotice } from '../notifications';
import { refreshBuyerTotal, refreshSellerTotals } from './issue-statements';
import { getEffectiveTerms, getSiteTermsAsEffective } from './terms';

// Second-chance offers (issue 33, non-payers). When a buyer's statement is cancelled its lots
// go back to their sellers; staff may offer each lot to a member who bid on it, the highest
// bidder not yet offered it, at that member's own highest bid. The member accepts or declines
// under /hesabim/alimlar before the offer expires; accepted, the lot goes on their statement
// of the sale as a new line (the seller's statement gains it back), so the sale's books still
// balance. Every step is audited against the member.

const t = messages.statementServer;
const hourMs = 60 * 60_000;

/** Hours a member may be given to answer. */
export const SECOND_CHANCE_HOURS = { min: 1, max: 168 } as const;

type OfferRow = typeof secondChanceOffers.$inferSelect;

/** The cancelled line with its statement: the lot, the sale, the terms it was sold on. */
async function lineWithStatement(db: Db, lineId: number) {
  const [row] = await db
    .select({ line: statementLines, statement: buyerStatements, tagNum: pigeons.tagNum })
    .from(statementLines)
    .innerJoin(buyerStatements, eq(buyerStatements.id, statementLines.statementId))
    .innerJoin(pigeons, eq(pigeons.id, statementLines.pigeonId))
    .where(eq(statementLines.id, lineId));
  return row;
}

type LineRecord = NonNullable<Awaited<ReturnType<typeof lineWithStatement>>>;

interface NextBidder {
  userId: string;
  fullname: string;
  username: string;
  hammerKurus: number;
}

/**
 * The member a lot can be offered to next: the highest standing bid on it by a member who is
 * not its cancelled buyer nor its seller, is not flagged for unpaid statements, has no
 * cancelled statement in the sale and was not offered this lot before. Ties go to the
 * earlier bid. Hall floor bids have no member, so they are never offered online.
 */
async function nextBidder(db: Db, record: LineRecord): Promise<NextBidder | null> {
  const { line, statement } = record;
  const bidsOfLot =
    line.lotKind === 'auction'
      ? sql`select b.user_id, b.amount, b.id from bids b
          where b.auction_id = ${line.lotId} and b.voided_at is null`
      : sql`select b.user_id, b.amount, b.id from hall_bids b
          where b.lot_id = ${line.lotId} and b.undone_at is null and b.user_id is not null`;
  const [row] = await queryRows<{
    user_id: string;
    amount: number;
    fullname: string | null;
    username: string | null;
  }>(
    db,
    sql`select b.user_id, max(b.amount)::int as amount, min(b.id) as first_bid,
          min(u.fullname) as fullname, min(u.username) as username
        from (${bidsOfLot}) b join users u on u.id = b.user_id
        where b.user_id is distinct from ${statement.buyerId}
          and b.user_id <> ${line.sellerId}
          and u.payment_flagged_at is null
          and not exists (select 1 from second_chance_offers o
            where o.lot_kind = ${line.lotKind} and o.lot_id = ${line.lotId} and o.user_id = b.user_id)
          and not exists (select 1 from buyer_statements s
            where s.sale_kind = ${statement.saleKind} and s.sale_id = ${statement.saleId}
              and s.buyer_id = b.user_id and s.state = 'cancelled')
        group by b.user_id
        order by max(b.amount) desc, min(b.id) asc
        limit 1`,
  );
  if (row === undefined) return null;
  return {
    userId: row.user_id,
    fullname: row.fullname ?? '',
    username: row.username ?? '',
    hammerKurus: liraToKurus(Number(row.amount)),
  };
}

/** Why the lot of this cancelled line cannot be offered now (Turkish), or null. */
async function blockedReason(db: Db, record: LineRecord): Promise<string | null> {
  const { line, statement } = record;
  if (statement.state !== 'cancelled' || line.cancelledAt === null)
    return t.secondChanceNotCancelled;
  const [standing] = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(
      and(
        eq(statementLines.lotKind, line.lotKind),
        eq(statementLines.lotId, line.lotId),
        sql`${statementLines.cancelledAt} is null`,
      ),
    );
  if (standing !== undefined) return t.secondChanceTaken;
  const [open] = await db
    .select({ id: secondChanceOffers.id })
    .from(secondChanceOffers)
    .where(
      and(
        eq(secondChanceOffers.lotKind, line.lotKind),
        eq(secondChanceOffers.lotId, line.lotId),
        eq(secondChanceOffers.state, 'open'),
      ),
    );
  if (open !== undefined) return t.secondChanceOpen;
  if (line.sellerStatementId !== null) {
    const [seller] = await db
      .select({ paidOutAt: sellerStatements.paidOutAt })
      .from(sellerStatements)
      .where(eq(sellerStatements.id, line.sellerStatementId));
    if (seller?.paidOutAt != null) return t.secondChancePaidOut;
  }
  return null;
}

const party = (userId: string, fullname: string, username: string): StatementParty => ({
  uid: userId,
  fullname,
  username,
  paddle: null,
});

/** Offers as their pages show them, with what accepting would cost on the sale's terms. */
async function offerViews(db: Db, where: ReturnType<typeof and>): Promise<SecondChanceOfferView[]> {
  const rows = await db
    .select({
      offer: secondChanceOffers,
      line: statementLines,
      statement: buyerStatements,
      tagNum: pigeons.tagNum,
      fullname: users.fullname,
      username: users.username,
    })
    .from(secondChanceOffers)
    .innerJoin(statementLines, eq(statementLines.id, secondChanceOffers.lineId))
    .innerJoin(buyerStatements, eq(buyerStatements.id, statementLines.statementId))
    .innerJoin(pigeons, eq(pigeons.id, statementLines.pigeonId))
    .innerJoin(users, eq(users.id, secondChanceOffers.userId))
    .where(where)
    .orderBy(desc(secondChanceOffers.id))
    .limit(100);
  const accepted = rows
    .map((r) => r.offer.acceptedLineId)
    .filter((id): id is number => id !== null);
  const statementOf = new Map<number, number>();
  if (accepted.length > 0) {
    const lines = await db
      .select({ id: statementLines.id, statementId: statementLines.statementId })
      .from(statementLines)
      .where(inArray(statementLines.id, accepted));
    for (const l of lines) statementOf.set(l.id, l.statementId);
  }
  return rows.map(({ offer, line, statement, tagNum, fullname, username }) => {
    const bought = buyerLine(offer.hammerKurus, 0, {
      buyerPremiumBp: statement.buyerPremiumBp,
      sellerCommissionBp: statement.sellerCommissionBp,
      vatBp: statement.vatBp,
      paymentTermDays: 1,
    });
    const statementId =
      offer.acceptedLineId === null ? undefined : statementOf.get(offer.acceptedLineId);
    return {
      id: String(offer.id),
      sale: { kind: statement.saleKind, id: String(statement.saleId), title: statement.saleTitle },
      title: line.title,
      pigeon: { id: String(line.pigeonId), tagNum },
      member: party(offer.userId, fullname ?? '', username ?? ''),
      hammerKurus: offer.hammerKurus,
      premiumKurus: bought.premium,
      premiumVatKurus: bought.premiumVat,
      totalKurus: bought.total,
      state: offer.state,
      offeredAt: offer.offeredAt.getTime(),
      expiresAt: offer.expiresAt.getTime(),
      answeredAt: offer.answeredAt?.getTime() ?? null,
      statementId: statementId === undefined ? null : String(statementId),
    };
  });
}

/** One offer as its pages show it. */
async function offerView(db: Db, id: number): Promise<SecondChanceOfferView> {
  const [view] = await offerViews(db, and(eq(secondChanceOffers.id, id)));
  if (view === undefined) throw new AppError('not-found', t.offerNotFound);
  return view;
}

/**
 * adminSecondChanceLots: the cancelled lots of a statement, each with the member it could be
 * offered to next (or why not) and the offers made so far. A statement that is not cancelled
 * has none.
 */
export async function listSecondChanceLots(
  db: Db,
  statementId: number,
): Promise<{ rows: SecondChanceLot[] }> {
  const [statement] = await db
    .select({ state: buyerStatements.state })
    .from(buyerStatements)
    .where(eq(buyerStatements.id, statementId));
  if (statement === undefined) throw new AppError('not-found', t.buyerNotFound);
  if (statement.state !== 'cancelled') return { rows: [] };
  const lines = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(
      and(
        eq(statementLines.statementId, statementId),
        sql`${statementLines.cancelledAt} is not null`,
      ),
    )
    .orderBy(statementLines.id);
  const rows: SecondChanceLot[] = [];
  for (const { id } of lines) {
    const record = (await lineWithStatement(db, id)) as LineRecord;
    const blocked = await blockedReason(db, record);
    const next = blocked === t.secondChanceTaken ? null : await nextBidder(db, record);
    rows.push({
      lineId: String(id),
      title: record.line.title,
      next:
        next === null
          ? null
          : {
              member: party(next.userId, next.fullname, next.username),
              hammerKurus: next.hammerKurus,
            },
      blocked: blocked ?? (next === null ? t.secondChanceNoBidder : null),
      offers: await offerViews(
        db,
        and(
          eq(secondChanceOffers.lotKind, record.line.lotKind),
          eq(secondChanceOffers.lotId, record.line.lotId),
        ),
      ),
    });
  }
  return { rows };
}

/**
 * adminSecondChanceOffer: the cancelled line's lot offered to its next bidder at their highest
 * bid, for `hours` to answer. Refused in Turkish, changing nothing, when the line is not
 * cancelled, the lot is on a statement again or has an open offer, the seller was paid out, or
 * no member is left to offer it to. Audited `settlement.second-chance` against the member.
 */
export async function makeSecondChanceOffer(
  db: Db,
  user: SessionUser,
  data: SecondChanceOfferData,
): Promise<SecondChanceOfferView> {
  if (
    !Number.isInteger(data.hours) ||
    data.hours < SECOND_CHANCE_HOURS.min ||
    data.hours > SECOND_CHANCE_HOURS.max
  ) {
    throw new AppError('invalid-argument', t.secondChanceHours);
  }
  const lineId = Number(data.lineId);
  const id = await db.transaction(async (tx) => {
    const first = await lineWithStatement(tx, lineId);
    if (first === undefined) throw new AppError('not-found', t.lineNotFound);
    // The cancelled statement's row serialises offers on its lots.
    await tx
      .select({ id: buyerStatements.id })
      .from(buyerStatements)
      .where(eq(buyerStatements.id, first.statement.id))
      .for('update');
    const record = (await lineWithStatement(tx, lineId)) as LineRecord;
    const blocked = await blockedReason(tx, record);
    if (blocked !== null) throw new AppError('failed-precondition', blocked);
    const next = await nextBidder(tx, record);
    if (next === null) throw new AppError('failed-precondition', t.secondChanceNoBidder);
    const offeredAt = new Date();
    const expiresAt = new Date(offeredAt.getTime() + data.hours * hourMs);
    const [made] = await tx
      .insert(secondChanceOffers)
      .values({
        lineId,
        lotKind: record.line.lotKind as LotKind,
        lotId: record.line.lotId,
        userId: next.userId,
        hammerKurus: next.hammerKurus,
        offeredBy: user.uid,
        offeredAt,
        expiresAt,
      })
      .returning({ id: secondChanceOffers.id });
    const offerId = (made as { id: number }).id;
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.second-chance',
      targetType: 'user',
      targetId: next.userId,
      summary: fill(t.auditSecondChance, {
        title: record.line.title,
        name: next.fullname || next.username,
        amount: formatKurus(next.hammerKurus),
        hours: String(data.hours),
      }),
      after: {
        offer: offerId,
        line: lineId,
        hammerKurus: next.hammerKurus,
        expiresAt: expiresAt.toISOString(),
      },
    });
    await queueSecondChanceNotice(tx, {
      offerId,
      userId: next.userId,
      title: record.line.title,
      amountKurus: next.hammerKurus,
      expiresAt: expiresAt.getTime(),
    });
    return offerId;
  });
  return offerView(db, id);
}

/** mySecondChanceOffers: the offers made to the member, newest first. */
export async function mySecondChanceOffers(
  db: Db,
  uid: string,
): Promise<{ rows: SecondChanceOfferView[] }> {
  return { rows: await offerViews(db, and(eq(secondChanceOffers.userId, uid))) };
}

/** Marks an open offer expired (by the system), audited. */
async function expireOffer(tx: Db, offer: OfferRow, title: string, name: string): Promise<void> {
  await tx
    .update(secondChanceOffers)
    .set({ state: 'expired', answeredAt: offer.expiresAt })
    .where(and(eq(secondChanceOffers.id, offer.id), eq(secondChanceOffers.state, 'open')));
  await recordAudit(tx, {
    actor: 'system',
    action: 'settlement.second-chance-expire',
    targetType: 'user',
    targetId: offer.userId,
    summary: fill(t.auditSecondChanceExpire, { title, name }),
    after: { offer: offer.id },
  });
}

/**
 * mySecondChanceAnswer: the member accepts or declines an offer made to them (another
 * member's offer answers 'not-found'). Accepting puts the lot on their statement of the sale
 * (made now when they have none; a paid one opens again) at the offer's price on the terms the
 * lot was sold on, due after the sale's payment term from now. Refused when the offer was
 * answered, has expired (marked so), or the member is flagged for unpaid statements.
 */
export async function answerSecondChance(
  db: Db,
  user: SessionUser,
  data: SecondChanceAnswerData,
): Promise<SecondChanceOfferView> {
  const id = Number(data.id);
  const expired = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(secondChanceOffers)
      .where(and(eq(secondChanceOffers.id, id), eq(secondChanceOffers.userId, user.uid)))
      .for('update');
    if (offer === undefined) throw new AppError('not-found', t.offerNotFound);
    if (offer.state !== 'open') throw new AppError('failed-precondition', t.offerAnswered);
    const record = (await lineWithStatement(tx, offer.lineId)) as LineRecord;
    const [member] = await tx
      .select({
        fullname: users.fullname,
        username: users.username,
        flaggedAt: users.paymentFlaggedAt,
      })
      .from(users)
      .where(eq(users.id, user.uid));
    const name = member?.fullname || member?.username || user.uid;
    if (offer.expiresAt.getTime() <= Date.now()) {
      await expireOffer(tx, offer, record.line.title, name);
      return true;
    }
    const now = new Date();
    if (!data.accept) {
      await tx
        .update(secondChanceOffers)
        .set({ state: 'declined', answeredAt: now })
        .where(eq(secondChanceOffers.id, id));
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'settlement.second-chance-decline',
        targetType: 'user',
        targetId: user.uid,
        summary: fill(t.auditSecondChanceDecline, { title: record.line.title, name }),
        after: { offer: id },
      });
      return false;
    }
    if (member?.flaggedAt != null) throw new AppError('failed-precondition', t.offerFlagged);
    const acceptedLineId = await acceptOffer(tx, offer, record, now);
    await tx
      .update(secondChanceOffers)
      .set({ state: 'accepted', answeredAt: now, acceptedLineId })
      .where(eq(secondChanceOffers.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'settlement.second-chance-accept',
      targetType: 'user',
      targetId: user.uid,
      summary: fill(t.auditSecondChanceAccept, {
        title: record.line.title,
        name,
        amount: formatKurus(offer.hammerKurus),
      }),
      after: { offer: id, line: acceptedLineId },
    });
    return false;
  });
  if (expired) throw new AppError('failed-precondition', t.offerExpired);
  return offerView(db, id);
}

/** The accepted lot as a new line on the member's statement of the sale; its id. */
async function acceptOffer(
  tx: Db,
  offer: OfferRow,
  record: LineRecord,
  now: Date,
): Promise<number> {
  const { line, statement: cancelled } = record;
  const blocked = await blockedReason(tx, record);
  // The member's own open offer is the one being answered.
  if (blocked !== null && blocked !== t.secondChanceOpen) {
    throw new AppError('failed-precondition', blocked);
  }
  const sale = { kind: cancelled.saleKind, id: cancelled.saleId };
  const terms: EffectiveTerms =
    sale.kind === 'auction'
      ? await getSiteTermsAsEffective(tx)
      : await getEffectiveTerms(tx, sale.kind, sale.id);
  const dueAt = new Date(paymentDueAt(now.getTime(), terms));
  const [existing] = await tx
    .select()
    .from(buyerStatements)
    .where(
      and(
        eq(buyerStatements.saleKind, sale.kind),
        eq(buyerStatements.saleId, sale.id),
        eq(buyerStatements.buyerId, offer.userId),
      ),
    )
    .for('update');
  let statementId: number;
  if (existing !== undefined) {
    if (existing.state === 'cancelled') {
      throw new AppError('failed-precondition', t.statementCancelled);
    }
    statementId = existing.id;
    if (existing.dueAt < dueAt) {
      await tx
        .update(buyerStatements)
        .set({ dueAt, overdueAt: null })
        .where(eq(buyerStatements.id, statementId));
    }
  } else {
    const [made] = await tx
      .insert(buyerStatements)
      .values({
        saleKind: sale.kind,
        saleId: sale.id,
        saleTitle: cancelled.saleTitle,
        buyerId: offer.userId,
        buyerPaddle: null,
        buyerPremiumBp: cancelled.buyerPremiumBp,
        sellerCommissionBp: cancelled.sellerCommissionBp,
        vatBp: cancelled.vatBp,
        iban: terms.iban,
        accountName: terms.accountName,
        dueAt,
        totalKurus: 0,
      })
      .returning({ id: buyerStatements.id });
    statementId = (made as { id: number }).id;
  }
  const rates = {
    buyerPremiumBp: cancelled.buyerPremiumBp,
    sellerCommissionBp: cancelled.sellerCommissionBp,
    vatBp: cancelled.vatBp,
    paymentTermDays: terms.paymentTermDays,
  };
  const bought = buyerLine(offer.hammerKurus, 0, rates);
  const sold = sellerLine(offer.hammerKurus, rates);
  const [inserted] = await tx
    .insert(statementLines)
    .values({
      statementId,
      sellerStatementId: line.sellerStatementId,
      lotKind: line.lotKind,
      lotId: line.lotId,
      pigeonId: line.pigeonId,
      title: line.title,
      sellerId: line.sellerId,
      hammerKurus: offer.hammerKurus,
      premiumKurus: bought.premium,
      premiumVatKurus: bought.premiumVat,
      shippingKurus: 0,
      totalKurus: bought.total,
      commissionKurus: sold.commission,
      commissionVatKurus: sold.commissionVat,
      netKurus: sold.net,
    })
    .returning({ id: statementLines.id });
  await refreshBuyerTotal(tx, statementId);
  if (line.sellerStatementId !== null) await refreshSellerTotals(tx, line.sellerStatementId);
  return (inserted as { id: number }).id;
}

/** Open offers past their time marked expired (run with the settlement passes). */
export async function expireSecondChanceOffers(db: Db, now: number = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ offer: secondChanceOffers, title: statementLines.title, fullname: users.fullname })
      .from(secondChanceOffers)
      .innerJoin(statementLines, eq(statementLines.id, secondChanceOffers.lineId))
      .innerJoin(users, eq(users.id, secondChanceOffers.userId))
      .where(
        and(
          eq(secondChanceOffers.state, 'open'),
          sql`${secondChanceOffers.expiresAt} <= ${new Date(now)}`,
        ),
      )
      .for('update', { of: secondChanceOffers, skipLocked: true });
    for (const { offer, title, fullname } of due) {
      await expireOffer(tx, offer, title, fullname ?? offer.userId);
    }
    return due.length;
  });
}
