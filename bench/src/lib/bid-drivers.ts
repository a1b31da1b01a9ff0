import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { SignedInMember } from '@kanat/testkit/auth-fixtures';
import { type Db, insertBid } from '@kanat/testkit/server';
import { httpBid, type SignedNonce } from './bidders';

export type BidOutcome =
  | { accepted: true; bidCount: number }
  | { accepted: false; reason: string; minimum?: number };

/** Places one bid of `amount` for `member`; how depends on the driver. */
export type BidDriver = (member: SignedInMember, amount: number) => Promise<BidOutcome>;

/** The key of a signed nonce in a stock: a v2 signature holds for one bid only. */
export const stockKey = (member: SignedInMember, amount: number, maximum: boolean) =>
  `${member.user.uid} ${amount} ${maximum}`;

/**
 * The whole path: HTTP, session, second-factor token, device signature, engine, NOTIFY.
 * Signatures are taken from `stock` (made before the clock starts, for the bids the run will
 * send: `stockKey`) when it has this bid's, else made on the fly.
 */
export function httpBidDriver(
  baseUrl: string,
  auctionId: number,
  stock: Map<string, SignedNonce> = new Map(),
  /**
   * Maxima in play: every `every`-th request is a maximum `over` TL above its
   * amount, so the single bids after it are answered by the proxy rule in a transaction.
   */
  maxima: { every: number; over: number } | null = null,
): BidDriver & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let sent = 0;
  const driver = async (member: SignedInMember, amount: number): Promise<BidOutcome> => {
    // Not the first: a maximum cannot open the auction above its ceiling.
    const asMaximum = maxima !== null && sent++ % maxima.every === maxima.every - 1;
    const sentAmount = asMaximum && maxima ? amount + maxima.over : amount;
    const key = stockKey(member, sentAmount, asMaximum);
    const signed = stock.get(key) ?? null;
    stock.delete(key);
    const answer = await httpBid(baseUrl, agent, member, auctionId, sentAmount, signed, asMaximum);
    const result = answer.body.result;
    if (answer.status === 200 && result !== undefined) {
      return { accepted: true, bidCount: result.bidCount };
    }
    return {
      accepted: false,
      reason: `${answer.status} ${answer.body.error?.status ?? ''} ${answer.body.error?.message ?? ''}`,
      minimum: answer.body.error?.details?.minimum,
    };
  };
  return Object.assign(driver, { close: () => agent.destroy() });
}

/**
 * The engine's database step alone: the bid statement of the auctions module (conditional
 * UPDATE + INSERT + group summaries + live NOTIFY in one statement), as the bid function runs
 * it after its checks.
 */
export function engineBidDriver(db: Db, auctionId: number): BidDriver {
  return async (member, amount) => {
    const placed = await insertBid(db, {
      auctionId,
      userId: member.user.uid,
      amount,
      nonce: randomBytes(32).toString('base64'),
      deviceId: member.deviceId,
      signature: 'bench',
      recordNonce: true,
    });
    if (placed === undefined) return { accepted: false, reason: 'kurala takıldı' };
    return { accepted: true, bidCount: placed.bidCount };
  };
}
