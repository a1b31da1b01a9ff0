import { minNextBid } from '@kanat/shared/format';

export { minimumAcceptedBid } from '@kanat/shared/format';

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
