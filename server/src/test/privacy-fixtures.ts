import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  bids,
  buyerStatements,
  consentRecords,
  contactMessages,
  hallBids,
  legalAcknowledgements,
  mailOutbox,
  maxBids,
  news,
  newsComments,
  newsLikes,
  notifications,
  privacyRequests,
  pushSubscriptions,
  saleContractAcceptances,
  saleFollows,
  saleRequests,
  secondChanceOffers,
  sellerStatements,
  smsOutbox,
  statementLines,
  statementPayments,
  users,
  watches,
} from '../db/schema';
import { insertAuction, insertContainer, insertOwner, insertPigeon } from './auction-fixtures';
import { insertAbsentee, insertHallSale } from './hall-fixtures';

/** What `memberFootprint` wrote for one member, to look for in their export. */
export interface Footprint {
  auctionId: number;
  groupId: number;
  bidId: number;
  pigeonId: number;
  saleRequestId: number;
  commentText: string;
  buyerStatementId: number;
  sellerStatementId: number;
  mailAddress: string;
  /** Words only this member's rows hold (names, texts), to look for elsewhere. */
  marks: string[];
}

const nonce = () => randomBytes(24).toString('base64url');
const day = 86_400_000;

/**
 * A row of every kind the site keeps on a member, written straight into the tables: bids and
 * a maximum, watches, a calendar follow, hall bids, notices, SMS and mail, a comment and a like, a contact
 * message, a pigeon, a sale request, buyer and seller statements, a second-chance offer.
 * `tag` makes every text of this member's unique.
 */
