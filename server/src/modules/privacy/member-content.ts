import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  buyerStatements,
  consentRecords,
  contactMessages,
  legalAcknowledgements,
  newsComments,
  newsLikes,
  pigeons,
  saleContractAcceptances,
  saleRequests,
  secondChanceOffers,
  sellerStatements,
  statementLines,
  statementPayments,
} from '../../db/schema';

// The member's own rows of what they wrote, sold and bought (see member-data.ts for the rules).

export async function memberComments(db: Db, uid: string) {
  return db
    .select({
      id: newsComments.id,
      newsId: newsComments.newsId,
      message: newsComments.message,
      createdAt: newsComments.createdAt,
    })
    .from(newsComments)
    .where(eq(newsComments.userId, uid))
    .orderBy(desc(newsComments.id));
}

export async function memberLikes(db: Db, uid: string) {
  return db
    .select({ newsId: newsLikes.newsId, createdAt: newsLikes.createdAt })
    .from(newsLikes)
    .where(eq(newsLikes.userId, uid))
    .orderBy(desc(newsLikes.createdAt));
}

export async function memberContactMessages(db: Db, uid: string) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      ip: contactMessages.ip,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, uid))
    .orderBy(desc(contactMessages.id));
}

export async function memberPigeons(db: Db, uid: string) {
  return db
    .select({
      id: pigeons.id,
      serial: pigeons.serial,
      tagNum: pigeons.tagNum,
      state: pigeons.state,
      active: pigeons.active,
    })
    .from(pigeons)
    .where(eq(pigeons.ownerId, uid))
    .orderBy(desc(pigeons.id));
}

export async function memberSaleRequests(db: Db, uid: string) {
  return db
    .select({
      id: saleRequests.id,
      status: saleRequests.status,
      tagNum: saleRequests.tagNum,
      state: saleRequests.state,
      description: saleRequests.description,
      wishedPrice: saleRequests.wishedPrice,
      photoMediaIds: saleRequests.photoMediaIds,
      decisionReason: saleRequests.decisionReason,
      pigeonId: saleRequests.pigeonId,
      decidedAt: saleRequests.decidedAt,
      createdAt: saleRequests.createdAt,
      updatedAt: saleRequests.updatedAt,
    })
    .from(saleRequests)
    .where(eq(saleRequests.userId, uid))
    .orderBy(desc(saleRequests.id));
}

/** A lot as its buyer sees it: the seller's id and the seller's figures left out. */
const buyerLine = {
  id: statementLines.id,
  lotKind: statementLines.lotKind,
  lotId: statementLines.lotId,
  pigeonId: statementLines.pigeonId,
  title: statementLines.title,
  hammerKurus: statementLines.hammerKurus,
  premiumKurus: statementLines.premiumKurus,
  premiumVatKurus: statementLines.premiumVatKurus,
  shippingKurus: statementLines.shippingKurus,
  totalKurus: statementLines.totalKurus,
  deliveryMethod: statementLines.deliveryMethod,
  carrier: statementLines.carrier,
  trackingNumber: statementLines.trackingNumber,
  pickedUpBy: statementLines.pickedUpBy,
  deliveredAt: statementLines.deliveredAt,
  cancelledAt: statementLines.cancelledAt,
};

/** A lot as its seller sees it: the buyer (their statement, who picked it up) left out. */
const sellerLine = {
  id: statementLines.id,
  lotKind: statementLines.lotKind,
  lotId: statementLines.lotId,
  pigeonId: statementLines.pigeonId,
  title: statementLines.title,
  hammerKurus: statementLines.hammerKurus,
  commissionKurus: statementLines.commissionKurus,
  commissionVatKurus: statementLines.commissionVatKurus,
  netKurus: statementLines.netKurus,
  deliveredAt: statementLines.deliveredAt,
  cancelledAt: statementLines.cancelledAt,
};

