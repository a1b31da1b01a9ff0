import { sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryPreparedRows, queryRows } from '../../db/connection';
import { AuctionStatus, type auctions, type bids, type pigeons } from '../../db/schema';
import { liveChannel, livePaths } from '../live';
import { bidBoundsFor } from './auction-rules';
import { lotOnSite } from './visibility';

/** Site setting `soft_close_minutes` in ms, read inside the statement that needs it. */
export const softCloseMinutesDefault = 5;
const softCloseMinutesSql = sql`coalesce((
  select case when value ~ '^[0-9]{1,4}$' then value::int end
  from site_info where key = 'soft_close_minutes'), ${sql.raw(String(softCloseMinutesDefault))})`;

export async function selectSoftCloseMinutes(db: Db): Promise<number> {
  const rows = await queryRows<{ minutes: number }>(
    db,
    sql`select ${softCloseMinutesSql} as minutes`,
  );
  return Number(rows[0]?.minutes ?? softCloseMinutesDefault);
}

export interface BidInsert {
  auctionId: number;
  userId: string;
  amount: number;
  nonce: string;
  deviceId: string;
  signature: string;
  /** Records the nonce as used (bid-nonces.ts); false on a retry of the same request. */
  recordNonce: boolean;
}

export interface PlacedBid {
  bidId: number;
  bidCount: number;
  expiry: number;
  /** Containers whose summary changed: the auction's group and every group above it. */
  containerIds: number[];
}

/** The live path of a group summary with `{id}` for the group, filled in by the bid statement. */
const containerPathTemplate = livePaths.containerSummary('{id}');

/**
 * The whole bid as one statement, so one implicit transaction and one round trip:
 * - the nonce recorded as used in `bid_nonces`, whether or not the rules let the bid through
 *   (its primary key rolls everything back on a replay, and a parallel copy of the request
 *   waits there for the first one's answer);
 * - the conditional UPDATE of the auction: every bid rule, checked against the row as it is
 *   once locked (PostgreSQL re-checks the WHERE on the newest version when another bid got
 *   there first);
 * - the bid INSERT (its unique nonce rolls everything back on a replay);
 * - the summary increments of the groups above it, locked in id order so concurrent bids
 *   never deadlock;
 * - NOTIFY of the live paths of the auction and those groups, delivered at commit.
 * It is a named prepared statement: planning it costs several times more than running it.
 * Undefined: a rule refused, nothing changed and nobody was notified (`selectBidAftermath`
 * tells why).
 */
