import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dbNowMs } from './clock';

// What the public sees of groups: a group, and every lot in it, only from its publish time on
// (null: a draft, never), and only while every folder above it is on the site too (a draft
// folder hides all it holds). Every public surface (lists, details, search, the sitemap, the
// calendar, the live stream, bids, maximum bids, the watchlist) builds its condition here,
// judged by the database's clock like auction ends. The auctions module's front door hands
// them on.

type Expression = SQL | AnyPgColumn;

/** A container's two columns the condition reads, each named with its table or alias. */
export interface ContainerColumns {
  publishOn: Expression;
  parentId: Expression;
  lotsBeforeStart: Expression;
  startedOn: Expression;
}

/** The columns of `auction_containers` under a query's alias (`c` → `c.publish_on`, …). */
export function containerAlias(alias: string): ContainerColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad alias: ${alias}`);
  return {
    publishOn: sql.raw(`${alias}.publish_on`),
    parentId: sql.raw(`${alias}.parent_id`),
    lotsBeforeStart: sql.raw(`${alias}.lots_before_start`),
    startedOn: sql.raw(`${alias}.started_on`),
  };
}

/** True when the publish time `publishOn` has come (a draft's null never has). */
function published(publishOn: Expression): SQL {
  return sql`coalesce(${publishOn} <= ${dbNowMs}, false)`;
}

/** The container `id` (an expression) and every container above it, as `site_chain`. */
function chain(id: Expression): SQL {
  return sql`with recursive site_chain (id, parent_id, publish_on) as (
      select site_up.id, site_up.parent_id, site_up.publish_on
      from auction_containers site_up where site_up.id = ${id}
      union all
      select site_next.id, site_next.parent_id, site_next.publish_on
      from auction_containers site_next join site_chain on site_next.id = site_chain.parent_id
    )`;
}

/**
 * True when the container `id` (an expression: a column of the outer query) and every
 * container above it are published; true for no container at all (null).
 */
function chainOnSite(id: Expression): SQL {
  return sql`(${id} is null or not exists (${chain(id)}
    select 1 from site_chain where not ${published(sql`site_chain.publish_on`)}))`;
}

/**
 * True for a container whose publish time has come and whose folders above it are all on the
 * site. The columns must be named with their table or alias (a bare `parent_id` would be read
 * inside the check as another container's).
 */
export function containerOnSite(container: ContainerColumns): SQL {
  return sql`(${published(container.publishOn)} and ${chainOnSite(container.parentId)})`;
}

/**
 * True for an auction whose group (`parentId`, its column, named with its table) is on the
 * site as `containerOnSite` judges it and shows its lots now: before the group's start only if
 * the house chose to (`lots_before_start`). An open auction (no group) always is.
 */
export function lotOnSite(parentId: Expression): SQL {
  return sql`(${parentId} is null or exists (
    select 1 from auction_containers site_group where site_group.id = ${parentId}
      and ${lotsShownNow(containerAlias('site_group'))}
      and ${containerOnSite(containerAlias('site_group'))}))`;
}

/** A group's own choice: its lots are public always, or from its start when it said so. */
function lotsShownNow(group: ContainerColumns): SQL {
  return sql`(${group.lotsBeforeStart} or ${group.startedOn} <= ${dbNowMs})`;
}

/**
 * When the container goes on the site: the latest of its own publish time and its folders';
 * null while it or any folder above it is a draft. What a preview tells staff.
 */
export function containerSiteFrom(container: ContainerColumns): SQL {
  return sql`(select case when ${container.publishOn} is null
      or coalesce(bool_or(site_above.publish_on is null), false) then null
      else greatest(${container.publishOn}, max(site_above.publish_on)) end
    from (${chain(container.parentId)} select publish_on from site_chain) site_above)`;
}