export async function memberBuyerStatements(db: Db, uid: string) {
  const statements = await db
    .select({
      id: buyerStatements.id,
      saleKind: buyerStatements.saleKind,
      saleId: buyerStatements.saleId,
      saleTitle: buyerStatements.saleTitle,
      buyerPremiumBp: buyerStatements.buyerPremiumBp,
      vatBp: buyerStatements.vatBp,
      iban: buyerStatements.iban,
      accountName: buyerStatements.accountName,
      issuedAt: buyerStatements.issuedAt,
      dueAt: buyerStatements.dueAt,
      totalKurus: buyerStatements.totalKurus,
      paidKurus: buyerStatements.paidKurus,
      state: buyerStatements.state,
      cancelledAt: buyerStatements.cancelledAt,
      cancelReason: buyerStatements.cancelReason,
      overdueAt: buyerStatements.overdueAt,
    })
    .from(buyerStatements)
    .where(eq(buyerStatements.buyerId, uid))
    .orderBy(desc(buyerStatements.id));
  const ids = statements.map((s) => s.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({ statementId: statementLines.statementId, ...buyerLine })
    .from(statementLines)
    .where(inArray(statementLines.statementId, ids))
    .orderBy(statementLines.id);
  const payments = await db
    .select({
      statementId: statementPayments.statementId,
      id: statementPayments.id,
      amountKurus: statementPayments.amountKurus,
      method: statementPayments.method,
      paidOn: statementPayments.paidOn,
      note: statementPayments.note,
      recordedAt: statementPayments.recordedAt,
    })
    .from(statementPayments)
    .where(inArray(statementPayments.statementId, ids))
    .orderBy(statementPayments.id);
  return statements.map((s) => ({
    ...s,
    lines: lines.filter((l) => l.statementId === s.id).map(({ statementId: _, ...l }) => l),
    payments: payments.filter((p) => p.statementId === s.id).map(({ statementId: _, ...p }) => p),
  }));
}

export async function memberSellerStatements(db: Db, uid: string) {
  const statements = await db
    .select({
      id: sellerStatements.id,
      saleKind: sellerStatements.saleKind,
      saleId: sellerStatements.saleId,
      saleTitle: sellerStatements.saleTitle,
      sellerCommissionBp: sellerStatements.sellerCommissionBp,
      vatBp: sellerStatements.vatBp,
      issuedAt: sellerStatements.issuedAt,
      hammerKurus: sellerStatements.hammerKurus,
      commissionKurus: sellerStatements.commissionKurus,
      commissionVatKurus: sellerStatements.commissionVatKurus,
      netKurus: sellerStatements.netKurus,
      paidOutAt: sellerStatements.paidOutAt,
      payoutReference: sellerStatements.payoutReference,
    })
    .from(sellerStatements)
    .where(eq(sellerStatements.sellerId, uid))
    .orderBy(desc(sellerStatements.id));
  const ids = statements.map((s) => s.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({ sellerStatementId: statementLines.sellerStatementId, ...sellerLine })
    .from(statementLines)
    .where(inArray(statementLines.sellerStatementId, ids))
    .orderBy(statementLines.id);
  return statements.map((s) => ({
    ...s,
    lines: lines
      .filter((l) => l.sellerStatementId === s.id)
      .map(({ sellerStatementId: _, ...l }) => l),
  }));
}

export async function memberSecondChanceOffers(db: Db, uid: string) {
  return db
    .select({
      id: secondChanceOffers.id,
      lotKind: secondChanceOffers.lotKind,
      lotId: secondChanceOffers.lotId,
      hammerKurus: secondChanceOffers.hammerKurus,
      state: secondChanceOffers.state,
      offeredAt: secondChanceOffers.offeredAt,
      expiresAt: secondChanceOffers.expiresAt,
      answeredAt: secondChanceOffers.answeredAt,
    })
    .from(secondChanceOffers)
    .where(eq(secondChanceOffers.userId, uid))
    .orderBy(desc(secondChanceOffers.id));
}

/** The notice and terms versions the member said they read, and when, from which browser. */
export async function memberLegalAcknowledgements(db: Db, uid: string) {
  return db
    .select({
      kind: legalAcknowledgements.kind,
      version: legalAcknowledgements.version,
      acknowledgedAt: legalAcknowledgements.acknowledgedAt,
      userAgent: legalAcknowledgements.userAgent,
    })
    .from(legalAcknowledgements)
    .where(eq(legalAcknowledgements.userId, uid))
    .orderBy(desc(legalAcknowledgements.id));
}

/** Every giving and withdrawal of a consent, newest first, with its text version and device. */
export async function memberConsentRecords(db: Db, uid: string) {
  return db
    .select({
      kind: consentRecords.kind,
      granted: consentRecords.granted,
      textKind: consentRecords.textKind,
      textVersion: consentRecords.textVersion,
      source: consentRecords.source,
      deviceId: consentRecords.deviceId,
      userAgent: consentRecords.userAgent,
      recordedAt: consentRecords.recordedAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, uid))
    .orderBy(desc(consentRecords.id));
}

/** Every sale's contract the member accepted (issue 35), newest first. */
export async function memberSaleContracts(db: Db, uid: string) {
  return db
    .select({
      saleKind: saleContractAcceptances.saleKind,
      saleId: saleContractAcceptances.saleId,
      textVersion: saleContractAcceptances.textVersion,
      buyerPremiumBp: saleContractAcceptances.buyerPremiumBp,
      vatBp: saleContractAcceptances.vatBp,
      paymentTermDays: saleContractAcceptances.paymentTermDays,
      deviceId: saleContractAcceptances.deviceId,
      userAgent: saleContractAcceptances.userAgent,
      acceptedAt: saleContractAcceptances.acceptedAt,
    })
    .from(saleContractAcceptances)
    .where(eq(saleContractAcceptances.userId, uid))
    .orderBy(desc(saleContractAcceptances.id));
}