export async function insertBid(db: Db, bid: BidInsert): Promise<PlacedBid | undefined> {
  const bounds = bidBoundsFor(bid.amount);
  // The database's clock judges the end and soft close, never this process's.
  const now = dbNowMs;
  const softCloseMs = sql`(${softCloseMinutesSql}) * 60000`;
  const rows = await queryPreparedRows<{
    bid_id: string | number;
    bid_count: number;
    expiry: string | number;
    container_ids: number[] | string | null;
  }>(
    db,
    'km_insert_bid',
    sql`
      with recursive recorded as (
        insert into bid_nonces (nonce, user_id)
        select ${bid.nonce}::text, ${bid.userId}::text where ${bid.recordNonce}::boolean
      ),
      placed as (
        update auctions a set
          ancestor_amount = a.current_amount,
          ancestor_bidder_id = a.current_bidder_id,
          current_amount = ${bid.amount}::int,
          current_bidder_id = ${bid.userId}::text,
          bid_count = a.bid_count + 1,
          expiry = case
            when ${bid.amount}::int > a.current_amount and a.expiry < ${now} + ${softCloseMs}
            then ${now} + ${softCloseMs}
            else a.expiry end,
          updated_at = now()
        where a.id = ${bid.auctionId}::int
          and a.status = ${AuctionStatus.ongoing}
          and not a.sealed
          and a.expiry > ${now}
          and a.current_bidder_id is distinct from ${bid.userId}::text
          -- Only lots the public sees: a draft's lots stay closed to bids.
          and ${lotOnSite(sql`a.parent_id`)}
          -- A leader's maximum in play: the proxy rule settles the bid (settleProxyBid).
          and a.leader_max is null
          and not exists (
            select 1 from pigeons p where p.id = a.pigeon_id and p.owner_id = ${bid.userId}::text)
          -- The bid rules (minimum, and the ceiling unless staff set a higher one), as bounds
          -- that bidBoundsFor computed from them for this amount.
          and case when a.bid_count = 0
            then a.starting_bid <= ${bounds.maxStartingBid}::int
            else a.current_amount <= ${bounds.maxCurrentAmount}::int end
          and (case when a.bid_count = 0
            then a.starting_bid >= ${bounds.minStartingBid}::int
            else a.current_amount >= ${bounds.minCurrentAmount}::int end
            or coalesce(a.bid_ceiling, 0) >= ${bid.amount}::int)
        returning a.id, a.parent_id, a.bid_count, a.expiry, a.ancestor_amount, a.ancestor_bidder_id
      ),
      inserted as (
        insert into bids (auction_id, user_id, amount, old_amount, nonce, device_id, signature, created_on)
        select placed.id, ${bid.userId}::text, ${bid.amount}::int, placed.ancestor_amount,
          ${bid.nonce}::text, ${bid.deviceId}::text, ${bid.signature}::text, ${now}
        from placed
        returning id
      ),
      -- The member who led until this bid, queued for the outbid notice: the notice
      -- sender turns the queue into notices per channel after commit (drainOutbidQueue).
      queued as (
        insert into outbid_queue (bid_id, auction_id, user_id, amount)
        select inserted.id, placed.id, placed.ancestor_bidder_id, ${bid.amount}::int
        from placed cross join inserted
        where placed.ancestor_bidder_id is not null
      ),
      chain (id, parent_id) as (
        select c.id, c.parent_id from auction_containers c join placed on c.id = placed.parent_id
        union all
        -- Lateral with a limit (never flattened into a join): each step is one primary-key
        -- probe, not a hash of the whole table.
        select c.id, c.parent_id from chain cross join lateral (
          select id, parent_id from auction_containers where id = chain.parent_id limit 1) c
      ),
      locked as (
        select c.id from auction_containers c where c.id = any(array(select id from chain))
        order by c.id for update
      ),
      summed as (
        update auction_containers c set
          total_bid_count = c.total_bid_count + 1,
          total_amount = c.total_amount + ${bid.amount}::int
            - case when placed.bid_count = 1 then 0 else placed.ancestor_amount end,
          expiry = greatest(c.expiry, placed.expiry),
          updated_at = now()
        from placed
        where c.id = any(array(select id from locked))
        returning c.id
      )
      select inserted.id as bid_id, placed.bid_count, placed.expiry,
        (select array_agg(id order by id) from summed) as container_ids,
        (select count(pg_notify(${liveChannel}::text, path)) from unnest(
          array[${livePaths.auction(bid.auctionId)}::text] || array(
            select replace(${containerPathTemplate}::text, '{id}', id::text) from summed order by id)
        ) as path) as notified
      from inserted, placed`,
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    bidId: Number(row.bid_id),
    bidCount: Number(row.bid_count),
    expiry: Number(row.expiry),
    containerIds: parseIntArray(row.container_ids),
  };
}

/** node-postgres parses int[]; PGlite too, but a driver may hand back '{1,2}' text. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number);
}

/** The columns of an auction row (joined with its pigeon's owner) that make a BidTarget. */
export interface BidTargetColumns {
  status: number | null;
  sealed: boolean | null;
  expiry: string | number | null;
  bid_count: number | null;
  starting_bid: number | null;
  current_amount: number | null;
  current_bidder_id: string | null;
  owner_id: string | null;
  bid_ceiling: number | null;
  leader_max: number | null;
}

