import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { containerAlias, containerOnSite } from '../../db/on-site';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

/**
 * Queues the 'sale-opening' notices (issue 36) of the sales followed from the calendar that have
 * opened: a group on the site whose start has come (and which has not ended), a hall mezat the
 * clerk has started. One statement: the follows not yet told are marked told and their notices
 * inserted together, on the channels each member allows, so the closing pass may run this every
 * second on any instance and looks only at follows still waiting (a sale under way cannot be
 * followed, followSale; the key keeps each notice once even so). Returns the notices queued.
 */
export async function queueSaleOpenings(db: Db, now: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with opened as (
          select f.id, f.user_id, 'group:' || c.id as sale_key,
            jsonb_build_object('name', c.name, 'groupId', c.id) as payload
          from sale_follows f
          join auction_containers c on c.id = f.container_id
          where f.notified_at is null
            and c.started_on <= ${now}::bigint and c.expiry > ${now}::bigint
            and ${containerOnSite(containerAlias('c'))}
          union all
          select f.id, f.user_id, 'hall:' || s.id,
            jsonb_build_object('name', s.title, 'hallSaleId', s.id)
          from sale_follows f
          join hall_sales s on s.id = f.hall_sale_id
          where f.notified_at is null and s.status = 'running'
        ),
        told as (
          update sale_follows f set notified_at = now()
          from opened o where f.id = o.id
          returning f.id
        )
        insert into notifications (user_id, event, channel, dedupe_key, payload)
        select o.user_id, 'sale-opening', ch.channel,
          'sale-opening:' || o.sale_key || ':' || o.user_id || ':' || ch.channel, o.payload
        from opened o
        join told on told.id = o.id
        join users u on u.id = o.user_id
        cross join ${noticeChannelsSql}
        where ${noticeAllowedSql(sql`'sale-opening'::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}
