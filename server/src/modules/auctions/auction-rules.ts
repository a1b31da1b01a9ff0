import { maximumAcceptedBid, minimumAcceptedBid } from '@kanat/shared/rules';

export { maximumAcceptedBid, minimumAcceptedBid } from '@kanat/shared/rules';

/** Bids are int4 in the database; anything above this is refused before it gets there. */
export const maxBidAmount = 1_000_000_000;

// The bid rules read the starting price before the first bid and the current amount after it.
// These two auctions let each be searched on its own; the bid UPDATE picks the bound that
// applies by the row's bid count.
const beforeFirstBid = (price: number) => ({
  bidCount: 0,
  startingBid: price,
  currentAmount: price,
});
const afterFirstBid = (current: number) => ({
  bidCount: 1,
  startingBid: 0,
  currentAmount: current,
});

/** The largest x in [0, limit] for which `holds(x)` is true, -1 if none; `holds` must fall. */
function largestHolding(limit: number, holds: (x: number) => boolean): number {
  if (limit < 0 || !holds(0)) return -1;
  let low = 0;
  let high = limit;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (holds(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The smallest x in [0, limit] for which `reaches(x)` holds; `reaches` must be monotone. */
function smallestReaching(limit: number, reaches: (x: number) => boolean): number {
  let low = 0;
  let high = limit;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (reaches(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The largest current amount that `amount` still beats by the SPEC §9 step, i.e. the largest
 * C with minNextBid(C) <= amount; -1 when none. The minimum grows with the current amount, so
 * this turns "amount >= minimumAcceptedBid" into "current <= bound", a test the bid UPDATE can
 * make on the locked row itself, with the one shared implementation of the rule.
 */
export function maxCurrentAmountFor(amount: number): number {
  return largestHolding(amount, (current) => minimumAcceptedBid(afterFirstBid(current)) <= amount);
}

/** The same for the first bid: the largest starting price `amount` still meets; -1 if none. */
export function maxStartingBidFor(amount: number): number {
  return largestHolding(amount, (price) => minimumAcceptedBid(beforeFirstBid(price)) <= amount);
}

/**
 * The bid ceiling (`maximumAcceptedBid` without a staff ceiling) turned around as
 * maxCurrentAmountFor turns the minimum: the smallest starting price under which `amount` is
 * still within the ceiling of a first bid, and the smallest current amount under which it is
 * within the ceiling of a later one. The ceiling grows with either, so the bid UPDATE can test
 * `starting_bid >= minStartingBid` / `current_amount >= minCurrentAmount` on the locked row,
 * with the one shared implementation of the rule and no read before the write.
 */
export function ceilingBoundsFor(amount: number): {
  minStartingBid: number;
  minCurrentAmount: number;
} {
  // The ceiling is at least BID_CEILING_FACTOR times the price, so `amount` itself is enough.
  const limit = Math.max(0, amount);
  return {
    minStartingBid: smallestReaching(
      limit,
      (price) => maximumAcceptedBid(beforeFirstBid(price)) >= amount,
    ),
    minCurrentAmount: smallestReaching(
      limit,
      (current) => maximumAcceptedBid(afterFirstBid(current)) >= amount,
    ),
  };
}

/**
 * Where an auction must stand to accept a bid of `amount` under the bid rules (minimum and
 * ceiling): before its first bid, a starting price in [minStartingBid, maxStartingBid]; after
 * it, a current amount in [minCurrentAmount, maxCurrentAmount]. A staff ceiling at or above
 * the amount lifts the lower bounds. Values of the SQL statement, so the rules live once.
 */
export interface BidBounds {
  maxStartingBid: number;
  minStartingBid: number;
  maxCurrentAmount: number;
  minCurrentAmount: number;
}

export function bidBoundsFor(amount: number): BidBounds {
  return {
    maxStartingBid: maxStartingBidFor(amount),
    maxCurrentAmount: maxCurrentAmountFor(amount),
    ...ceilingBoundsFor(amount),
  };
}
