import { bidStep } from './bid';

// The hall mezat's price rules (issue 32): one implementation for the clerk's console, the room
// screen, the online page and the server, which alone decides the asking price.

/** What the asking price depends on. */
export interface HallLotPrice {
  startingPrice: number;
  /** The standing bid's price; null before the first bid. */
  currentPrice: number | null;
  /** The clerk's step for the lot; null: SPEC §9's increments. */
  stepOverride: number | null;
}

/** The step over `currentPrice`: the clerk's for this lot, or SPEC §9's. */
export function hallStep(lot: Pick<HallLotPrice, 'stepOverride'>, currentPrice: number): number {
  return lot.stepOverride ?? bidStep(currentPrice);
}

/**
 * The asking price: the starting price until the first bid, then the standing price plus the
 * step. A bid (from the room or online) is always exactly the asking price.
 */
export function hallAskingPrice(lot: HallLotPrice): number {
  if (lot.currentPrice === null) return lot.startingPrice;
  return lot.currentPrice + hallStep(lot, lot.currentPrice);
}

/** The clerk's step for a lot is a whole lira amount in this range. */
export const HALL_STEP_MIN = 1;
export const HALL_STEP_MAX = 1_000_000;
/** A lot's starting price, whole lira. */
export const HALL_STARTING_PRICE_MAX = 10_000_000;
/** Lots in one sale. */
export const HALL_SALE_LOTS_MAX = 500;
/** A paddle number given at the door: 1 to 8 letters or digits. */
export const HALL_PADDLE_PATTERN = /^[0-9A-Za-z]{1,8}$/;
/** A clerk's lease lasts this long without a renewal (the console renews it every 10 s). */
export const HALL_CLERK_LEASE_MS = 30_000;
