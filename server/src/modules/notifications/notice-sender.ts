import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { PeriodicPass } from '../../periodic-pass';
import type { Mailer } from '../mail';
import type { PushGateway } from '../push';
import type { SmsGateway } from '../sms';
import {
  messageFacts,
  type NoticeFacts,
  noticeMail,
  noticeSms,
  noticeUrl,
  settlementFacts,
} from './notice-texts';
import {
  type ClaimedNotice,
  claimDueNotices,
  drainOutbidQueue,
  markNoticeFailed,
  markNoticeSent,
} from './notifications-repository';
import { NoPushSubscription, sendPushNotice } from './push-notice';

/** Notices claimed per statement; a backlog drains over several statements of one pass. */
const claimBatch = 50;
/** Queued outbid notices taken per statement. */
const queueBatch = 500;

export interface NoticePassResult {
  /** Notices sent (SMS delivered, or mail handed to the mail outbox). */
  sent: number[];
  /** Notices that failed this time (retried later, or failed for good). */
  failed: number[];
  /** Mail outbox rows delivered, and those that failed this time. */
  mailSent: number[];
  mailFailed: number[];
}

export interface NoticeSenderDeps {
  db: Db;
  sms: SmsGateway;
  mailer: Mailer;
  /** Web Push with the server's VAPID keys. */
  push: PushGateway;
  /** Push payloads link relative to the site without PUBLIC_URL (the service worker resolves). */
  publicUrl: string | null;
  /** Mails link absolutely: PUBLIC_URL or the server's own address (`AppConfig.linkOrigin`). */
  linkOrigin: string;
}

/** The purpose written beside the SMS and mail rows: `notice-outbid` and so on. */
const purposeOf = (notice: ClaimedNotice) => `notice-${notice.event}`;

/**
 * What the texts of a claimed notice need (`notice-texts.ts`, any event, any channel): the
 * payload's name when queued with one (a group's, or the auction's at closing), else the
 * auction's current name; `groupId` for a notice about a whole group, `hallSaleId` for one
 * about a hall mezat; `memberId` and `roles`
 * for a role change; the statement's or offer's facts for a notice after the hammer; what
 * staff wrote for a message to a group.
 */
export function noticeFacts(notice: ClaimedNotice): NoticeFacts {
  const { name, groupId, hallSaleId, memberId, roles } = notice.payload;
  return {
    event: notice.event,
    auctionId: notice.auctionId,
    auctionName: typeof name === 'string' ? name : notice.auctionName,
    amount: notice.amount,
    fullname: notice.fullname,
    groupId: typeof groupId === 'number' ? groupId : null,
    hallSaleId: typeof hallSaleId === 'number' ? hallSaleId : null,
    memberId: typeof memberId === 'string' ? memberId : null,
    roles: typeof roles === 'string' ? roles : null,
    settlement: settlementFacts(notice.event, notice.payload),
    message: messageFacts(notice.event, notice.payload),
  };
}

async function sendOne(deps: NoticeSenderDeps, notice: ClaimedNotice, now: number) {
  const facts = noticeFacts(notice);
  if (notice.channel === 'sms') {
    if (notice.phoneNumber === null) throw new NoAddress('no phone number');
    await deps.sms.send(deps.db, {
      to: notice.phoneNumber,
      text: noticeSms(facts),
      purpose: purposeOf(notice),
    });
    await markNoticeSent(deps.db, notice.id, now);
    return;
  }
  if (notice.channel === 'push') {
    await sendPushNotice(deps.db, deps.push, notice.userId, facts, deps.publicUrl);
    await markNoticeSent(deps.db, notice.id, now);
    return;
  }
  if (notice.mailAddress === null) throw new NoAddress('no mail address');
  const mail = noticeMail(facts, noticeUrl(deps.linkOrigin, facts));
  // Handing over to the mail outbox and marking the notice sent commit together: the mail is
  // queued exactly once, and the mail outbox's own retries deliver it.
  await deps.db.transaction(async (tx) => {
    await deps.mailer.enqueue(
      tx,
      { to: notice.mailAddress as string, ...mail, purpose: purposeOf(notice) },
      now,
    );
    await markNoticeSent(tx, notice.id, now);
  });
}

class NoAddress extends Error {
  override name = 'NoAddress';
}

/**
 * One pass: turns the bids' queued outbid notices into notices, sends every due notice, then delivers the due mails of the mail outbox (the
 * notices' mails and the retries of failed ones). Safe on several instances at once.
 */
export async function runNoticePass(
  deps: NoticeSenderDeps,
  now: number = Date.now(),
): Promise<NoticePassResult> {
  const result: NoticePassResult = { sent: [], failed: [], mailSent: [], mailFailed: [] };
  let taken: number;
  do taken = await drainOutbidQueue(deps.db, now, queueBatch);
  while (taken === queueBatch);
  for (;;) {
    const claimed = await claimDueNotices(deps.db, now, claimBatch);
    for (const notice of claimed) {
      try {
        await sendOne(deps, notice, now);
        result.sent.push(notice.id);
      } catch (error) {
        const never = error instanceof NoAddress || error instanceof NoPushSubscription;
        await markNoticeFailed(deps.db, notice, error, now, never);
        result.failed.push(notice.id);
      }
    }
    if (claimed.length < claimBatch) break;
  }
  const mail = await deps.mailer.retryDueMail(deps.db, now);
  result.mailSent = mail.sent;
  result.mailFailed = mail.failed;
  return result;
}

/** Runs `runNoticePass` every `intervalMs` once the server listens; tests call `runOnce()`. */
export class NoticeSender extends PeriodicPass<NoticePassResult> {
  constructor(deps: NoticeSenderDeps, log: Pick<FastifyBaseLogger, 'error'>, intervalMs = 1000) {
    super((now) => runNoticePass(deps, now), log, 'Bildirim gönderim turu başarısız', intervalMs);
  }
}
