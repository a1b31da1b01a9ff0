import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { NoticeChannel } from '../../db/schema';
import { noticeAllowedSql } from './notice-prefs';
import { noticeMail, noticeSms, noticeUrl } from './notice-texts';

// A message staff send to everyone taking part in a group ('announcement'): the members who
// bid online on one of its lots or watch the group or one of its lots, each once, on every
// chosen channel their notice choices allow and their address has (notice-prefs.ts). A
// disabled (banned) member gets nothing. Queued in the durable outbox once per message, member
// and channel (`announcement:<message>:<user>:<channel>`), and sent by the notice sender.

/** A group's message: what staff wrote, about which group, on which channels. */
export interface Announcement {
  groupId: number;
  /** The group's name, as the texts name it. */
  groupName: string;
  subject: string;
  text: string;
  channels: readonly NoticeChannel[];
}

export interface AnnouncementCounts {
  sms: number;
  mail: number;
  push: number;
  /** Distinct members reached on at least one channel. */
  total: number;
}

/** The members taking part in group `groupId`, as `m(user_id)` joined to their `users u`. */
const participantsSql = (groupId: number) => sql`(
    select b.user_id from bids b join auctions a on a.id = b.auction_id
    where a.parent_id = ${groupId}::int
    union
    select w.user_id from watches w where w.container_id = ${groupId}::int
    union
    select w.user_id from watches w join auctions a on a.id = w.auction_id
    where a.parent_id = ${groupId}::int
  ) m join users u on u.id = m.user_id and u.account_enabled`;

const channelsSql = (channels: readonly NoticeChannel[]): SQL =>
  sql`(values ${sql.join(
    channels.map((channel) => sql`(${channel}::text)`),
    sql`, `,
  )}) as ch(channel)`;

const announcementAllowed = noticeAllowedSql(sql`'announcement'::text`, sql`ch.channel`);

function countsOf(rows: ReadonlyArray<{ user_id: string; channel: string }>): AnnouncementCounts {
  const counts: AnnouncementCounts = { sms: 0, mail: 0, push: 0, total: 0 };
  const members = new Set<string>();
  for (const row of rows) {
    if (row.channel === 'sms' || row.channel === 'mail' || row.channel === 'push') {
      counts[row.channel] += 1;
    }
    members.add(row.user_id);
  }
  counts.total = members.size;
  return counts;
}

/** Whom a message would reach now, per chosen channel and in all. */
export async function countAnnouncementRecipients(
  db: Db,
  groupId: number,
  channels: readonly NoticeChannel[],
): Promise<AnnouncementCounts> {
  if (channels.length === 0) return { sms: 0, mail: 0, push: 0, total: 0 };
  const rows = await queryRows<{ user_id: string; channel: string }>(
    db,
    sql`select u.id as user_id, ch.channel
        from ${participantsSql(groupId)}
        cross join ${channelsSql(channels)}
        where ${announcementAllowed}`,
  );
  return countsOf(rows);
}

/**
 * Queues message `messageId` for every member it reaches, inside the caller's transaction (a
 * rolled-back send queues nothing); a second call with the same id adds nothing. Returns what
 * was queued.
 */
export async function queueAnnouncement(
  tx: Db,
  messageId: string,
  message: Announcement,
): Promise<AnnouncementCounts> {
  if (message.channels.length === 0) return { sms: 0, mail: 0, push: 0, total: 0 };
  const rows = await queryRows<{ user_id: string; channel: string }>(
    tx,
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select u.id, 'announcement', ch.channel,
          'announcement:' || ${messageId}::text || ':' || u.id || ':' || ch.channel,
          jsonb_build_object('groupId', ${message.groupId}::int, 'name', ${message.groupName}::text,
            'subject', ${message.subject}::text, 'text', ${message.text}::text)
        from ${participantsSql(message.groupId)}
        cross join ${channelsSql(message.channels)}
        where ${announcementAllowed}
        on conflict do nothing
        returning user_id, channel`,
  );
  return countsOf(rows);
}

/** A message as its members will read it: the SMS, and the mail's subject and plain text. */
export function announcementPreview(
  message: Pick<Announcement, 'groupId' | 'groupName' | 'subject' | 'text'>,
  linkOrigin: string,
): { sms: string; mailSubject: string; mailText: string } {
  const facts = {
    event: 'announcement',
    auctionId: null,
    auctionName: message.groupName,
    amount: null,
    fullname: null,
    groupId: message.groupId,
    message: { subject: message.subject, text: message.text },
  };
  const mail = noticeMail(facts, noticeUrl(linkOrigin, facts));
  return { sms: noticeSms(facts), mailSubject: mail.subject, mailText: mail.text };
}