export async function memberFootprint(
  db: Db,
  member: { uid: string; phoneNumber: string },
  tag: string,
): Promise<Footprint> {
  const uid = member.uid;
  const mailAddress = `${tag.toLowerCase()}@ornek.com.tr`;
  await db.update(users).set({ mailAddress }).where(eq(users.id, uid));
  const owner = await insertOwner(db, { fullname: `Sahip ${tag}` });
  const auctionId = await insertAuction(db, {
    pigeonId: await insertPigeon(db, { ownerId: owner }),
    name: `Açık arttırma ${tag}`,
    endingTime: Date.now() + day,
  });
  const groupId = await insertContainer(db, {
    name: `Grup ${tag}`,
    isFinalContainer: true,
    expiry: Date.now() + day,
  });
  const now = Date.now();
  const [bid] = await db
    .insert(bids)
    .values({ auctionId, userId: uid, amount: 600, oldAmount: 500, nonce: nonce(), createdOn: now })
    .returning({ id: bids.id });
  await db.insert(maxBids).values({
    auctionId,
    userId: uid,
    amount: 900,
    nonce: nonce(),
    createdOn: now,
    updatedOn: now,
  });
  await db.insert(watches).values([
    { userId: uid, auctionId },
    { userId: uid, containerId: groupId },
  ]);
  const hall = await insertHallSale(db, {
    title: `Salon ${tag}`,
    ownerId: owner,
    lots: [100, 200],
  });
  const [lotA = 0, lotB = 0] = hall.lotIds;
  await db.insert(saleFollows).values({ userId: uid, hallSaleId: hall.saleId });
  await db
    .insert(hallBids)
    .values({ lotId: lotA, amount: 150, kind: 'online', userId: uid, nonce: nonce() });
  await insertAbsentee(db, lotB, uid, 400);
  await db.insert(notifications).values({
    userId: uid,
    event: 'outbid',
    channel: 'sms',
    auctionId,
    dedupeKey: `privacy:${tag}`,
    payload: { text: `Teklifiniz geçildi ${tag}` },
  });
  await db
    .insert(smsOutbox)
    .values({ toPhone: member.phoneNumber, body: `SMS ${tag}`, purpose: 'notice' });
  await db.insert(mailOutbox).values({
    toAddress: mailAddress,
    subject: `Posta ${tag}`,
    textBody: `Merhaba ${tag}`,
    purpose: 'notice',
  });
  const [item] = await db
    .insert(news)
    .values({ title: `Haber ${tag}`, bodyHtml: '<p>Haber</p>', publishDate: new Date(now - day) })
    .returning({ id: news.id });
  const newsId = item?.id ?? 0;
  const commentText = `Yorum ${tag}`;
  await db.insert(newsComments).values({ newsId, userId: uid, message: commentText });
  await db.insert(newsLikes).values({ newsId, userId: uid });
  await db.insert(contactMessages).values({
    name: `Gönderen ${tag}`,
    email: mailAddress,
    subject: `Konu ${tag}`,
    message: `Mesaj ${tag}`,
    userId: uid,
  });
  await db.insert(pushSubscriptions).values({
    userId: uid,
    endpoint: `https://push.example/${tag}`,
    p256dh: `anahtar-${tag}`,
    auth: `gizli-${tag}`,
  });
  const pigeonId = await insertPigeon(db, { ownerId: uid, tagNum: `TR-${tag}` });
  const [request] = await db
    .insert(saleRequests)
    .values({ userId: uid, tagNum: `TR-TALEP-${tag}`, state: 'Yarışçı', wishedPrice: 1000 })
    .returning({ id: saleRequests.id });
  const terms = { buyerPremiumBp: 1000, sellerCommissionBp: 1000, vatBp: 2000 };
  const [bought] = await db
    .insert(buyerStatements)
    .values({
      saleKind: 'hall',
      saleId: hall.saleId,
      saleTitle: `Salon ${tag}`,
      buyerId: uid,
      ...terms,
      dueAt: new Date(now + 7 * day),
      totalKurus: 20_000,
      paidKurus: 5_000,
    })
    .returning({ id: buyerStatements.id });
  const boughtId = bought?.id ?? 0;
  const money = {
    hammerKurus: 15_000,
    premiumKurus: 1_500,
    premiumVatKurus: 300,
    totalKurus: 16_800,
    commissionKurus: 1_500,
    commissionVatKurus: 300,
    netKurus: 13_200,
  };
  const [line] = await db
    .insert(statementLines)
    .values({
      statementId: boughtId,
      lotKind: 'hall',
      lotId: lotA,
      pigeonId: await insertPigeon(db, { ownerId: owner }),
      title: `Alınan ${tag}`,
      sellerId: owner,
      ...money,
    })
    .returning({ id: statementLines.id });
  await db.insert(statementPayments).values({
    statementId: boughtId,
    amountKurus: 5_000,
    method: 'transfer',
    paidOn: '2026-11-01',
    note: `Ödeme ${tag}`,
  });
  // The member's own pigeon, sold at the hall to a buyer known only by a paddle.
  const [paddleStatement] = await db
    .insert(buyerStatements)
    .values({
      saleKind: 'hall',
      saleId: hall.saleId,
      saleTitle: `Salon ${tag}`,
      buyerPaddle: `P-${tag}`,
      ...terms,
      dueAt: new Date(now + 7 * day),
      totalKurus: 16_800,
    })
    .returning({ id: buyerStatements.id });
  const [sold] = await db
    .insert(sellerStatements)
    .values({
      saleKind: 'hall',
      saleId: hall.saleId,
      saleTitle: `Salon ${tag}`,
      sellerId: uid,
      sellerCommissionBp: 1000,
      vatBp: 2000,
      hammerKurus: 15_000,
      commissionKurus: 1_500,
      commissionVatKurus: 300,
      netKurus: 13_200,
    })
    .returning({ id: sellerStatements.id });
  await db.insert(statementLines).values({
    statementId: paddleStatement?.id ?? 0,
    sellerStatementId: sold?.id ?? 0,
    lotKind: 'hall',
    lotId: lotB,
    pigeonId,
    title: `Satılan ${tag}`,
    sellerId: uid,
    ...money,
  });
  await db.insert(secondChanceOffers).values({
    lineId: line?.id ?? 0,
    lotKind: 'hall',
    lotId: lotA,
    userId: uid,
    hammerKurus: 14_000,
    expiresAt: new Date(now + 2 * day),
  });
  await db.insert(legalAcknowledgements).values([
    { userId: uid, kind: 'notice', version: 1, userAgent: `Tarayıcı ${tag}` },
    { userId: uid, kind: 'terms', version: 1, userAgent: `Tarayıcı ${tag}` },
  ]);
  await db.insert(consentRecords).values({
    userId: uid,
    kind: 'marketing-sms',
    granted: true,
    textKind: 'marketing',
    textVersion: 1,
    source: 'registration',
    deviceId: `cihaz-${tag}`,
    userAgent: `İzin tarayıcısı ${tag}`,
  });
  await db.insert(saleContractAcceptances).values({
    userId: uid,
    saleKind: 'group',
    saleId: groupId,
    textVersion: 1,
    deviceId: `cihaz-${tag}`,
    userAgent: `Satış tarayıcısı ${tag}`,
  });
  await db.insert(privacyRequests).values({
    userId: uid,
    kind: 'correction',
    details: `Başvuru ${tag}`,
    dueAt: new Date(now + 30 * day),
  });
  return {
    auctionId,
    groupId,
    bidId: bid?.id ?? 0,
    pigeonId,
    saleRequestId: request?.id ?? 0,
    commentText,
    buyerStatementId: boughtId,
    sellerStatementId: sold?.id ?? 0,
    mailAddress,
    marks: [
      `Açık arttırma ${tag}`,
      `Salon ${tag}`,
      commentText,
      `Mesaj ${tag}`,
      `SMS ${tag}`,
      `Posta ${tag}`,
      `TR-${tag}`,
      `Alınan ${tag}`,
      `Satılan ${tag}`,
      `Teklifiniz geçildi ${tag}`,
      `İzin tarayıcısı ${tag}`,
      `Başvuru ${tag}`,
      mailAddress,
    ],
  };
}
