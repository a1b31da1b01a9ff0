import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

/**
 * The notices no bid causes (server/README.md "Notifications"). Each is queued once
 * by its `dedupe_key` (`<event>:<auction>:<user>:<channel>`, a group's `watched-ending-soon:
 * group:<group>:<user>:<channel>`) with `on conflict do nothing`, so a second pass, a second
 * instance scanning at the same moment, or a soft-close extension adds nothing.
 */

/** How long before an auction's effective end (`expiry`) 'ending soon' notices are queued. */
export const endingSoonMs = 10 * 60 * 1000;

/**
 * A data-modifying CTE `closing_notices` for the sealing statement: `won` for the winner and
 * `lost` for every other member with a bid that counts, on each channel they allow, with the
 * auction's name and hammer price. `sealed` names the CTE returning the sealed rows (`id`,
 * `name`, `current_amount`, `current_bidder_id`); a rolled-back seal queues nothing.
 */
export function closingNoticesCte(sealed: SQL): SQL {
  return sql`closing_notices as (
    insert into notifications (user_id, event, channel, auction_id, dedupe_key, payload)
    select r.user_id, r.event, ch.channel, r.auction_id,
      r.event || ':' || r.auction_id || ':' || r.user_id || ':' || ch.channel,
      jsonb_build_object('name', r.name, 'amount', r.amount)
    from (
      select s.current_bidder_id as user_id, 'won'::text as event, s.id as auction_id,
        s.name, s.current_amount as amount
      from ${sealed} s
      where s.current_bidder_id is not null
      union
      select b.user_id, 'lost'::text, s.id, s.name, s.current_amount
      from ${sealed} s
      join bids b on b.auction_id = s.id and b.voided_at is null
      where b.user_id is distinct from s.current_bidder_id
    ) r
    join users u on u.id = r.user_id
    cross join ${noticeChannelsSql}
    where ${noticeAllowedSql(sql`r.event`, sql`ch.channel`)}
    on conflict do nothing
    returning id
  )`;
}

const ongoing = sql.raw(String(AuctionStatus.ongoing));

/**
 * Queues the 'ending soon' notices of every ongoing auction whose expiry is within the next
 * `endingSoonMs` (one statement each; the closing scheduler runs this every pass):
 * - `ending-soon` for each member with a bid that counts, placed before the last 10 minutes
 *   began (a member who bids in them is following the auction already);
 * - `watched-ending-soon` for each member watching the auction who has no bid on it (a bidder
 *   gets `ending-soon` only);
 * - `watched-ending-soon` once per watched group, for its watchers, when the group's first
 *   ongoing lot has 10 minutes left (payload `groupId`, the group's name; the mail links the
 *   group's page). Later lots of the group queue no further group notice. A member who also
 *   watches or bid on that first lot gets only the lot's notice.
 * Returns how many notices were queued.
 */
export async function queueEndingSoon(db: Db, now: number): Promise<number> {
  const window = sql`a.status = ${ongoing} and a.expiry > ${now}::bigint
    and a.expiry <= ${now + endingSoonMs}::bigint`;
  const insert = (rows: SQL, key: SQL, payload: SQL) =>
    queryRows<{ id: number }>(
      db,
      sql`insert into notifications (user_id, event, channel, auction_id, dedupe_key, payload)
          select r.user_id, r.event, ch.channel, r.auction_id, ${key}, ${payload}
          from (${rows}) r
          join users u on u.id = r.user_id
          cross join ${noticeChannelsSql}
          where ${noticeAllowedSql(sql`r.event`, sql`ch.channel`)}
          on conflict do nothing
          returning id`,
    );
  const auctionKey = sql`r.event || ':' || r.auction_id || ':' || r.user_id || ':' || ch.channel`;
  const auctionPayload = sql`jsonb_build_object('name', r.name, 'amount', r.amount)`;

  const bidders = await insert(
    sql`select b.user_id, 'ending-soon'::text as event, a.id as auction_id, a.name,
          a.current_amount as amount
        from auctions a
        join bids b on b.auction_id = a.id and b.voided_at is null
        where ${window}
        group by a.id, b.user_id
        having min(b.created_on) <= a.expiry - ${endingSoonMs}::bigint`,
    auctionKey,
    auctionPayload,
  );
  const watchers = await insert(
    sql`select w.user_id, 'watched-ending-soon'::text as event, a.id as auction_id, a.name,
          a.current_amount as amount
        from auctions a
        join watches w on w.auction_id = a.id
        where ${window}
          and not exists (select 1 from bids b
            where b.auction_id = a.id and b.user_id = w.user_id and b.voided_at is null)`,
    auctionKey,
    auctionPayload,
  );
  const groups = await insert(
    sql`select w.user_id, 'watched-ending-soon'::text as event, f.id as auction_id, g.id as group_id,
          g.name
        from (
          select distinct on (a.parent_id) a.parent_id, a.id
          from auctions a
          where ${window} and a.parent_id is not null
          order by a.parent_id, a.expiry, a.id
        ) f
        join auction_containers g on g.id = f.parent_id
        join watches w on w.container_id = g.id
        -- A watcher who also watches or bid on that very lot hears of it once, by the lot's
        -- own notice above.
        where not exists (select 1 from watches lw
            where lw.auction_id = f.id and lw.user_id = w.user_id)
          and not exists (select 1 from bids b
            where b.auction_id = f.id and b.user_id = w.user_id and b.voided_at is null)`,
    sql`r.event || ':group:' || r.group_id || ':' || r.user_id || ':' || ch.channel`,
    sql`jsonb_build_object('name', r.name, 'groupId', r.group_id)`,
  );
  return bidders.length + watchers.length + groups.length;
}
