import type { NotificationPrefs } from '@kanat/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { NoticeChannel, NoticeEvent, NotificationPrefs as StoredPrefs } from '../../db/schema';

/**
 * Whether the member in `u` (an alias of `users`) takes `event` on `channel` (SQL text values
 * or columns). Outbid by SMS is the seed's `dont_send_bid_superseeded`; every other pair is
 * `notification_prefs -> event ->> channel`, on when missing. A channel also needs its
 * address (a verified phone, a mail address).
 */
export function noticeAllowedSql(event: SQL, channel: SQL): SQL {
  return sql`(case ${channel}
    when 'sms' then u.phone_number is not null and case when ${event} = 'outbid'
      then not u.dont_send_bid_superseeded
      else coalesce((u.notification_prefs -> ${event} ->> 'sms')::boolean, true) end
    when 'mail' then u.mail_address is not null
      and coalesce((u.notification_prefs -> ${event} ->> 'mail')::boolean, true)
    else false end)`;
}

/** The member's choices as the settings page shows them. */
export function toNotificationPrefs(user: {
  dontSendBidSuperseeded: boolean;
  notificationPrefs: StoredPrefs;
}): NotificationPrefs {
  const on = (event: NoticeEvent, channel: NoticeChannel) =>
    user.notificationPrefs[event]?.[channel] !== false;
  return {
    outbid: { sms: !user.dontSendBidSuperseeded, mail: on('outbid', 'mail') },
    'maximum-exceeded': {
      sms: on('maximum-exceeded', 'sms'),
      mail: on('maximum-exceeded', 'mail'),
    },
  };
}

/** What is stored for `prefs`: outbid by SMS goes to `dont_send_bid_superseeded`. */
export function fromNotificationPrefs(prefs: NotificationPrefs): {
  dontSendBidSuperseeded: boolean;
  notificationPrefs: StoredPrefs;
} {
  return {
    dontSendBidSuperseeded: !prefs.outbid.sms,
    notificationPrefs: {
      outbid: { mail: prefs.outbid.mail },
      'maximum-exceeded': {
        sms: prefs['maximum-exceeded'].sms,
        mail: prefs['maximum-exceeded'].mail,
      },
    },
  };
}
