// The bid rules of SPEC §9 and security finding 9: one implementation for the browser (the
// bid form's checks), the bid engine (the conditional UPDATE's bounds) and the demo data.

/** SPEC §9: how far the next bid must exceed the current amount. */
export const BID_STEPS: readonly { below: number; step: number }[] = [
  { below: 1000, step: 50 },
  { below: 2000, step: 100 },
  { below: 3000, step: 200 },
  { below: 4000, step: 300 },
  { below: 5000, step: 400 },
  { below: 10000, step: 500 },
];
/** Step at 10000 and above. */
export const TOP_BID_STEP = 1000;

export function bidStep(current: number): number {
  return BID_STEPS.find((row) => current < row.below)?.step ?? TOP_BID_STEP;
}

/** The smallest acceptable next bid given the current amount (SPEC §9). */
export function minNextBid(current: number): number {
  return current + bidStep(current);
}

/**
 * The smallest bid accepted now: the starting price for the first bid, then the SPEC §9
 * step over the current amount. The browser and the bid engine both use this one rule.
 */
export function minimumAcceptedBid(auction: {
  bidCount: number;
  startingBid: number;
  currentAmount: number;
}): number {
  return auction.bidCount === 0 ? auction.startingBid : minNextBid(auction.currentAmount);
}

/** A bid may be at most this many times the minimum accepted bid (security finding 9). */
export const BID_CEILING_FACTOR = 10;

/**
 * The largest bid accepted now: BID_CEILING_FACTOR × the minimum accepted bid (counted as at
 * least the first step, so an auction starting at 0 TL still takes bids), or the ceiling staff
 * set for the auction when that is higher. Without it one absurd bid (a typo, or a bid nobody
 * can follow on purpose) would freeze the auction. The browser and the bid engine both use it.
 */
export function maximumAcceptedBid(auction: {
  bidCount: number;
  startingBid: number;
  currentAmount: number;
  /** The highest amount staff allow on this auction; null or absent: the rule alone. */
  bidCeiling?: number | null;
}): number {
  const base = Math.max(minimumAcceptedBid(auction), minNextBid(0));
  return Math.max(BID_CEILING_FACTOR * base, auction.bidCeiling ?? 0);
}
