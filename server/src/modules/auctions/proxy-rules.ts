import { minimumAcceptedBid, minNextBid } from '@kanat/shared/rules';

/**
 * Maximum (proxy) bids. A member may give a maximum instead of a single bid; the
 * server then bids for them, one SPEC §9 step at a time, up to it. Only the leader's maximum
 * can be above the price: any other maximum was used up when it was beaten. So an auction's
 * whole proxy state is its price, its leader and the leader's maximum (`leaderMax`), and each
 * new bid or maximum is settled against that one maximum in a closed form:
 * - a newcomer's amount (a single bid, or a maximum) meets the leader's maximum;
 * - the higher one leads, at one step above the lower one, capped at the higher one;
 * - on equal amounts the earlier one, the leader's, wins;
 * - a single bid that takes the lead sets the price to exactly its amount, as it always did.
 * A maximum that is beaten is first bid up to in full (an automatic bid at that maximum), so
 * the history shows how far it went.
 */

/** The part of an auction the proxy rule reads; the row is locked while it is read. */
export interface ProxyState {
  bidCount: number;
  startingBid: number;
  currentAmount: number;
  /** The top bidder; null before the first bid. */
  leaderId: string | null;
  /** The leader's maximum; null when the leader bid by hand. Never below the price. */
  leaderMax: number | null;
  /** The hidden reserve price; null or absent: none. */
  reservePrice?: number | null;
}

/** A bid or a maximum that the request checks and `proxyRefusal` have already allowed. */
export interface ProxyAction {
  userId: string;
  amount: number;
  maximum: boolean;
}

/** One bid row the action adds, in order. */
export interface ProxyBid {
  userId: string;
  amount: number;
  /** The price it raised. */
  oldAmount: number;
  /** Placed by the server for a maximum (the caller's own row too when they gave one). */
  auto: boolean;
}

export interface ProxyOutcome {
  /** The bid rows to add, oldest first; empty when a leader only raised their maximum. */
  bids: ProxyBid[];
  leaderId: string;
  leaderMax: number | null;
  /** The price after the action. */
  currentAmount: number;
}

/** Why an allowed-looking action cannot be taken by the proxy rule; null if it can. */
export type ProxyRefusal = { kind: 'already-top' } | { kind: 'only-raise'; maximum: number } | null;

/**
 * The leader may not bid against themselves, but may raise their maximum: to at least the
 * minimum accepted bid (a maximum below it could never answer anyone) and above the old one.
 */
export function proxyRefusal(state: ProxyState, action: ProxyAction): ProxyRefusal {
  if (state.leaderId !== action.userId) return null;
  if (!action.maximum) return { kind: 'already-top' };
  if (state.leaderMax !== null && action.amount <= state.leaderMax) {
    return { kind: 'only-raise', maximum: state.leaderMax };
  }
  return null;
}

/**
 * Settles one allowed action (`proxyRefusal` null, amount within the minimum and the ceiling)
 * against the auction's proxy state. Pure: the bid engine applies the outcome in the same
 * transaction that read the state.
 */
export function settleProxy(state: ProxyState, action: ProxyAction): ProxyOutcome {
  return liftToReserve(state, settleWithoutReserve(state, action));
}

/**
 * A leading maximum that reaches the reserve price lifts the price to it (one automatic bid
 * of the leader's), so a lot is not left unsold below a reserve its leader would have paid.
 */
function liftToReserve(state: ProxyState, outcome: ProxyOutcome): ProxyOutcome {
  const reserve = state.reservePrice ?? null;
  if (
    reserve === null ||
    outcome.leaderMax === null ||
    outcome.currentAmount >= reserve ||
    outcome.leaderMax < reserve
  ) {
    return outcome;
  }
  return {
    ...outcome,
    bids: [
      ...outcome.bids,
      { userId: outcome.leaderId, amount: reserve, oldAmount: outcome.currentAmount, auto: true },
    ],
    currentAmount: reserve,
  };
}

function settleWithoutReserve(state: ProxyState, action: ProxyAction): ProxyOutcome {
  const { userId, amount, maximum } = action;
  const price = state.currentAmount;
  if (state.leaderId === userId) {
    // The leader raising their maximum: no bid, no price change, nothing anyone else sees.
    return { bids: [], leaderId: userId, leaderMax: amount, currentAmount: price };
  }
  if (state.leaderId === null) {
    // The first bid: a single bid at its amount, a maximum at the starting price.
    const first = maximum ? minimumAcceptedBid(state) : amount;
    return {
      bids: [{ userId, amount: first, oldAmount: price, auto: maximum }],
      leaderId: userId,
      leaderMax: maximum ? amount : null,
      currentAmount: first,
    };
  }
  const held = state.leaderMax ?? price;
  if (held >= amount) {
    // The leader's maximum answers: the newcomer's amount is bid in full, then the leader's
    // maximum bids one step above it, capped at the maximum. Equal amounts: the leader's,
    // being the earlier, wins.
    const answer = Math.min(held, minNextBid(amount));
    return {
      bids: [
        { userId, amount, oldAmount: price, auto: maximum },
        { userId: state.leaderId, amount: answer, oldAmount: amount, auto: true },
      ],
      leaderId: state.leaderId,
      leaderMax: held,
      currentAmount: answer,
    };
  }
  // The newcomer leads. A beaten maximum above the price is first bid up to in full.
  const bids: ProxyBid[] = [];
  let before = price;
  if (held > price) {
    bids.push({ userId: state.leaderId, amount: held, oldAmount: price, auto: true });
    before = held;
  }
  const now = maximum ? Math.min(amount, minNextBid(held)) : amount;
  bids.push({ userId, amount: now, oldAmount: before, auto: maximum });
  return { bids, leaderId: userId, leaderMax: maximum ? amount : null, currentAmount: now };
}

