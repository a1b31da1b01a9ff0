import type { ConsentRecordView, MyConsents, RegistrationConsents } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { CONSENT_KINDS, CONSENT_TEXT_KINDS, type ConsentKind } from '@kanat/shared/rules';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { consentRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { selectCurrentVersions } from './legal-repository';

const texts = messages.consents;

/** Where a record came from: the registration form, the account page, a browser's notices. */
export type ConsentSource = 'registration' | 'account' | 'browser-push';

/** The browser a consent came from. */
export interface ConsentDevice {
  deviceId: string | null;
  userAgent: string | null;
}

/** Each kind's state: its latest record's `granted`, false with no record. */
export async function currentConsents(
  db: Db,
  userId: string,
): Promise<Record<ConsentKind, boolean>> {
  const rows = await queryRows<{ kind: string; granted: boolean }>(
    db,
    sql`select distinct on (kind) kind, granted from consent_records
        where user_id = ${userId}::text order by kind, id desc`,
  );
  const current = { 'marketing-sms': false, 'marketing-mail': false, push: false };
  for (const row of rows) {
    if ((CONSENT_KINDS as readonly string[]).includes(row.kind)) {
      current[row.kind as ConsentKind] = row.granted;
    }
  }
  return current;
}

/** Appends one record (the caller's transaction keeps it with what it changes). */
export async function insertConsentRecord(
  db: Db,
  record: {
    userId: string;
    kind: ConsentKind;
    granted: boolean;
    textVersion: number | null;
    source: ConsentSource;
    device: ConsentDevice;
  },
): Promise<void> {
  await db.insert(consentRecords).values({
    userId: record.userId,
    kind: record.kind,
    granted: record.granted,
    textKind: CONSENT_TEXT_KINDS[record.kind],
    textVersion: record.textVersion,
    source: record.source,
    deviceId: record.device.deviceId,
    userAgent: record.device.userAgent,
  });
}

/** The current version of the text a kind is consented under; null while none is published. */
export async function consentTextVersion(db: Db, kind: ConsentKind): Promise<number | null> {
  const textKind = CONSENT_TEXT_KINDS[kind];
  return (await selectCurrentVersions(db, [textKind])).get(textKind) ?? null;
}

/** The member's consents as their page shows them: the state and every change, newest first. */
export async function myConsents(db: Db, userId: string): Promise<MyConsents> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.id));
  // Each kind's state is its newest record (the rows come newest first); none: not given.
  const current = { 'marketing-sms': false, 'marketing-mail': false, push: false };
  for (const kind of CONSENT_KINDS) {
    current[kind] = rows.find((row) => row.kind === kind)?.granted ?? false;
  }
  return {
    current,
    records: rows.map(
      (row) =>
        ({
          kind: row.kind,
          granted: row.granted,
          textKind: row.textKind,
          textVersion: row.textVersion,
          source: row.source,
          userAgent: row.userAgent,
          recordedAt: row.recordedAt.getTime(),
        }) as ConsentRecordView,
    ),
    marketingVersion: await consentTextVersion(db, 'marketing-sms'),
  };
}

/**
 * A registration's consent choices, refused when the form showed an older consent text than
 * the current one; null when the form sent none (nothing is consented).
 */
export async function assertRegistrationConsents(
  db: Db,
  chosen: RegistrationConsents | undefined,
): Promise<RegistrationConsents | null> {
  if (chosen === undefined) return null;
  if ((await consentTextVersion(db, 'marketing-sms')) !== chosen.version) {
    throw new AppError('failed-precondition', texts.stale);
  }
  return chosen;
}

/** Records both commercial-message choices of a registration, given or not. */
export async function recordRegistrationConsents(
  db: Db,
  userId: string,
  chosen: RegistrationConsents,
  device: ConsentDevice,
): Promise<void> {
  for (const kind of ['marketing-sms', 'marketing-mail'] as const) {
    await insertConsentRecord(db, {
      userId,
      kind,
      granted: chosen[kind],
      textVersion: chosen.version,
      source: 'registration',
      device,
    });
  }
}

/**
 * A browser turned notices on (`granted`) or the member's last browser turned them off: the
 * push consent is recorded when it changes (a second browser adds no record).
 */
export async function recordPushConsentChange(
  db: Db,
  userId: string,
  granted: boolean,
  device: ConsentDevice,
): Promise<void> {
  if ((await currentConsents(db, userId)).push === granted) return;
  await insertConsentRecord(db, {
    userId,
    kind: 'push',
    granted,
    textVersion: await consentTextVersion(db, 'push'),
    source: 'browser-push',
    device,
  });
}
