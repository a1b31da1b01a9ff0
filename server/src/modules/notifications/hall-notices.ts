import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

/**
 * Queues the 'won' notice of a hall mezat lot (issue 32) for its buyer, on every channel the
 * member allows for won auctions, inside the Sold transaction (a refused Sell queues nothing;
 * the key makes it once per lot). `name` is the text the notice names the lot by.
 */
export async function queueHallWonNotice(
  tx: Db,
  won: { userId: string; lotId: number; name: string; amount: number },
): Promise<void> {
  await tx.execute(
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select u.id, 'won', ch.channel,
          'hall-won:' || ${won.lotId}::int || ':' || u.id || ':' || ch.channel,
          jsonb_build_object('name', ${won.name}::text, 'amount', ${won.amount}::int)
        from users u cross join ${noticeChannelsSql}
        where u.id = ${won.userId}::text
          and ${noticeAllowedSql(sql`'won'::text`, sql`ch.channel`)}
        on conflict do nothing`,
  );
}
