import type { NotificationPrefs } from '@kanat/shared/contracts';
import { MARKETING_NOTICE_EVENTS } from '@kanat/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import {
  type NoticeChannel,
  noticeChannels,
  noticeEvents,
  type NotificationPrefs as StoredPrefs,
} from '../../db/schema';

const marketingEventsSql = sql.join(
  MARKETING_NOTICE_EVENTS.map((event) => sql`${event}::text`),
  sql`, `,
);

/** Whether `u`'s latest consent of `kind` stands (no record: not given). */
const consentStandsSql = (kind: 'marketing-sms' | 'marketing-mail'): SQL =>
  sql`coalesce((select c.granted from consent_records c
      where c.user_id = u.id and c.kind = ${kind}::text order by c.id desc limit 1), false)`;

/** A commercial message (`MARKETING_NOTICE_EVENTS`) goes by SMS or mail only with consent. */
const marketingAllowedSql = (event: SQL, kind: 'marketing-sms' | 'marketing-mail'): SQL =>
  sql`(${event} not in (${marketingEventsSql}) or ${consentStandsSql(kind)})`;

/**
 * Whether the member in `u` (an alias of `users`) takes `event` on `channel` (SQL text values
 * or columns). Outbid by SMS is the seed's `dont_send_bid_superseeded`; every other pair is
 * `notification_prefs -> event ->> channel`, on when missing. A channel also needs its
 * address (a verified phone, a mail address, a browser subscribed to Web Push), and a
 * commercial message by SMS or mail the member's standing consent of that channel.
 */
export function noticeAllowedSql(event: SQL, channel: SQL): SQL {
  return sql`(case ${channel}
    when 'sms' then u.phone_number is not null and case when ${event} = 'outbid'
      then not u.dont_send_bid_superseeded
      else coalesce((u.notification_prefs -> ${event} ->> 'sms')::boolean, true) end
      and ${marketingAllowedSql(event, 'marketing-sms')}
    when 'mail' then u.mail_address is not null
      and coalesce((u.notification_prefs -> ${event} ->> 'mail')::boolean, true)
      and ${marketingAllowedSql(event, 'marketing-mail')}
    when 'push' then exists (select 1 from push_subscriptions ps where ps.user_id = u.id)
      and coalesce((u.notification_prefs -> ${event} ->> 'push')::boolean, true)
    else false end)`;
}

/** The member's choices as the settings page shows them: every event × channel, on when unset. */
export function toNotificationPrefs(user: {
  dontSendBidSuperseeded: boolean;
  notificationPrefs: StoredPrefs;
}): NotificationPrefs {
  const prefs = Object.fromEntries(
    noticeEvents.map((event) => [
      event,
      Object.fromEntries(
        noticeChannels.map((channel) => [
          channel,
          event === 'outbid' && channel === 'sms'
            ? !user.dontSendBidSuperseeded
            : user.notificationPrefs[event]?.[channel] !== false,
        ]),
      ),
    ]),
  );
  return prefs as NotificationPrefs;
}

/** What is stored for `prefs`: outbid by SMS goes to `dont_send_bid_superseeded`. */
export function fromNotificationPrefs(prefs: NotificationPrefs): {
  dontSendBidSuperseeded: boolean;
  notificationPrefs: StoredPrefs;
} {
  const stored: StoredPrefs = {};
  for (const event of noticeEvents) {
    const channels: Partial<Record<NoticeChannel, boolean>> = {};
    for (const channel of noticeChannels) {
      if (event === 'outbid' && channel === 'sms') continue;
      channels[channel] = prefs[event][channel];
    }
    stored[event] = channels;
  }
  return { dontSendBidSuperseeded: !prefs.outbid.sms, notificationPrefs: stored };
}

/**
 * A withdrawn consent stops its messages at once: the member's commercial messages still
 * waiting to go on `channel` are marked failed ('consent-withdrawn'), in the caller's
 * transaction. Returns how many.
 */
export async function cancelMarketingNotices(
  tx: Db,
  userId: string,
  channel: 'sms' | 'mail',
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update notifications set status = 'failed', last_error = 'consent-withdrawn'
        where user_id = ${userId}::text and channel = ${channel}::text and status = 'pending'
          and event in (${marketingEventsSql})
        returning id`,
  );
  return rows.length;
}