/** A standing bid as the recomputation after an annulment reads it. */
export interface StandingBid {
  id: number;
  userId: string;
  amount: number;
  auto: boolean;
  createdOn: number;
}

/** A maximum still set, as the recomputation reads it. */
export interface StandingMaximum {
  userId: string;
  amount: number;
  /** When it was set at this amount (ms). */
  updatedOn: number;
}

export interface Recomputed {
  leaderId: string | null;
  /** The leader's maximum where it is at or above the price; null otherwise. */
  leaderMax: number | null;
  currentAmount: number;
  /** Automatic bids above the new price: they only answered what was annulled. */
  voidIds: number[];
  /** A bid row the leader needs at the new price (none of theirs is at it); null: none. */
  leaderBid: { amount: number; oldAmount: number } | null;
}

/**
 * The price and the leader from the bids and maximums left after an annulment (issue 35),
 * by the rule the bids were settled by: each member stands at the higher of their highest bid
 * and their maximum; the strongest leads (on equal strength, whoever got there first), at one
 * step above the runner-up's strength, capped at their own, and never below their own highest
 * bid by hand; alone, at that bid or the starting price. A leading maximum reaching the
 * reserve lifts the price to it, as `settleProxy` does.
 */
export function recomputeAfterAnnulment(
  lot: { startingBid: number; reservePrice: number | null },
  standing: readonly StandingBid[],
  maxima: readonly StandingMaximum[],
): Recomputed {
  interface Contender {
    userId: string;
    strength: number;
    /** When the strength was reached: the tie-break. */
    at: number;
    /** Their highest bid by hand: the price never goes below what the leader bid themselves. */
    highestHandBid: number | null;
    maximum: number | null;
  }
  const contenders = new Map<string, Contender>();
  const contender = (userId: string): Contender => {
    let found = contenders.get(userId);
    if (found === undefined) {
      found = {
        userId,
        strength: 0,
        at: Number.POSITIVE_INFINITY,
        highestHandBid: null,
        maximum: null,
      };
      contenders.set(userId, found);
    }
    return found;
  };
  const reach = (entry: Contender, amount: number, at: number) => {
    if (amount > entry.strength || (amount === entry.strength && at < entry.at)) {
      entry.strength = amount;
      entry.at = at;
    }
  };
  for (const bid of standing) {
    const entry = contender(bid.userId);
    if (!bid.auto) entry.highestHandBid = Math.max(entry.highestHandBid ?? 0, bid.amount);
    reach(entry, bid.amount, bid.createdOn);
  }
  for (const maximum of maxima) {
    const entry = contender(maximum.userId);
    entry.maximum = maximum.amount;
    reach(entry, maximum.amount, maximum.updatedOn);
  }
  const ranked = [...contenders.values()].sort(
    (a, b) => b.strength - a.strength || a.at - b.at || a.userId.localeCompare(b.userId),
  );
  const leader = ranked[0];
  if (leader === undefined) {
    return {
      leaderId: null,
      leaderMax: null,
      currentAmount: lot.startingBid,
      voidIds: standing.filter((bid) => bid.auto).map((bid) => bid.id),
      leaderBid: null,
    };
  }
  const runnerUp = ranked[1];
  const base =
    runnerUp === undefined
      ? lot.startingBid
      : Math.min(leader.strength, minNextBid(runnerUp.strength));
  let price = Math.max(base, leader.highestHandBid ?? 0);
  const reserve = lot.reservePrice;
  if (reserve !== null && leader.maximum !== null && leader.maximum >= reserve && price < reserve) {
    price = reserve;
  }
  const voidIds = standing.filter((bid) => bid.auto && bid.amount > price).map((bid) => bid.id);
  const kept = standing.filter((bid) => !voidIds.includes(bid.id));
  const leaderAtPrice = kept.some((bid) => bid.userId === leader.userId && bid.amount === price);
  const below = kept.filter(
    (bid) => bid.amount <= price && !(bid.userId === leader.userId && bid.amount === price),
  );
  const oldAmount = below.reduce((top, bid) => Math.max(top, bid.amount), lot.startingBid);
  return {
    leaderId: leader.userId,
    leaderMax: leader.maximum !== null && leader.maximum >= price ? leader.maximum : null,
    currentAmount: price,
    voidIds,
    leaderBid: leaderAtPrice ? null : { amount: price, oldAmount: Math.min(oldAmount, price) },
  };
}
