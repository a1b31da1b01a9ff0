import type { MyConsents, SetConsentData } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AppError } from '../../errors';
import { consume } from '../auth';
import {
  type ConsentDevice,
  consentTextVersion,
  currentConsents,
  insertConsentRecord,
  myConsents,
} from '../legal';
import { cancelMarketingNotices } from '../notifications';
import { deleteAllPushSubscriptions } from '../push';

const texts = messages.consents;

/** Consent changes per member and hour: far above a person's clicks, below a flood of rows. */
export const consentChangeLimit = { limit: 60, windowMs: 60 * 60_000 } as const;

/**
 * The member gives or withdraws one consent from their account page. A commercial-message
 * consent is given under the consent text's current version (the page showed it); withdrawn,
 * its messages still waiting are cancelled in the same transaction. Web Push is given by a
 * browser turning notices on; withdrawn here, every browser's subscription ends. A change to
 * the state it already has records nothing.
 */
export async function setConsent(
  db: Db,
  userId: string,
  data: SetConsentData,
  device: ConsentDevice,
): Promise<MyConsents> {
  if (!(await consume(db, `consent:${userId}`, consentChangeLimit))) {
    throw new AppError('resource-exhausted', texts.rateLimited);
  }
  if (data.kind === 'push' && data.granted) {
    throw new AppError('failed-precondition', texts.pushGrantElsewhere);
  }
  const version = await consentTextVersion(db, data.kind);
  if (data.kind !== 'push' && data.granted) {
    if (version === null) throw new AppError('failed-precondition', texts.notPublished);
    if (data.version !== version) throw new AppError('failed-precondition', texts.stale);
  }
  await db.transaction(async (tx) => {
    // One change at a time per member: the state read below is the one the record follows.
    await queryRows(tx, sql`select 1 from users where id = ${userId}::text for update`);
    const current = await currentConsents(tx, userId);
    if (data.kind === 'push') await deleteAllPushSubscriptions(tx, userId);
    if (current[data.kind] === data.granted) return;
    await insertConsentRecord(tx, {
      userId,
      kind: data.kind,
      granted: data.granted,
      textVersion: version,
      source: 'account',
      device,
    });
    if (!data.granted && data.kind !== 'push') {
      await cancelMarketingNotices(tx, userId, data.kind === 'marketing-sms' ? 'sms' : 'mail');
    }
  });
  return myConsents(db, userId);
}