export function toBidTarget(row: BidTargetColumns): BidTarget {
  return {
    status: Number(row.status),
    sealed: row.sealed === true,
    expiry: Number(row.expiry),
    bidCount: Number(row.bid_count),
    startingBid: Number(row.starting_bid),
    currentAmount: Number(row.current_amount),
    currentBidderId: row.current_bidder_id,
    ownerId: String(row.owner_id),
    bidCeiling: row.bid_ceiling === null ? null : Number(row.bid_ceiling),
    leaderMax: row.leader_max === null ? null : Number(row.leader_max),
  };
}

/** The auction as a refused bid sees it, to tell the bidder why. */
export type BidTarget = Pick<
  typeof auctions.$inferSelect,
  | 'status'
  | 'sealed'
  | 'expiry'
  | 'bidCount'
  | 'startingBid'
  | 'currentAmount'
  | 'currentBidderId'
  | 'bidCeiling'
  | 'leaderMax'
> &
  Pick<typeof pigeons.$inferSelect, 'ownerId'>;

/** A placed bid, with its auction's `bidCount` (bids up to and including it) and `expiry`. */
export type StoredBid = Pick<
  typeof bids.$inferSelect,
  'id' | 'auctionId' | 'userId' | 'amount' | 'deviceId'
> &
  Pick<typeof auctions.$inferSelect, 'bidCount' | 'expiry'>;

/** What a bid statement that placed nothing needs to explain itself, read in one round trip. */
export interface BidAftermath {
  /** The auction as it is now; undefined when there is none the public sees. */
  target: BidTarget | undefined;
  /** The bid this nonce already placed (a retried request or a replay), with its answer. */
  stored: StoredBid | undefined;
  /** The database's clock (ms) when it was read: what the auction's end is judged by. */
  now: number;
}

export async function selectBidAftermath(
  db: Db,
  auctionId: number,
  nonce: string,
): Promise<BidAftermath> {
  const rows = await queryPreparedRows<
    BidTargetColumns & {
      stored_id: string | number | null;
      stored_auction_id: number | null;
      stored_user_id: string | null;
      stored_amount: number | null;
      stored_device_id: string | null;
      stored_bid_count: number | null;
      stored_expiry: string | number | null;
      db_now: string | number;
    }
  >(
    db,
    'km_bid_aftermath',
    sql`
      select t.*, s.*, ${dbNowMs} as db_now from (select 1) as one
      left join lateral (
        select a.status, a.sealed, a.expiry, a.bid_count, a.starting_bid, a.current_amount,
          a.current_bidder_id, p.owner_id, a.bid_ceiling, a.leader_max
        from auctions a join pigeons p on p.id = a.pigeon_id
        where a.id = ${auctionId}::int and ${lotOnSite(sql`a.parent_id`)}
      ) as t on true
      left join lateral (
        select b.id as stored_id, b.auction_id as stored_auction_id, b.user_id as stored_user_id,
          b.amount as stored_amount, b.device_id as stored_device_id,
          (select count(*)::int from bids b2
            where b2.auction_id = b.auction_id and b2.id <= b.id) as stored_bid_count,
          sa.expiry as stored_expiry
        from bids b join auctions sa on sa.id = b.auction_id
        where b.nonce = ${nonce}::text
      ) as s on true`,
  );
  const row = rows[0];
  return {
    target: row === undefined || row.status === null ? undefined : toBidTarget(row),
    stored:
      row === undefined || row.stored_id === null
        ? undefined
        : {
            id: Number(row.stored_id),
            auctionId: Number(row.stored_auction_id),
            userId: String(row.stored_user_id),
            amount: Number(row.stored_amount),
            deviceId: row.stored_device_id,
            bidCount: Number(row.stored_bid_count),
            expiry: Number(row.stored_expiry),
          },
    now: Number(row?.db_now),
  };
}
