import type { MyDataExport, MyDataRow, MyDataSectionKey } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { SessionUser } from '@kanat/shared/session';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { consume } from '../auth';
import {
  memberBuyerStatements,
  memberComments,
  memberConsentRecords,
  memberContactMessages,
  memberLegalAcknowledgements,
  memberLikes,
  memberPigeons,
  memberSaleContracts,
  memberSaleRequests,
  memberSecondChanceOffers,
  memberSellerStatements,
} from './member-content';
import {
  memberBids,
  memberDevices,
  memberHallAbsenteeBids,
  memberHallBids,
  memberMail,
  memberMaxBids,
  memberNoticePreferences,
  memberNotifications,
  memberProfile,
  memberPushSubscriptions,
  memberSaleFollows,
  memberSessions,
  memberSms,
  memberWatches,
  phonesOf,
} from './member-data';
import { myPrivacyRequests } from './requests-service';

const text = messages.privacy;

/** A whole export reads every table of the member's; the account page reads one and its file one more. */
export const exportLimit = { limit: 10, windowMs: 60 * 60_000 } as const;

/** Stored values as plain JSON: times as ISO text, big numbers as numbers. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** Every part of the export, read in the member's order of MY_DATA_SECTIONS. */
async function readSections(db: Db, uid: string) {
  const [profile] = await memberProfile(db, uid);
  const phones = profile === undefined ? [] : phonesOf(profile);
  const parts: Record<MyDataSectionKey, () => Promise<object[]> | object[]> = {
    profile: () => (profile === undefined ? [] : [profile]),
    noticePreferences: () => memberNoticePreferences(db, uid),
    sessions: () => memberSessions(db, uid),
    devices: () => memberDevices(db, uid),
    pushSubscriptions: () => memberPushSubscriptions(db, uid),
    bids: () => memberBids(db, uid),
    maxBids: () => memberMaxBids(db, uid),
    watches: () => memberWatches(db, uid),
    saleFollows: () => memberSaleFollows(db, uid),
    hallBids: () => memberHallBids(db, uid),
    hallAbsenteeBids: () => memberHallAbsenteeBids(db, uid),
    notifications: () => memberNotifications(db, uid),
    sentSms: () => memberSms(db, phones),
    sentMail: () => memberMail(db, profile?.mailAddress ?? null),
    newsComments: () => memberComments(db, uid),
    newsLikes: () => memberLikes(db, uid),
    contactMessages: () => memberContactMessages(db, uid),
    pigeons: () => memberPigeons(db, uid),
    saleRequests: () => memberSaleRequests(db, uid),
    buyerStatements: () => memberBuyerStatements(db, uid),
    sellerStatements: () => memberSellerStatements(db, uid),
    secondChanceOffers: () => memberSecondChanceOffers(db, uid),
    legalAcknowledgements: () => memberLegalAcknowledgements(db, uid),
    consents: () => memberConsentRecords(db, uid),
    saleContracts: () => memberSaleContracts(db, uid),
    privacyRequests: () => myPrivacyRequests(db, uid),
  };
  const sections: MyDataExport['sections'] = [];
  // One after another: a transaction runs its statements in turn.
  for (const [key, read] of Object.entries(parts) as Array<
    [MyDataSectionKey, () => Promise<object[]> | object[]]
  >) {
    const rows = await read();
    sections.push({ key, title: text.sections[key], rows: rows.map(plain) as MyDataRow[] });
  }
  return sections;
}

/**
 * Everything the site holds on the caller, as one document (KVKK md. 11, the right of
 * access). Rate limited per member (`exportLimit`); every export is written to the audit log.
 */
export async function exportMyData(db: Db, user: SessionUser): Promise<MyDataExport> {
  if (!(await consume(db, `privacy-export:${user.uid}`, exportLimit))) {
    throw new AppError('resource-exhausted', text.rateLimited);
  }
  return db.transaction(async (tx) => {
    const sections = await readSections(tx, user.uid);
    const actor = auditActorOf(user);
    await recordAudit(tx, {
      actor,
      action: 'privacy.export',
      targetType: 'user',
      targetId: user.uid,
      summary: fill(text.auditExport, { name: typeof actor === 'string' ? user.uid : actor.label }),
    });
    return {
      title: text.documentTitle,
      generatedAt: new Date().toISOString(),
      memberId: user.uid,
      sections,
    };
  });
}
