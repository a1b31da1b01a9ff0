import { fill, messages } from '@kanat/shared/i18n/full';
import { retentionMs } from '@kanat/shared/rules';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { contactMessages, mailOutbox, notifications, sessions, smsOutbox } from '../../db/schema';
import { PeriodicPass } from '../../periodic-pass';
import { recordAudit } from '../audit';
import { type PurgeCounts, purgeExpired } from '../auth';
import { getRetentionSettings } from './retention-settings';

// Retention (issue 35, KVKK): what the site no longer needs goes, after the periods set in one
// place (the console's Saklama süreleri; the defaults are RETENTION_DEFAULTS of
// @kanat/shared/rules), and each pass that removed something says what in the audit log.

/** What one pass removed or cut, by kind. */
export interface RetentionReport extends PurgeCounts {
  sms: number;
  mails: number;
  notices: number;
  sessionIps: number;
  contactIps: number;
}

const done = ['sent', 'failed'] as const;

/** One pass at `now`: idempotent, so every instance may run it. */
export async function runRetentionPass(db: Db, now: number = Date.now()): Promise<RetentionReport> {
  const purged = await purgeExpired(db, now);
  const periods = retentionMs(await getRetentionSettings(db));
  const messagesBefore = new Date(now - periods.sentMessagesMs);
  const sms = await db
    .delete(smsOutbox)
    .where(and(inArray(smsOutbox.status, done), lt(smsOutbox.createdAt, messagesBefore)))
    .returning({ id: smsOutbox.id });
  const mails = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, done), lt(mailOutbox.createdAt, messagesBefore)))
    .returning({ id: mailOutbox.id });
  const notices = await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.status, done),
        lt(notifications.createdAt, new Date(now - periods.sentNoticesMs)),
      ),
    )
    .returning({ id: notifications.id });
  const ips = await db
    .update(sessions)
    .set({ ip: null })
    .where(and(isNotNull(sessions.ip), lt(sessions.createdAt, new Date(now - periods.sessionIpMs))))
    .returning({ id: sessions.id });
  const contactIps = await db
    .update(contactMessages)
    .set({ ip: null })
    .where(
      and(
        isNotNull(contactMessages.ip),
        lt(contactMessages.createdAt, new Date(now - periods.contactIpMs)),
      ),
    )
    .returning({ id: contactMessages.id });
  const report: RetentionReport = {
    ...purged,
    sms: sms.length,
    mails: mails.length,
    notices: notices.length,
    sessionIps: ips.length,
    contactIps: contactIps.length,
  };
  const total = Object.values(report).reduce((n, count) => n + count, 0);
  if (total > 0) {
    await recordAudit(db, {
      actor: 'system',
      action: 'retention.purge',
      targetType: 'site',
      targetId: 'retention',
      summary: fill(messages.retention.auditSummary, {
        sessions: report.sessions,
        codes: report.codes + report.challenges + report.tokens,
        messages: report.sms + report.mails,
        notices: report.notices,
        ips: report.sessionIps,
        contactIps: report.contactIps,
      }),
      after: { ...report },
    });
  }
  return report;
}

/** The pass every ten minutes once the server listens; tests call `runOnce()`. */
export class RetentionPass extends PeriodicPass<RetentionReport> {
  constructor(db: Db, log: Pick<FastifyBaseLogger, 'error'>, intervalMs = 10 * 60_000) {
    super(
      (now) => runRetentionPass(db, now),
      log,
      'Saklama süresi dolan kayıtları silme turu başarısız',
      intervalMs,
    );
  }
}
