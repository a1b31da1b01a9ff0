import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

// Notices after the hammer (issue 33), each on every channel the member allows and once by
// its `dedupe_key` (`on conflict do nothing`), so a second pass or instance adds nothing:
// - 'statement': a buyer's statement was issued (`statement:<id>:<user>:<channel>`);
// - 'payment-reminder': its due day is near (`reminder-before:<id>:<user>:<channel>`) or has
//   passed (`reminder-after:<id>:<user>:<channel>`);
// - 'second-chance': a lot offered to a member after its first buyer did not pay
//   (`second-chance:<offer>:<user>:<channel>`).
// The payload holds what the texts name (notice-texts.ts `settlementFacts`).

/** A statement's payload fields, from `buyer_statements s`; `amount` is the kuruş named. */
const statementPayload = (amount: SQL, kind: SQL) =>
  sql`jsonb_build_object('statementId', s.id, 'title', s.sale_title, 'amountKurus', ${amount},
    'dueAt', (extract(epoch from s.due_at) * 1000)::bigint, 'iban', s.iban,
    'accountName', s.account_name, 'kind', ${kind})`;

/**
 * Queues the 'statement' notice of the buyer's statements `ids` that belong to a member (a
 * paddle-only statement has nobody to tell), inside the issuing transaction. Returns how
 * many notices were queued.
 */
export async function queueStatementNotices(tx: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select u.id, 'statement', ch.channel,
          'statement:' || s.id || ':' || u.id || ':' || ch.channel,
          ${statementPayload(sql`s.total_kurus`, sql`null::text`)}
        from buyer_statements s
        join users u on u.id = s.buyer_id
        cross join ${noticeChannelsSql}
        where s.id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})
          and ${noticeAllowedSql(sql`'statement'::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/** How long before a statement's due time the 'before' reminder is queued. */
export const reminderBeforeMs = 2 * 24 * 60 * 60_000;

export interface ReminderQueueResult {
  /** Notices queued: before the due day, and after it passed. */
  before: number;
  after: number;
}

/**
 * Queues the payment reminders of every open member's statement still owed at `now`: 'before'
 * when its due time is within the next `reminderBeforeMs` and not yet past, 'after' once it
 * has passed. Each goes once per statement and channel; a paid, cancelled or paddle-only
 * statement gets none. The text names what is left (total − paid). Queued at `now` (the
 * time staff see on the statement).
 */
export async function queuePaymentReminders(db: Db, now: number): Promise<ReminderQueueResult> {
  const at = sql`to_timestamp(${now}::bigint / 1000.0)`;
  const queue = (kind: 'before' | 'after', window: SQL) =>
    queryRows<{ id: number }>(
      db,
      sql`insert into notifications (user_id, event, channel, dedupe_key, payload, created_at)
          select r.user_id, 'payment-reminder', r.channel, r.key, r.payload, ${at}
          from (
            select u.id as user_id, ch.channel,
              ${`reminder-${kind}:`}::text || s.id || ':' || u.id || ':' || ch.channel as key,
              ${statementPayload(sql`s.total_kurus - s.paid_kurus`, sql`${kind}::text`)} as payload
            from buyer_statements s
            join users u on u.id = s.buyer_id
            cross join ${noticeChannelsSql}
            where s.state = 'open' and s.paid_kurus < s.total_kurus and ${window}
              and ${noticeAllowedSql(sql`'payment-reminder'::text`, sql`ch.channel`)}
          ) r
          -- Every pass (each 10 s) meets the statements reminded already: skipped by the key's
          -- index rather than by a conflicting insert (which would spend an id each time).
          where not exists (select 1 from notifications n where n.dedupe_key = r.key)
          on conflict do nothing
          returning id`,
    );
  const before = await queue(
    'before',
    sql`s.due_at > ${at} and s.due_at <= to_timestamp(${now + reminderBeforeMs}::bigint / 1000.0)`,
  );
  const after = await queue('after', sql`s.due_at <= ${at}`);
  return { before: before.length, after: after.length };
}

/** A second-chance offer to tell its member about (the offers module queues it). */
export interface SecondChanceNotice {
  userId: string;
  offerId: number;
  /** The lot's title as the notice names it. */
  title: string;
  amountKurus: number;
  /** Until when the member can answer, ms since the epoch. */
  expiresAt: number;
}

/**
 * Queues the 'second-chance' notice of an offer for its member, on every channel they allow,
 * inside the caller's transaction (a rolled-back offer queues nothing); once per offer.
 * Returns how many notices were queued.
 */
export async function queueSecondChanceNotice(tx: Db, offer: SecondChanceNotice): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select u.id, 'second-chance', ch.channel,
          'second-chance:' || ${offer.offerId}::int || ':' || u.id || ':' || ch.channel,
          jsonb_build_object('offerId', ${offer.offerId}::int, 'title', ${offer.title}::text,
            'amountKurus', ${offer.amountKurus}::bigint, 'expiresAt', ${offer.expiresAt}::bigint)
        from users u cross join ${noticeChannelsSql}
        where u.id = ${offer.userId}::text
          and ${noticeAllowedSql(sql`'second-chance'::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * The payment reminders queued for a buyer's statement: each kind once, at the time its first
 * notice was queued (by the dedupe key's prefix; the member's own notices only).
 */
export async function statementReminders(
  db: Db,
  statementId: number,
  buyerId: string,
): Promise<Array<{ kind: 'before' | 'after'; at: string }>> {
  const rows = await queryRows<{ kind: 'before' | 'after'; at: string | number }>(
    db,
    sql`select r.kind, (extract(epoch from min(r.created_at)) * 1000)::bigint as at
        from (
          select case when n.dedupe_key like 'reminder-after:%' then 'after' else 'before' end
              as kind,
            n.created_at
          from notifications n
          where n.user_id = ${buyerId}::text and n.event = 'payment-reminder'
            and (n.dedupe_key like ${`reminder-before:${statementId}:%`}::text
              or n.dedupe_key like ${`reminder-after:${statementId}:%`}::text)
        ) r
        group by r.kind
        order by 2, 1`,
  );
  return rows.map((row) => ({ kind: row.kind, at: new Date(Number(row.at)).toISOString() }));
}
