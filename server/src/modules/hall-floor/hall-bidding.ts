import { hallAskingPrice } from '@kanat/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { lockRooms, type Room } from '../auctions';
import { type AbsenteeCandidate, settleAbsentees } from './absentee-rules';
import { hallErrors } from './hall-errors';
import { type AbsenteeRow, absenteeRowsSql, type LockedLot, type LockedSale } from './hall-locks';
import type { HallWrites, NewHallBid } from './hall-writes';

// Bids on the lot on the block, under the sale's and the lot's locks: the server's asking
// price is the only price a bid may name, and the database's order of the locks is the order
// of the bids. The partial unique index (one standing bid per price per lot) is the last guard.
// The bids are worked out here and written with the action's other writes (HallWrites).

/** The lot must be the sale's lot on the block, open or warned, in a running sale. */
export function assertOnBlock(sale: LockedSale, lot: LockedLot): void {
  if (sale.status !== 'running') throw hallErrors.saleNotRunning();
  if (lot.status === 'sold' && lot.soldPrice !== null) throw hallErrors.alreadySold(lot.soldPrice);
  if (lot.status === 'passed') throw hallErrors.alreadyPassed();
  if (sale.currentLotId !== lot.id || (lot.status !== 'open' && lot.status !== 'warned')) {
    throw hallErrors.lotNotOpen();
  }
}

/** The lot after `bids` in order, the last one standing (its id is known once written). */
function afterBids(lot: LockedLot, bids: readonly NewHallBid[]): LockedLot {
  let next = lot;
  for (const bid of bids) {
    next = {
      ...next,
      currentPrice: bid.amount,
      leadingBidId: null,
      bidCount: next.bidCount + 1,
      status: 'open',
      leaderUserId: bid.userId,
      leaderKind: bid.kind,
      leaderPaddle: bid.paddle,
      leaderName: null,
    };
  }
  return next;
}

/**
 * The lot's absentee maximums that may bid, read after the lot's lock in a statement of their
 * own (with `write`, a change to the lot made in the same statement: the maximums are read as
 * they were before it).
 */
export async function readAbsenteeRows(
  tx: Db,
  lot: LockedLot,
  write?: SQL,
): Promise<AbsenteeRow[]> {
  const rows = await queryRows<{ absentees: AbsenteeRow[] }>(
    tx,
    sql`${write === undefined ? sql`` : sql`with w as (${write}) `}select ${absenteeRowsSql(
      sql`${lot.id}::int`,
      sql`${lot.ownerId}::text`,
    )} as absentees`,
  );
  return (rows[0]?.absentees ?? []).map((a) => ({
    userId: a.userId,
    maxAmount: Number(a.maxAmount),
    createdMs: Number(a.createdMs),
  }));
}

/**
 * The absentee maximums as candidates, each lowered to its member's spending room, with the
 * room of their members and of `alsoLock` (an online bidder), all locked in one statement (in
 * id order) before any bid is placed.
 */
export async function absenteeCandidates(
  tx: Db,
  lot: LockedLot,
  rows: readonly AbsenteeRow[],
  alsoLock: string | null = null,
): Promise<{ candidates: AbsenteeCandidate[]; rooms: Map<string, Room> }> {
  const ids = rows.map((row) => row.userId);
  if (alsoLock !== null) ids.push(alsoLock);
  const rooms = ids.length === 0 ? new Map<string, Room>() : await lockRooms(tx, ids, null, lot.id);
  const candidates = rows.map((row) => ({
    userId: row.userId,
    max: Math.min(row.maxAmount, rooms.get(row.userId)?.room ?? Number.POSITIVE_INFINITY),
    createdAt: row.createdMs,
  }));
  return { candidates, rooms };
}

/** The absentee maximums' bids on the lot as it stands. */
function absenteeBids(lot: LockedLot, candidates: readonly AbsenteeCandidate[]): NewHallBid[] {
  return settleAbsentees(lot, candidates).map((bid) => ({
    kind: 'absentee',
    userId: bid.userId,
    paddle: null,
    nonce: null,
    recordedBy: null,
    amount: bid.amount,
  }));
}

/** The absentee maximums answer the lot as it stands (written with `writes`); the lot after. */
export function runAbsentees(
  writes: HallWrites,
  lot: LockedLot,
  candidates: readonly AbsenteeCandidate[],
): LockedLot {
  const bids = absenteeBids(lot, candidates);
  const after = afterBids(lot, bids);
  writes.bids(lot.id, bids, after);
  return after;
}

/**
 * A floor or online bid at exactly the asking price, then the absentee maximums' answer, all
 * written with `writes` (the bid is the first of its bids). Refused "too late", with the
 * asking price now, when the price moved. Answers the lot after them.
 */
export function bidAtAsking(
  writes: HallWrites,
  sale: LockedSale,
  lot: LockedLot,
  bid: NewHallBid,
  candidates: readonly AbsenteeCandidate[],
): LockedLot {
  const asking = hallAskingPrice(lot);
  if (bid.amount !== asking) throw hallErrors.tooLate(asking, sale.version);
  const placed = afterBids(lot, [bid]);
  const answers = absenteeBids(placed, candidates);
  const after = afterBids(placed, answers);
  writes.bids(lot.id, [bid, ...answers], after);
  return after;
}
