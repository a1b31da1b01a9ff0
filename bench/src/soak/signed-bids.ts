import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { minNextBid } from '@kanat/shared/rules';
import type { SignedInMember } from '@kanat/testkit/auth-fixtures';
import { summarize } from '@kanat/testkit/stats';
import { httpBid, renewTokens, signBid } from '../lib/bidders';
import type { KindFigures } from './http-traffic';

export interface BidTarget {
  auctionId: number;
  startingBid: number;
}

export interface BiddingOptions {
  baseUrl: string;
  members: SignedInMember[];
  targets: BidTarget[];
  /** Bids a second over all auctions together. */
  bidsPerSecond: number;
  seconds: number;
  /** Second-factor tokens live 60 s: renew them all this often. */
  renewEveryMs: number;
}

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Signed bids at a steady rate: one bidder loop per auction, each bidding the minimum accepted
 * amount with the next of its own members (so nobody outbids themselves), a fresh P-521
 * signature each time. A refusal the rules call for (400 FAILED_PRECONDITION: too low, ended
 * ...) is counted apart from errors.
 */
export async function runSignedBids(options: BiddingOptions): Promise<KindFigures> {
  const { baseUrl, members, targets, seconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: targets.length * 2 });
  const latencies: number[] = [];
  const errorKinds = new Map<string, number>();
  const refusalKinds = new Map<string, number>();
  let errors = 0;
  let refusals = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const intervalMs = (1000 * targets.length) / options.bidsPerSecond;
  const maxPerAuction = Math.ceil((seconds * 1000) / intervalMs) + 1;

  const bidder = async (target: BidTarget, index: number) => {
    const own = members.filter((_, i) => i % targets.length === index);
    let next = target.startingBid;
    for (let turn = 0; turn < maxPerAuction; turn++) {
      const due = started + turn * intervalMs;
      if (due >= deadline) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const member = own[turn % own.length] as SignedInMember;
      const signed = signBid(member, { auctionId: target.auctionId, amount: next });
      const sent = performance.now();
      try {
        const answer = await httpBid(
          baseUrl,
          agent,
          member,
          target.auctionId,
          next,
          signed,
          false,
          10_000,
        );
        latencies.push(performance.now() - sent);
        const result = answer.body.result;
        const error = answer.body.error;
        if (answer.status === 200 && result !== undefined) {
          next = minNextBid(result.amount);
        } else if (answer.status === 400 && error?.status === 'FAILED_PRECONDITION') {
          refusals += 1;
          tally(refusalKinds, error.message);
          if (error.details?.minimum !== undefined) next = error.details.minimum;
        } else {
          errors += 1;
          tally(errorKinds, `${answer.status} ${error?.status ?? ''} ${error?.message ?? ''}`);
        }
      } catch (failure) {
        latencies.push(performance.now() - sent);
        errors += 1;
        tally(errorKinds, `bağlantı: ${(failure as Error).message}`);
      }
    }
  };

  const renewer = async () => {
    const renewals = Math.floor((seconds * 1000) / options.renewEveryMs);
    for (let round = 1; round <= renewals; round++) {
      const due = started + round * options.renewEveryMs;
      if (due >= deadline) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      try {
        await renewTokens(members);
      } catch (failure) {
        tally(errorKinds, `jeton yenileme: ${(failure as Error).message}`);
      }
    }
  };

  await Promise.all([...targets.map(bidder), renewer()]);
  agent.destroy();
  const summary = summarize(latencies);
  for (const [message, count] of refusalKinds) errorKinds.set(`(ret) ${message}`, count);
  return {
    label: 'İmzalı teklifler',
    requests: latencies.length,
    errors,
    refusals,
    p50: summary.p50,
    p99: summary.p99,
    errorKinds,
  };
}
