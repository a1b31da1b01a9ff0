import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { mailOutbox, notifications, outbidQueue, smsOutbox } from '../../db/schema';

/**
 * When the newest applied migration was made (drizzle's `created_at`, the `when` of its
 * journal entry), or null when none ran; throws when the database does not answer. Drizzle's
 * migrator applies the committed migrations newer than this, so it is at least the newest
 * committed one exactly when all of them ran.
 */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (table?.present !== true) return null;
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return row?.newest == null ? null : Number(row.newest);
}

export interface OutboxBacklog {
  notifications: number;
  mail_outbox: number;
  sms_outbox: number;
  outbid_queue: number;
}

/**
 * What waits to go out, in one statement: pending notices, mail and SMS (each counted through
 * its status index), and the outbid queue (every row waits; the notice sender deletes them).
 */
export async function selectOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const rows = await queryRows<Record<keyof OutboxBacklog, string | number>>(
    db,
    sql`select
      (select count(*) from ${notifications} where ${notifications.status} = 'pending') as notifications,
      (select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'pending') as mail_outbox,
      (select count(*) from ${smsOutbox} where ${smsOutbox.status} = 'pending') as sms_outbox,
      (select count(*) from ${outbidQueue}) as outbid_queue`,
  );
  const row = rows[0];
  return {
    notifications: Number(row?.notifications ?? 0),
    mail_outbox: Number(row?.mail_outbox ?? 0),
    sms_outbox: Number(row?.sms_outbox ?? 0),
    outbid_queue: Number(row?.outbid_queue ?? 0),
  };
}
