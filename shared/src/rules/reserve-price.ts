import { fill } from '@kanat/shared/i18n';
import { reservePrice as t } from '@kanat/shared/i18n/lazy';

// A lot's reserve price (issue 34): hidden from bidders; sealed below it the lot is unsold.

/** The largest reserve staff may set, in whole lira (the starting price's own bound). */
export const RESERVE_PRICE_MAX = 1_000_000_000;

/**
 * The reserve price against the lot's starting price: null (none) or a whole number of lira
 * above the starting price. Answers the Turkish problem, or null.
 */
export function validateReservePrice(reserve: number | null, startingBid: number): string | null {
  if (reserve === null) return null;
  if (!Number.isInteger(reserve) || reserve < 1 || reserve > RESERVE_PRICE_MAX) {
    return t.invalid;
  }
  return reserve > startingBid
    ? null
    : fill(t.notAboveStart, { start: startingBid.toLocaleString('tr-TR') });
}

/**
 * A change of reserve once the lot has bids: only lower or removed, never raised (the bidders
 * bid against the reserve that stood). Answers the Turkish problem, or null.
 */
export function reserveChangeAfterBids(before: number | null, after: number | null): string | null {
  if (after === null || (before !== null && after <= before)) return null;
  return t.onlyLower;
}

/** What bidders may know of a reserve: none, not reached yet (or, sealed, unsold), reached. */
export type ReserveState = 'none' | 'not-met' | 'met';

/** The reserve's state from the lot's standing price (the server's SQL mirrors it for live). */
export function reserveState(lot: {
  reservePrice: number | null;
  bidCount: number;
  currentAmount: number;
}): ReserveState {
  if (lot.reservePrice === null) return 'none';
  return lot.bidCount > 0 && lot.currentAmount >= lot.reservePrice ? 'met' : 'not-met';
}
