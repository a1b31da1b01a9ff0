import { maximumAcceptedBid, minNextBid } from '@kanat/shared/format';

export { maximumAcceptedBid, minimumAcceptedBid } from '@kanat/shared/format';

/** Bids are int4 in the database; anything above this is refused before it gets there. */
export const maxBidAmount = 1_000_000_000;

/**
 * The largest current amount that `amount` still beats by the SPEC §9 step, i.e. the largest
 * C with minNextBid(C) <= amount; -1 when none. minNextBid is strictly increasing, so this
 * turns "amount >= minNextBid(current)" into "current <= bound", a test the bid UPDATE can
 * make on the locked row itself, with the one shared implementation of the step table.
 */
export function maxCurrentAmountFor(amount: number): number {
  if (minNextBid(0) > amount) return -1;
  let low = 0;
  let high = amount;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (minNextBid(mid) <= amount) low = mid;
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
      (price) =>
        maximumAcceptedBid({ bidCount: 0, startingBid: price, currentAmount: price }) >= amount,
    ),
    minCurrentAmount: smallestReaching(
      limit,
      (current) =>
        maximumAcceptedBid({ bidCount: 1, startingBid: 0, currentAmount: current }) >= amount,
    ),
  };
}
