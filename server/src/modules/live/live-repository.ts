import { maskUsername } from '@kanat/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { containerAlias, containerOnSite, lotOnSite } from '../../db/on-site';
import { loadHallSales } from './live-hall';
import type { LivePath } from './live-paths';

/**
 * Value loaders of the live paths. PostgreSQL builds each value as JSON text (jsonb prints on
 * one line, which an SSE `data:` line needs), so the fan-out frames bytes without parsing
 * and re-serialising them. Each loader takes many rows of one kind in one query: a burst of
 * bids on many auctions costs one round trip per kind, not one per auction.
 */

/** JSON text of each found path's value; a path that is absent has no row (value null). */
export type LoadedValues = Map<string, string>;

interface ValueRow {
  key: string;
  value: string;
}

/** Bids shown live with an auction (SPEC §9: bid history 10). */
export const liveBidHistory = 10;

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

function textList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );
}

async function collect(db: Db, query: SQL, pathOf: (key: string) => string): Promise<LoadedValues> {
  const rows = await queryRows<ValueRow>(db, query);
  return new Map(rows.map((row) => [pathOf(String(row.key)), row.value]));
}

/** The bid history goes out with each bidder's name partly masked (`maskUsername`). */
function maskBidderNames(value: string): string {
  const auction = JSON.parse(value) as { lastBids?: { bidderName?: string }[] };
  for (const bid of auction.lastBids ?? []) bid.bidderName = maskUsername(bid.bidderName ?? '');
  return JSON.stringify(auction);
}

export async function loadAuctions(db: Db, ids: readonly number[]): Promise<LoadedValues> {
  const values = await collect(
    db,
    sql`
      select a.id::text as key, (jsonb_build_object(
        'status', a.status,
        'bidCount', a.bid_count,
        'startingBid', a.starting_bid,
        'expiry', a.expiry,
        'currentBid', case when a.bid_count = 0
          or (a.current_bidder_id is null and not a.reserve_unmet) then null else jsonb_build_object(
          'amount', a.current_amount,
          'ancestorAmount', a.ancestor_amount,
          'bidder', a.current_bidder_id,
          'sealed', a.sealed) end,
        'lastBids', coalesce((
          select jsonb_agg(jsonb_build_object(
            'numericId', b.id,
            'amount', b.amount,
            'oldAmount', b.old_amount,
            'on', b.created_on,
            'bidder', b.user_id,
            'bidderName', coalesce(u.username, ''),
            'auto', b.auto) order by b.id desc)
          from (
            select id, amount, old_amount, created_on, user_id, auto from bids
            where auction_id = a.id and voided_at is null order by id desc limit ${liveBidHistory}
          ) b
          left join users u on u.id = b.user_id
        ), '[]'::jsonb)
      -- A ceiling staff set (finding 9) rides along only when there is one.
      ) || case when a.bid_ceiling is null then '{}'::jsonb
        else jsonb_build_object('bidCeiling', a.bid_ceiling) end
      -- A reserve rides along only as reached or not (reserveState of the shared rules).
        || case when a.reserve_price is null then '{}'::jsonb
        else jsonb_build_object('reserve', case
          when a.bid_count > 0 and a.current_amount >= a.reserve_price then 'met'
          else 'not-met' end) end
      -- Annulled bids (issue 35) ride along only once there are any, so a page can tell the
      -- corrected value, with fewer standing bids, from an older one.
        || coalesce((
          select jsonb_build_object('annulled', count(*)) from bids v
          where v.auction_id = a.id and v.voided_at is not null and v.void_reason is not null
          having count(*) > 0), '{}'::jsonb)
      )::text as value
      from auctions a
      -- A lot of a group not on the site has no live value: nobody hears of it.
      where a.id in (${idList(ids)}) and ${lotOnSite(sql`a.parent_id`)}`,
    (key) => `auctions/${key}`,
  );
  for (const [path, value] of values) values.set(path, maskBidderNames(value));
  return values;
}

export function loadPigeons(db: Db, ids: readonly number[]): Promise<LoadedValues> {
  return collect(
    db,
    sql`
      select p.id::text as key, jsonb_build_object(
        'pictures', coalesce((
          select jsonb_agg(pp.url order by pp.position)
          from pigeon_pictures pp where pp.pigeon_id = p.id
        ), '[]'::jsonb)
      )::text as value
      from pigeons p
      where p.id in (${idList(ids)})`,
    (key) => `pigeons/${key}`,
  );
}

export function loadContainerSummaries(db: Db, ids: readonly number[]): Promise<LoadedValues> {
  return collect(
    db,
    sql`
      select c.id::text as key, jsonb_build_object(
        'childCount', c.child_count,
        'totalAuctionsCount', c.total_auctions_count,
        'totalBidCount', c.total_bid_count,
        'totalAmount', c.total_amount,
        'expiry', c.expiry
      )::text as value
      from auction_containers c
      where c.id in (${idList(ids)}) and ${containerOnSite(containerAlias('c'))}`,
    (key) => `auctionContainers/${key}/summaryParams`,
  );
}

export function loadUserAuthInfos(db: Db, uids: readonly string[]): Promise<LoadedValues> {
  return collect(
    db,
    sql`
      select u.id as key, jsonb_build_object(
        'accountEnabled', u.account_enabled,
        'accountDisableReason', u.account_disable_reason
      )::text as value
      from users u
      where u.id in (${textList(uids)})`,
    (key) => `users/${key}/authInfo`,
  );
}

/** The banner always has a value: no row means no message. */
export async function loadBanner(db: Db): Promise<LoadedValues> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`
      select jsonb_build_object('message', b.message, 'color', b.color)::text as value
      from (select 1) one left join banner b on b.id = 1`,
  );
  return new Map([['banner', rows[0]?.value ?? '{"message": null, "color": null}']]);
}

/** Keeps each query's parameter list far below PostgreSQL's 65,535 limit. */
const maxKeysPerQuery = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += maxKeysPerQuery) {
    parts.push(items.slice(start, start + maxKeysPerQuery));
  }
  return parts;
}

/** Loads every given path with at most one query per kind, all kinds at once. */
export async function loadLiveValues(db: Db, paths: readonly LivePath[]): Promise<LoadedValues> {
  const auctionIds: number[] = [];
  const pigeonIds: number[] = [];
  const containerIds: number[] = [];
  const uids: string[] = [];
  const hallSaleIds: number[] = [];
  let banner = false;
  for (const path of paths) {
    switch (path.kind) {
      case 'auction':
        auctionIds.push(path.id);
        break;
      case 'pigeon':
        pigeonIds.push(path.id);
        break;
      case 'containerSummary':
        containerIds.push(path.id);
        break;
      case 'userAuthInfo':
        uids.push(path.uid);
        break;
      case 'banner':
        banner = true;
        break;
      case 'hallSale':
        hallSaleIds.push(path.id);
        break;
    }
  }
  const loads: Array<Promise<LoadedValues>> = [];
  for (const part of chunks(auctionIds)) loads.push(loadAuctions(db, part));
  for (const part of chunks(pigeonIds)) loads.push(loadPigeons(db, part));
  for (const part of chunks(containerIds)) loads.push(loadContainerSummaries(db, part));
  for (const part of chunks(uids)) loads.push(loadUserAuthInfos(db, part));
  for (const part of chunks(hallSaleIds)) loads.push(loadHallSales(db, part));
  if (banner) loads.push(loadBanner(db));
  const merged: LoadedValues = new Map();
  for (const values of await Promise.all(loads)) {
    for (const [path, value] of values) merged.set(path, value);
  }
  return merged;
}
