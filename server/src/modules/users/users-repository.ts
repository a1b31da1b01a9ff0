import type { MyBidRow } from '@kanat/shared/contracts';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, pigeonPictures, pigeons, users } from '../../db/schema';

export type MyBidsFilter = 'all' | 'ongoing' | 'won' | 'lost';

/**
 * A row of the member's bids list as the contract sends it, with its keyset position
 * (`lastBidId`: the id of my latest bid on the auction).
 */
export type MyBidRecord = MyBidRow & { lastBidId: number };

function outcomeCondition(filter: MyBidsFilter, userId: string): SQL {
  switch (filter) {
    // A cancelled auction (status 4) is neither running, won nor lost: only 'all' lists it.
    case 'ongoing':
      return sql`not a.sealed and a.status <> ${AuctionStatus.cancelled}`;
    case 'won':
      return sql`a.sealed and a.status <> ${AuctionStatus.cancelled} and a.current_bidder_id = ${userId}`;
    case 'lost':
      return sql`a.sealed and a.status <> ${AuctionStatus.cancelled} and a.current_bidder_id is distinct from ${userId}`;
    default:
      return sql`true`;
  }
}

/**
 * The auctions a user bid on, most recently bid first (keyset on the id of the user's latest
 * bid; the bids_user_auction_idx index serves the grouping).
 */
export async function listMyBids(
  db: Db,
  userId: string,
  filter: MyBidsFilter,
  page: { beforeBidId: number | null; count: number },
): Promise<MyBidRecord[]> {
  const rows = await queryRows<{
    auction_id: number;
    name: string;
    photo: string | null;
    expiry: string | number;
    status: number;
    current_amount: number;
    bid_count: number;
    my_last_bid: number;
    my_maximum: number | null;
    sealed: boolean;
    last_bidder_is_me: boolean;
    paid: boolean;
    last_bid_id: string | number;
  }>(
    db,
    sql`select a.id as auction_id, a.name, pic.url as photo, a.expiry, a.status,
               a.current_amount, a.bid_count, mine.my_last_bid, mb.amount as my_maximum, a.sealed,
               coalesce(a.current_bidder_id = ${userId}, false) as last_bidder_is_me,
               -- Only the winner's own payment: a loser is not told whether the winner paid.
               coalesce(a.current_bidder_id = ${userId} and a.paid_at is not null, false) as paid,
               mine.last_bid_id
        from (select auction_id, max(amount) as my_last_bid, max(id) as last_bid_id
              from bids where user_id = ${userId} group by auction_id) mine
        join auctions a on a.id = mine.auction_id
        left join max_bids mb on mb.auction_id = a.id and mb.user_id = ${userId}
        left join pigeon_pictures pic on pic.pigeon_id = a.pigeon_id and pic.position = 0
        where ${outcomeCondition(filter, userId)}
          and (${page.beforeBidId}::bigint is null or mine.last_bid_id < ${page.beforeBidId}::bigint)
        order by mine.last_bid_id desc
        limit ${page.count}`,
  );
  return rows.map((r) => ({
    auctionId: String(r.auction_id),
    name: r.name,
    photo: r.photo,
    endingTime: Number(r.expiry),
    status: Number(r.status),
    currentAmount: Number(r.current_amount),
    bidCount: Number(r.bid_count),
    myLastBid: Number(r.my_last_bid),
    myMaximum: r.my_maximum === null ? null : Number(r.my_maximum),
    sealed: r.sealed,
    lastBidderIsMe: r.last_bidder_is_me,
    paid: r.paid,
    lastBidId: Number(r.last_bid_id),
  }));
}

/**
 * What a member owes: the hammer prices of the lots they won (as the 'won' list
 * counts them) that staff have not marked paid. auctions_bidder_idx finds the lots they lead.
 */
export async function selectUnpaidWon(
  db: Db,
  userId: string,
): Promise<{ unpaidTotal: number; unpaidCount: number }> {
  const rows = await queryRows<{ unpaid_total: number | string; unpaid_count: number | string }>(
    db,
    sql`select coalesce(sum(a.current_amount), 0)::bigint as unpaid_total,
               count(*)::int as unpaid_count
        from auctions a
        where a.current_bidder_id = ${userId} and ${outcomeCondition('won', userId)}
          and a.paid_at is null`,
  );
  return {
    unpaidTotal: Number(rows[0]?.unpaid_total ?? 0),
    unpaidCount: Number(rows[0]?.unpaid_count ?? 0),
  };
}

/** A user's pigeons by serial (keyset on serial, pigeons_owner_idx), each with its cover photo. */
export async function listMyPigeons(
  db: Db,
  userId: string,
  page: { afterSerial: number | null; count: number },
) {
  const rows = await db
    .select({
      id: pigeons.id,
      serial: pigeons.serial,
      tagNum: pigeons.tagNum,
      active: pigeons.active,
      state: pigeons.state,
      province: users.province,
      city: users.city,
      photo: pigeonPictures.url,
    })
    .from(pigeons)
    .innerJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(
      pigeonPictures,
      and(eq(pigeonPictures.pigeonId, pigeons.id), eq(pigeonPictures.position, 0)),
    )
    .where(
      and(
        eq(pigeons.ownerId, userId),
        page.afterSerial === null ? undefined : gt(pigeons.serial, page.afterSerial),
      ),
    )
    .orderBy(pigeons.serial)
    .limit(page.count);
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}
