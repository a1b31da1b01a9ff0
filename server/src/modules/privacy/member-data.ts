import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  auctions,
  bids,
  devices,
  hallAbsenteeBids,
  hallBids,
  mailOutbox,
  maxBids,
  notifications,
  pushSubscriptions,
  saleFollows,
  sessions,
  smsOutbox,
  users,
  watches,
} from '../../db/schema';

/**
 * The member's own rows, table by table. Only the member's columns are read: never a password
 * or token hash, a push subscription's keys, a signed request's nonce, nor who among staff did
 * what (those ids are the staff member's, not the member's). Rows of others that a member's
 * row points at (the other buyer of a lot, a statement's other party) are left out.
 */
export async function memberProfile(db: Db, uid: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      dateOfBirth: users.dateOfBirth,
      province: users.province,
      city: users.city,
      mailAddress: users.mailAddress,
      phoneNumber: users.phoneNumber,
      registrationPhone: users.registrationPhone,
      phoneVerified: users.phoneVerified,
      accountEnabled: users.accountEnabled,
      accountDisableReason: users.accountDisableReason,
      approvedAt: users.approvedAt,
      rejectedAt: users.rejectedAt,
      rejectReason: users.rejectReason,
      paymentFlaggedAt: users.paymentFlaggedAt,
      paymentFlagReason: users.paymentFlagReason,
      staffRoles: users.staffRoles,
      spendingLimit: users.spendingLimit,
      pendingProfile: users.pendingProfile,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, uid));
}

export async function memberNoticePreferences(db: Db, uid: string) {
  return db
    .select({
      notificationPrefs: users.notificationPrefs,
      dontSendBidSuperseeded: users.dontSendBidSuperseeded,
    })
    .from(users)
    .where(eq(users.id, uid));
}

export async function memberSessions(db: Db, uid: string) {
  return db
    .select({
      id: sessions.id,
      state: sessions.state,
      deviceId: sessions.deviceId,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, uid))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function memberDevices(db: Db, uid: string) {
  return db
    .select({
      deviceId: devices.deviceId,
      publicKey: devices.publicKey,
      keyRegisteredAt: devices.keyRegisteredAt,
      createdAt: devices.createdAt,
      lastUsedAt: devices.lastUsedAt,
    })
    .from(devices)
    .where(eq(devices.userId, uid))
    .orderBy(desc(devices.lastUsedAt));
}

export async function memberPushSubscriptions(db: Db, uid: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, uid))
    .orderBy(desc(pushSubscriptions.id));
}

export async function memberBids(db: Db, uid: string) {
  return db
    .select({
      id: bids.id,
      auctionId: bids.auctionId,
      auctionName: auctions.name,
      amount: bids.amount,
      oldAmount: bids.oldAmount,
      auto: bids.auto,
      deviceId: bids.deviceId,
      createdOn: bids.createdOn,
      voidedAt: bids.voidedAt,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(eq(bids.userId, uid))
    .orderBy(desc(bids.id));
}

export async function memberMaxBids(db: Db, uid: string) {
  return db
    .select({
      auctionId: maxBids.auctionId,
      auctionName: auctions.name,
      amount: maxBids.amount,
      deviceId: maxBids.deviceId,
      createdOn: maxBids.createdOn,
      updatedOn: maxBids.updatedOn,
    })
    .from(maxBids)
    .innerJoin(auctions, eq(auctions.id, maxBids.auctionId))
    .where(eq(maxBids.userId, uid))
    .orderBy(desc(maxBids.updatedOn));
}

export async function memberWatches(db: Db, uid: string) {
  return db
    .select({
      id: watches.id,
      auctionId: watches.auctionId,
      groupId: watches.containerId,
      createdAt: watches.createdAt,
    })
    .from(watches)
    .where(eq(watches.userId, uid))
    .orderBy(desc(watches.id));
}

export async function memberSaleFollows(db: Db, uid: string) {
  return db
    .select({
      id: saleFollows.id,
      groupId: saleFollows.containerId,
      hallSaleId: saleFollows.hallSaleId,
      createdAt: saleFollows.createdAt,
      notifiedAt: saleFollows.notifiedAt,
    })
    .from(saleFollows)
    .where(eq(saleFollows.userId, uid))
    .orderBy(desc(saleFollows.id));
}

export async function memberHallBids(db: Db, uid: string) {
  return db
    .select({
      id: hallBids.id,
      lotId: hallBids.lotId,
      amount: hallBids.amount,
      kind: hallBids.kind,
      createdAt: hallBids.createdAt,
      undoneAt: hallBids.undoneAt,
      undoReason: hallBids.undoReason,
    })
    .from(hallBids)
    .where(eq(hallBids.userId, uid))
    .orderBy(desc(hallBids.id));
}

export async function memberHallAbsenteeBids(db: Db, uid: string) {
  return db
    .select({
      lotId: hallAbsenteeBids.lotId,
      maxAmount: hallAbsenteeBids.maxAmount,
      createdAt: hallAbsenteeBids.createdAt,
      updatedAt: hallAbsenteeBids.updatedAt,
    })
    .from(hallAbsenteeBids)
    .where(eq(hallAbsenteeBids.userId, uid))
    .orderBy(desc(hallAbsenteeBids.updatedAt));
}

export async function memberNotifications(db: Db, uid: string) {
  return db
    .select({
      id: notifications.id,
      event: notifications.event,
      channel: notifications.channel,
      auctionId: notifications.auctionId,
      status: notifications.status,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, uid))
    .orderBy(desc(notifications.id));
}

/** The SMS outbox names no member: what went to the member's numbers (verified, or typed). */
export async function memberSms(db: Db, phones: readonly string[]) {
  if (phones.length === 0) return [];
  return db
    .select({
      id: smsOutbox.id,
      toPhone: smsOutbox.toPhone,
      purpose: smsOutbox.purpose,
      body: smsOutbox.body,
      status: smsOutbox.status,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(inArray(smsOutbox.toPhone, [...phones]))
    .orderBy(desc(smsOutbox.id));
}

/** The mail outbox names no member either: what went to the member's address. */
export async function memberMail(db: Db, address: string | null) {
  if (address === null || address === '') return [];
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      purpose: mailOutbox.purpose,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id));
}

/** The member's numbers the SMS outbox may have written to. */
export function phonesOf(profile: {
  phoneNumber: string | null;
  registrationPhone: string | null;
}) {
  return [profile.phoneNumber, profile.registrationPhone].filter(
    (p, i, all): p is string => p !== null && p !== '' && all.indexOf(p) === i,
  );
}
