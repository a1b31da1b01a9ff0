import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dbNowMs } from './clock';

// What the public sees of groups: a group, and every lot in it, only from its publish time on
// (null: a draft, never). Every public surface (lists, details, search, the sitemap, the live
// stream, bids, maximum bids, the watchlist) builds its condition here, judged by the
// database's clock like auction ends. The auctions module's front door hands them on.

type Expression = SQL | AnyPgColumn;

/** True for a container whose publish time `publishOn` (its column) has come. */
export function containerOnSite(publishOn: Expression): SQL {
  return sql`coalesce(${publishOn} <= ${dbNowMs}, false)`;
}

/**
 * True for an auction whose group (`parentId`, its column, named with its table: a bare
 * `parent_id` would be read as the group's own) is on the site; an open auction (no group)
 * always is.
 */
export function lotOnSite(parentId: Expression): SQL {
  return sql`(${parentId} is null or exists (
    select 1 from auction_containers on_site
    where on_site.id = ${parentId} and ${containerOnSite(sql`on_site.publish_on`)}))`;
}
