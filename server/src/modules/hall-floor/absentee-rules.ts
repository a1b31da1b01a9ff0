import { type HallLotPrice, hallAskingPrice } from '@kanat/shared/rules';

/**
 * Absentee maximums in the hall (issue 32), a pure rule the bid engine applies under the
 * lot's lock after every accepted bid and when a lot opens. As the timed auctions' maximums:
 * - the highest maximum wins (equal maximums: the earliest left), at the lowest price the
 *   others allow: one asking step above the runner-up's last reachable price, or that price
 *   itself when the winner's maximum stops short of the next step;
 * - a beaten maximum is first bid up in full (to the last asking price it reaches), so the
 *   history shows how far it went;
 * - a lone maximum bids the asking price once, only when its member does not lead already.
 * Every price is on the lot's asking-price ladder (`hallAskingPrice`).
 */

export interface AbsenteeLot extends HallLotPrice {
  /** The standing bid's member; null for a floor bid or no bid. */
  leaderUserId: string | null;
}

export interface AbsenteeCandidate {
  userId: string;
  /** The maximum, already lowered to what the member's spending limit leaves room for. */
  max: number;
  /** When the maximum was left (ms epoch): the earlier wins a tie. */
  createdAt: number;
}

export interface AbsenteeBid {
  userId: string;
  amount: number;
}

/** The highest price on the ladder from `from` (itself on it) that does not pass `max`. */
export function lastReachable(lot: HallLotPrice, from: number | null, max: number): number | null {
  const asking = (p: number | null) => hallAskingPrice({ ...lot, currentPrice: p });
  let price = asking(from);
  if (price > max) return from;
  // A fixed step: straight to the last rung.
  if (lot.stepOverride !== null) {
    return price + Math.floor((max - price) / lot.stepOverride) * lot.stepOverride;
  }
  for (let next = asking(price); next <= max; next = asking(price)) price = next;
  return price;
}

/** The bids the maximums make now, in order; empty when nothing changes. */
export function settleAbsentees(
  lot: AbsenteeLot,
  candidates: readonly AbsenteeCandidate[],
): AbsenteeBid[] {
  const current = lot.currentPrice;
  const firstAsking = hallAskingPrice(lot);
  const eligible = candidates
    .filter((c) => (c.userId === lot.leaderUserId ? c.max >= (current ?? 0) : c.max >= firstAsking))
    .sort((a, b) => b.max - a.max || a.createdAt - b.createdAt);
  const [winner, runnerUp] = eligible;
  if (winner === undefined) return [];
  if (runnerUp === undefined) {
    return winner.userId === lot.leaderUserId
      ? []
      : [{ userId: winner.userId, amount: firstAsking }];
  }
  // The runner-up's last price: it holds `current` when it leads, else it reaches at least
  // the asking price (it is eligible).
  const reached = lastReachable(lot, current, runnerUp.max) ?? firstAsking;
  const answer = hallAskingPrice({ ...lot, currentPrice: reached });
  const bids: AbsenteeBid[] = [];
  if (answer <= winner.max) {
    if (current === null || reached > current)
      bids.push({ userId: runnerUp.userId, amount: reached });
    bids.push({ userId: winner.userId, amount: answer });
  } else if (current === null || reached > current) {
    // The winner's maximum stops short of the next step: being the higher (or the earlier of
    // equal ones), it holds the runner-up's last price itself.
    bids.push({ userId: winner.userId, amount: reached });
  }
  return bids;
}
