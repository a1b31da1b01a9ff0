import { hallAskingPrice } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { HallBidKind } from '../../db/schema';
import { lockRooms, type Room } from '../auctions';
import { type AbsenteeCandidate, settleAbsentees } from './absentee-rules';
import { hallErrors } from './hall-errors';
import type { LockedLot, LockedSale } from './hall-locks';

// Bids on the lot on the block, under the sale's and the lot's locks: the server's asking
// price is the only price a bid may name, and the database's order of the locks is the order
// of the bids. The partial unique index (one standing bid per price per lot) is the last guard.

export interface NewHallBid {
  kind: HallBidKind;
  userId: string | null;
  paddle: string | null;
  nonce: string | null;
  recordedBy: string | null;
  amount: number;
}

/** The lot must be the sale's lot on the block, open or warned, in a running sale. */
export function assertOnBlock(sale: LockedSale, lot: LockedLot): void {
  if (sale.status !== 'running') throw hallErrors.saleNotRunning();
  if (lot.status === 'sold' && lot.soldPrice !== null) throw hallErrors.alreadySold(lot.soldPrice);
  if (lot.status === 'passed') throw hallErrors.alreadyPassed();
  if (sale.currentLotId !== lot.id || (lot.status !== 'open' && lot.status !== 'warned')) {
    throw hallErrors.lotNotOpen();
  }
}

/** Appends bids in order and makes the last one the standing bid; answers the lot as it is now. */
async function insertBids(tx: Db, lot: LockedLot, bids: readonly NewHallBid[]): Promise<LockedLot> {
  let next = lot;
  for (const bid of bids) {
    const rows = await queryRows<{ id: string | number }>(
      tx,
      sql`insert into hall_bids (lot_id, amount, kind, user_id, paddle, nonce, recorded_by)
          values (${lot.id}::int, ${bid.amount}::int, ${bid.kind}::text, ${bid.userId}::text,
            ${bid.paddle}::text, ${bid.nonce}::text, ${bid.recordedBy}::text)
          returning id`,
    );
    next = {
      ...next,
      currentPrice: bid.amount,
      leadingBidId: Number(rows[0]?.id),
      bidCount: next.bidCount + 1,
      status: 'open',
      leaderUserId: bid.userId,
      leaderKind: bid.kind,
      leaderPaddle: bid.paddle,
    };
  }
  if (bids.length > 0) {
    await tx.execute(
      sql`update hall_lots set current_price = ${next.currentPrice}::int,
            leading_bid_id = ${next.leadingBidId}::bigint, bid_count = ${next.bidCount}::int,
            status = 'open'
          where id = ${lot.id}::int`,
    );
  }
  return next;
}

interface CandidateRow {
  user_id: string;
  max_amount: number;
  created_ms: string | number;
}

/**
 * The lot's absentee maximums that may bid (enabled accounts with a verified phone, never the
 * pigeon's owner), and the spending room of their members and of `alsoLock` (an online
 * bidder), all locked in one statement (in id order) before any bid is placed.
 */
export async function readAbsentees(
  tx: Db,
  lot: LockedLot,
  alsoLock: string | null = null,
): Promise<{ candidates: AbsenteeCandidate[]; rooms: Map<string, Room> }> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`select a.user_id, a.max_amount,
          floor(extract(epoch from a.created_at) * 1000)::bigint as created_ms
        from hall_absentee_bids a join users u on u.id = a.user_id
        where a.lot_id = ${lot.id}::int and u.account_enabled and u.phone_verified
          and a.user_id <> ${lot.ownerId}::text`,
  );
  const ids = rows.map((row) => row.user_id);
  if (alsoLock !== null) ids.push(alsoLock);
  const rooms = ids.length === 0 ? new Map<string, Room>() : await lockRooms(tx, ids, null, lot.id);
  const candidates = rows.map((row) => ({
    userId: row.user_id,
    max: Math.min(row.max_amount, rooms.get(row.user_id)?.room ?? Number.POSITIVE_INFINITY),
    createdAt: Number(row.created_ms),
  }));
  return { candidates, rooms };
}

/** The absentee maximums answer the lot as it stands; answers the lot after their bids. */
export async function runAbsentees(
  tx: Db,
  lot: LockedLot,
  candidates: readonly AbsenteeCandidate[],
): Promise<LockedLot> {
  const bids = settleAbsentees(lot, candidates);
  return insertBids(
    tx,
    lot,
    bids.map((bid) => ({
      kind: 'absentee',
      userId: bid.userId,
      paddle: null,
      nonce: null,
      recordedBy: null,
      amount: bid.amount,
    })),
  );
}

/**
 * A floor or online bid at exactly the asking price, then the absentee maximums' answer.
 * Refused "too late", with the asking price now, when the price moved.
 */
export async function bidAtAsking(
  tx: Db,
  sale: LockedSale,
  lot: LockedLot,
  bid: NewHallBid,
  candidates: readonly AbsenteeCandidate[],
): Promise<{ bidId: number; lot: LockedLot }> {
  const asking = hallAskingPrice(lot);
  if (bid.amount !== asking) throw hallErrors.tooLate(asking, sale.version);
  const placed = await insertBids(tx, lot, [bid]);
  const after = await runAbsentees(tx, placed, candidates);
  return { bidId: placed.leadingBidId as number, lot: after };
}
