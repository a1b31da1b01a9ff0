import { and, eq, sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { auctions, bids, maxBids } from '../../db/schema';
import { liveChannel, livePaths } from '../live';
import { enqueueNotices } from '../notifications';
import { type BidTarget, type BidTargetColumns, toBidTarget } from './bid-repository';
import type { ProxyOutcome } from './proxy-rules';
import { lotOnSite } from './visibility';

/** The auction row a proxy settlement locks, with what the rules and the totals need. */
export interface LockedTarget extends BidTarget {
  parentId: number | null;
  /** The hidden reserve price; null: none. */
  reservePrice: number | null;
  /** The database's clock (ms) as the lock was asked for: what the end is judged by. */
  now: number;
}

/**
 * Locks the auction row (FOR UPDATE) for the rest of the transaction, so every bid on it,
 * manual or automatic, is settled one after the other. Undefined: no such auction, or one
 * whose group is not on the site (closed to bids like one that does not exist).
 */
export async function lockBidTarget(tx: Db, auctionId: number): Promise<LockedTarget | undefined> {
  const rows = await queryRows<
    BidTargetColumns & {
      parent_id: number | null;
      reserve_price: number | null;
      db_now: string | number;
    }
  >(
    tx,
    sql`select a.status, a.sealed, a.expiry, a.bid_count, a.starting_bid, a.current_amount,
          a.current_bidder_id, p.owner_id, a.bid_ceiling, a.leader_max, a.parent_id,
          a.reserve_price, ${dbNowMs} as db_now
        from auctions a join pigeons p on p.id = a.pigeon_id
        where a.id = ${auctionId}::int and ${lotOnSite(sql`a.parent_id`)}
        for update of a`,
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    ...toBidTarget(row),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    reservePrice: row.reserve_price === null ? null : Number(row.reserve_price),
    now: Number(row.db_now),
  };
}

/** What a nonce was already used for: a bid row or a maximum, by whom and where. */
export interface NonceUse {
  userId: string;
  auctionId: number;
  /** The bid row it placed; null when it only set a maximum. */
  bidId: number | null;
}

export async function findNonceUse(tx: Db, nonce: string): Promise<NonceUse | undefined> {
  const rows = await queryRows<{ user_id: string; auction_id: number; bid_id: string | null }>(
    tx,
    sql`select user_id, auction_id, id::text as bid_id from bids where nonce = ${nonce}::text
        union all
        select user_id, auction_id, null from max_bids where nonce = ${nonce}::text
        limit 1`,
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    userId: row.user_id,
    auctionId: Number(row.auction_id),
    bidId: row.bid_id === null ? null : Number(row.bid_id),
  };
}

/** A member's own maximum on an auction; null when they set none. */
export async function selectMaxBid(
  db: Db,
  auctionId: number,
  userId: string,
): Promise<number | null> {
  const rows = await db
    .select({ amount: maxBids.amount })
    .from(maxBids)
    .where(and(eq(maxBids.auctionId, auctionId), eq(maxBids.userId, userId)));
  return rows[0]?.amount ?? null;
}

/** The signed request behind a settlement. */
export interface ProxyRequest {
  auctionId: number;
  userId: string;
  amount: number;
  maximum: boolean;
  nonce: string;
  deviceId: string;
  signature: string;
  now: number;
  softCloseMs: number;
}

export interface AppliedProxy {
  /** The caller's own bid row; null when a leader only raised their maximum. */
  bidId: number | null;
  bidCount: number;
  expiry: number;
}

/**
 * Writes a settled outcome inside the transaction that locked the auction: the maximum, the
 * bid rows (the caller's with the request's nonce and signature, automatic ones with nonces
 * derived from it), the auction's price, leader, maximum and soft-close end, and the totals of
 * the groups above it; then NOTIFY of the live paths, delivered at commit.
 */
export async function applyProxyOutcome(
  tx: Db,
  target: LockedTarget,
  request: ProxyRequest,
  outcome: ProxyOutcome,
): Promise<AppliedProxy> {
  if (request.maximum) {
    await tx
      .insert(maxBids)
      .values({
        auctionId: request.auctionId,
        userId: request.userId,
        amount: request.amount,
        nonce: request.nonce,
        deviceId: request.deviceId,
        signature: request.signature,
        createdOn: request.now,
        updatedOn: request.now,
      })
      .onConflictDoUpdate({
        target: [maxBids.auctionId, maxBids.userId],
        set: {
          amount: request.amount,
          nonce: request.nonce,
          deviceId: request.deviceId,
          signature: request.signature,
          updatedOn: request.now,
        },
      });
  }
  if (outcome.bids.length === 0) {
    // A leader raising their maximum: nothing anyone else sees changes.
    await tx
      .update(auctions)
      .set({ leaderMax: outcome.leaderMax })
      .where(eq(auctions.id, request.auctionId));
    return { bidId: null, bidCount: target.bidCount, expiry: target.expiry };
  }

  let autoIndex = 0;
  const inserted = await tx
    .insert(bids)
    .values(
      outcome.bids.map((bid) => {
        // The caller has one row at most: the leader answering them is someone else.
        const own = bid.userId === request.userId;
        return {
          auctionId: request.auctionId,
          userId: bid.userId,
          amount: bid.amount,
          oldAmount: bid.oldAmount,
          // Request nonces are base64, so a ':' keeps derived ones apart from every request's.
          nonce: own ? request.nonce : `auto:${++autoIndex}:${request.nonce}`,
          deviceId: own ? request.deviceId : null,
          signature: own ? request.signature : null,
          auto: bid.auto,
          createdOn: request.now,
        };
      }),
    )
    .returning({ id: bids.id, userId: bids.userId });
  const ownBid = inserted.find((row) => row.userId === request.userId);

  const last = outcome.bids[outcome.bids.length - 1];
  const raised = outcome.currentAmount > target.currentAmount;
  const softCloseEnd = request.now + request.softCloseMs;
  const expiry = raised && target.expiry < softCloseEnd ? softCloseEnd : target.expiry;
  const bidCount = target.bidCount + outcome.bids.length;
  await tx
    .update(auctions)
    .set({
      currentAmount: outcome.currentAmount,
      ancestorAmount: last?.oldAmount ?? target.currentAmount,
      currentBidderId: outcome.leaderId,
      leaderMax: outcome.leaderMax,
      bidCount,
      expiry,
      updatedAt: new Date(),
    })
    .where(eq(auctions.id, request.auctionId));

  // The member who led and no longer does hears of it, in this transaction. A
  // leader with a maximum had it bid up in full ('maximum-exceeded'); one without was outbid.
  const lostLead = target.currentBidderId;
  const lastBid = inserted.reduce((top, row) => Math.max(top, row.id), 0);
  if (lostLead !== null && lostLead !== outcome.leaderId && lastBid > 0) {
    await enqueueNotices(tx, {
      userId: lostLead,
      event: target.leaderMax === null ? 'outbid' : 'maximum-exceeded',
      auctionId: request.auctionId,
      bidId: lastBid,
      amount: outcome.currentAmount,
    });
  }

  // The groups' totals sum each auction's price once it has bids.
  await addToGroupTotals(tx, {
    auctionId: request.auctionId,
    parentId: target.parentId,
    bidDelta: outcome.bids.length,
    amountDelta: outcome.currentAmount - (target.bidCount === 0 ? 0 : target.currentAmount),
    expiry,
  });
  return { bidId: ownBid?.id ?? null, bidCount, expiry };
}

/** A change to one auction's bids, as its groups' totals take it. */
export interface GroupTotalsChange {
  auctionId: number;
  parentId: number | null;
  /** Bids added (negative: annulled). */
  bidDelta: number;
  /** The change to the sum of prices (an auction counts once it has bids). */
  amountDelta: number;
  /** The auction's end now: a group ends with its last lot. */
  expiry: number;
}

/**
 * Adds a change to the totals of the groups above an auction (locked in id order, so
 * concurrent bids never deadlock), then NOTIFY of the live paths of the auction and those
 * groups, delivered at commit.
 */
export async function addToGroupTotals(tx: Db, change: GroupTotalsChange): Promise<void> {
  await queryRows(
    tx,
    sql`
      with recursive chain (id, parent_id) as (
        select c.id, c.parent_id from auction_containers c where c.id = ${change.parentId}::int
        union all
        select c.id, c.parent_id from chain cross join lateral (
          select id, parent_id from auction_containers where id = chain.parent_id limit 1) c
      ),
      locked as (
        select c.id from auction_containers c where c.id = any(array(select id from chain))
        order by c.id for update
      ),
      summed as (
        update auction_containers c set
          total_bid_count = c.total_bid_count + ${change.bidDelta}::int,
          total_amount = c.total_amount + ${change.amountDelta}::int,
          expiry = greatest(c.expiry, ${change.expiry}::bigint),
          updated_at = now()
        where c.id = any(array(select id from locked))
        returning c.id
      )
      select count(pg_notify(${liveChannel}::text, path)) as notified from unnest(
        array[${livePaths.auction(change.auctionId)}::text] || array(
          select replace(${livePaths.containerSummary('{id}')}::text, '{id}', id::text)
          from summed order by id)
      ) as path`,
  );
}
