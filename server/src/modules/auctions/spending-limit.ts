import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Spending limits. Staff may cap what a member has committed at once: the price of
 * every auction they lead (running, or ended and not yet sealed) plus the lots they won and
 * have not paid, and in hall mezats (issue 32) the price of every lot they lead on the block
 * and of every lot sold to them. A cancelled auction commits nothing. The bid engine refuses any bid, manual
 * or automatic, that would take the total over the limit.
 */

/**
 * A member's committed total, leaving out one auction or one hall lot (the one being bid on),
 * or none.
 */
const committedSql = (
  userId: string,
  exceptAuctionId: number | null,
  exceptHallLotId: number | null = null,
) => sql`
  coalesce((select sum(a.current_amount)::bigint from auctions a
    where a.current_bidder_id = ${userId}::text
      and a.status <> ${AuctionStatus.cancelled}
      and a.paid_at is null
      and a.id is distinct from ${exceptAuctionId}::int), 0)
  + coalesce((select sum(l.current_price)::bigint from hall_lots l
    join hall_bids b on b.id = l.leading_bid_id
    where b.user_id = ${userId}::text and l.status in ('open', 'warned')
      and l.id is distinct from ${exceptHallLotId}::int), 0)
  + coalesce((select sum(l.sold_price)::bigint from hall_lots l
    where l.buyer_id = ${userId}::text and l.status = 'sold'), 0)`;

export async function selectCommittedTotal(db: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ committed: string | number }>(
    db,
    sql`select ${committedSql(userId, null)} as committed`,
  );
  return Number(rows[0]?.committed ?? 0);
}

/** How much more a member may commit on one auction; Infinity without a limit. */
export interface Room {
  limit: number | null;
  /** Committed on every other auction. */
  committedElsewhere: number;
  /** The most this member may bid on the auction: limit - committedElsewhere. */
  room: number;
}

/**
 * Locks the accounts of the bidders a settlement may bid for (FOR NO KEY UPDATE, in id order, so two
 * settlements never wait on each other in a circle; both always lock their auction first) and
 * reads their room on `auctionId`. Bids on other auctions by the same member then wait, so
 * two of them cannot both fit under the limit on their own and exceed it together. With
 * `auctionId` null, the room counts every auction (a hall mezat's absentee maximum).
 */
export async function lockRooms(
  tx: Db,
  userIds: readonly string[],
  auctionId: number | null,
  /** A hall lot instead of an auction (issue 32). */
  hallLotId: number | null = null,
): Promise<Map<string, Room>> {
  const ids = [...new Set(userIds)].sort();
  const rooms = new Map<string, Room>();
  // One round trip locks every account (in id order); totals are read only for members who
  // have a limit, each in a statement of its own after the lock: under READ COMMITTED a
  // statement reads as of its start, so a total read while waiting for the lock would miss
  // the bid that held it. The lock is FOR NO KEY UPDATE, not FOR UPDATE: the bid's nonce row
  // (and a hall bid) already refers to the account, which took a KEY SHARE lock on it; two
  // bids by one member both holding KEY SHARE and both asking FOR UPDATE would deadlock.
  // NO KEY UPDATE does not conflict with KEY SHARE, and two of them still wait on each other.
  const locked = await queryRows<{ id: string; spending_limit: number | null }>(
    tx,
    sql`select id, spending_limit from users
        where id in (${sql.join(
          ids.map((id) => sql`${id}::text`),
          sql`, `,
        )})
        order by id for no key update`,
  );
  for (const { id, spending_limit: limit } of locked) {
    if (limit === null) {
      rooms.set(id, { limit: null, committedElsewhere: 0, room: Number.POSITIVE_INFINITY });
      continue;
    }
    const totals = await queryRows<{ committed: string | number }>(
      tx,
      sql`select ${committedSql(id, auctionId, hallLotId)} as committed`,
    );
    const committedElsewhere = Number(totals[0]?.committed ?? 0);
    rooms.set(id, { limit, committedElsewhere, room: limit - committedElsewhere });
  }
  return rooms;
}

/** The refusal of an amount over the member's room, in Turkish. */
export function overLimit(room: Room, minimum: number): AppError {
  const limit = formatMoney(room.limit ?? 0);
  const committed = formatMoney(room.committedElsewhere);
  const text =
    room.room < minimum
      ? fill(messages.bid.spendingLimitReached, { limit, committed })
      : fill(messages.bid.spendingLimit, { limit, committed, room: formatMoney(room.room) });
  return new AppError('failed-precondition', text, {
    spendingLimit: room.limit,
    committed: room.committedElsewhere,
    room: Math.max(0, room.room),
  });
}
