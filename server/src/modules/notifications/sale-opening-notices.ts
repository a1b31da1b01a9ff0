import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { containerOnSite } from '../../db/on-site';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

/**
 * Queues the 'sale-opening' notices (issue 36) of the sales followed from the calendar that have
 * opened: a group on the site whose start has come (and which has not ended), a hall mezat the
 * clerk has started. A sale under way cannot be followed (followSale), so every follow found
 * here was made before the opening; the key makes each notice once per member and channel, so
 * the closing pass may run this every second on any instance.
 */
export async function queueSaleOpenings(db: Db, now: number): Promise<number> {
  const key = sql`'sale-opening:' || r.sale_key || ':' || r.user_id || ':' || ch.channel`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select r.user_id, 'sale-opening', ch.channel, ${key}, r.payload
        from (
          select f.user_id, 'group:' || c.id as sale_key,
            jsonb_build_object('name', c.name, 'groupId', c.id) as payload
          from sale_follows f
          join auction_containers c on c.id = f.container_id
          where c.started_on <= ${now}::bigint and c.expiry > ${now}::bigint
            and ${containerOnSite(sql`c.publish_on`)}
          union all
          select f.user_id, 'hall:' || s.id,
            jsonb_build_object('name', s.title, 'hallSaleId', s.id)
          from sale_follows f
          join hall_sales s on s.id = f.hall_sale_id
          where s.status = 'running'
        ) r
        join users u on u.id = r.user_id
        cross join ${noticeChannelsSql}
        where ${noticeAllowedSql(sql`'sale-opening'::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}
