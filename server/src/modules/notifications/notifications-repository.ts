import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { NoticeChannel, NoticeEvent } from '../../db/schema';
import { claimLeaseMs, errorText, nextAttemptAfter } from '../../lib/retry-policy';
import { noticeAllowedSql } from './notice-prefs';

/** The channels every event is offered on, as an SQL VALUES list. */
export const noticeChannelsSql = sql`(values ('sms'), ('mail'), ('push')) as ch(channel)`;

export interface NoticeCause {
  userId: string;
  event: NoticeEvent;
  auctionId: number;
  /** The bid that caused it: one notice per bid, event, channel and member. */
  bidId: number;
  /** The price after that bid. */
  amount: number;
}

/**
 * Queues `cause` for every channel the member allows, inside the caller's transaction (a
 * rolled-back bid queues nothing). A second call for the same bid adds nothing.
 */
export async function enqueueNotices(tx: Db, cause: NoticeCause): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`insert into notifications (user_id, event, channel, auction_id, bid_id, payload)
        select u.id, ${cause.event}::text, ch.channel, ${cause.auctionId}::int,
          ${cause.bidId}::bigint, jsonb_build_object('amount', ${cause.amount}::int)
        from users u cross join ${noticeChannelsSql}
        where u.id = ${cause.userId}::text
          and ${noticeAllowedSql(sql`${cause.event}::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * Turns up to `limit` queued outbid notices of one-statement bids (`outbid_queue`) into
 * notices per channel the member allows, deleting them from the queue in the same statement:
 * rows another instance is taking are skipped (SKIP LOCKED), so each becomes notices once.
 * The notices are due at `now`, so the pass that made them sends them. Returns how many queue
 * rows it took.
 */
export async function drainOutbidQueue(db: Db, now: number, limit: number): Promise<number> {
  const rows = await queryRows<{ taken: string | number }>(
    db,
    sql`with taken as (
          delete from outbid_queue q
          where q.ctid = any(array(
            select ctid from outbid_queue limit ${limit}::int for update skip locked))
          returning q.bid_id, q.auction_id, q.user_id, q.amount
        ),
        noticed as (
          insert into notifications (user_id, event, channel, auction_id, bid_id, payload,
            next_attempt_at)
          select u.id, 'outbid', ch.channel, t.auction_id, t.bid_id,
            jsonb_build_object('amount', t.amount), to_timestamp(${now}::bigint / 1000.0)
          from taken t join users u on u.id = t.user_id
            cross join ${noticeChannelsSql}
          where ${noticeAllowedSql(sql`'outbid'`, sql`ch.channel`)}
          on conflict do nothing
        )
        select count(*) as taken from taken`,
  );
  return Number(rows[0]?.taken ?? 0);
}

/** A notice claimed for sending, with what its texts need. */
export interface ClaimedNotice {
  id: number;
  userId: string;
  event: string;
  channel: NoticeChannel;
  auctionId: number | null;
  amount: number | null;
  /** The notice's payload as queued (`name`, `amount`, for a group notice `groupId`). */
  payload: Record<string, unknown>;
  attempts: number;
  phoneNumber: string | null;
  mailAddress: string | null;
  fullname: string | null;
  auctionName: string | null;
}

/**
 * Claims up to `limit` due notices: locked with SKIP LOCKED (rows another instance is claiming
 * are left to it), counted as an attempt and leased (`next_attempt_at` moved past the lease),
 * all in one statement that commits before anything is sent. Each notice is so sent by one
 * pass; it comes back only if that pass never marks it (its instance died while sending).
 */
export async function claimDueNotices(
  db: Db,
  now: number,
  limit: number,
): Promise<ClaimedNotice[]> {
  const rows = await queryRows<{
    id: string | number;
    user_id: string;
    event: string;
    channel: NoticeChannel;
    auction_id: number | null;
    payload: Record<string, unknown> | string | null;
    attempts: number;
    phone_number: string | null;
    mail_address: string | null;
    fullname: string | null;
    auction_name: string | null;
  }>(
    db,
    sql`with due as (
          select id from notifications
          where status = 'pending' and next_attempt_at <= to_timestamp(${now}::bigint / 1000.0)
          order by next_attempt_at, id
          limit ${limit}::int
          for update skip locked
        ),
        claimed as (
          update notifications n set
            attempts = n.attempts + 1,
            next_attempt_at = to_timestamp(${now + claimLeaseMs}::bigint / 1000.0)
          from due
          where n.id = due.id and n.status = 'pending'
          returning n.id, n.user_id, n.event, n.channel, n.auction_id, n.payload, n.attempts
        )
        select c.*, u.phone_number, u.mail_address, u.fullname, a.name as auction_name
        from claimed c
        join users u on u.id = c.user_id
        left join auctions a on a.id = c.auction_id
        order by c.id`,
  );
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return {
      id: Number(row.id),
      userId: row.user_id,
      event: row.event,
      channel: row.channel,
      auctionId: row.auction_id === null ? null : Number(row.auction_id),
      amount: typeof payload?.amount === 'number' ? payload.amount : null,
      payload: payload ?? {},
      attempts: Number(row.attempts),
      phoneNumber: row.phone_number,
      mailAddress: row.mail_address,
      fullname: row.fullname,
      auctionName: row.auction_name,
    };
  });
}

export async function markNoticeSent(db: Db, id: number, now: number): Promise<void> {
  await queryRows(
    db,
    sql`update notifications set status = 'sent', sent_at = to_timestamp(${now}::bigint / 1000.0),
          last_error = null
        where id = ${id}::bigint`,
  );
}

/**
 * A failed attempt: back off (`lib/retry-policy.ts`), or after the last attempt `failed`. A
 * notice that can never go out (no address any more) is failed at once with `giveUp`.
 */
export async function markNoticeFailed(
  db: Db,
  notice: Pick<ClaimedNotice, 'id' | 'attempts'>,
  error: unknown,
  now: number,
  giveUp = false,
): Promise<'pending' | 'failed'> {
  const next = giveUp ? null : nextAttemptAfter(notice.attempts, now);
  await queryRows(
    db,
    next === null
      ? sql`update notifications set status = 'failed', last_error = ${errorText(error)}::text
            where id = ${notice.id}::bigint`
      : sql`update notifications set next_attempt_at = to_timestamp(${next}::bigint / 1000.0),
              last_error = ${errorText(error)}::text
            where id = ${notice.id}::bigint`,
  );
  return next === null ? 'failed' : 'pending';
}
