import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { minimumAcceptedBid } from './auction-rules';
import { recordNonce } from './bid-nonces';
import {
  alreadyTop,
  BidRefusal,
  nonceReused,
  notFound,
  refusalOf,
  refused,
  type SettledBid,
} from './bid-refusals';
import { selectSoftCloseMinutes } from './bid-repository';
import type { CheckedBid } from './bid-request';
import { applyProxyOutcome, findNonceUse, lockBidTarget, selectMaxBid } from './proxy-repository';
import { type ProxyState, proxyRefusal, settleProxy } from './proxy-rules';
import { lockRooms, overLimit } from './spending-limit';

// Bids settled under the proxy rule and the spending limits, in one locked transaction.

/**
 * A maximum, or a single bid against a leader's maximum: settled by the proxy rule
 * (proxy-rules.ts) in one transaction that locks the auction row first, so automatic bids are
 * serialised with every other bid on it, lose nothing and duplicate nothing. A repeated
 * request (its nonce already used by this member here) gets the auction's answer as it is.
 * Unless `nonceRecorded` (the bid statement did it), the nonce is recorded as used in the same
 * transaction, and a refusal commits that record before it is thrown: a refused request uses
 * its nonce up too.
 */
export async function settleWithProxy(
  db: Db,
  userId: string,
  bid: CheckedBid,
  nonce: string,
  signature: string,
  nonceRecorded = false,
): Promise<SettledBid> {
  // Read before the transaction: inside it only `tx` may be used (PGlite has one connection).
  const softCloseMs = (await selectSoftCloseMinutes(db)) * 60_000;
  const outcome = await db.transaction(async (tx) => {
    try {
      return await settleLocked(tx, { userId, bid, nonce, signature, nonceRecorded, softCloseMs });
    } catch (error) {
      if (error instanceof BidRefusal) return error;
      throw error;
    }
  });
  if (outcome instanceof BidRefusal) throw outcome;
  return outcome;
}

async function settleLocked(
  tx: Db,
  request: {
    userId: string;
    bid: CheckedBid;
    nonce: string;
    signature: string;
    nonceRecorded: boolean;
    softCloseMs: number;
  },
): Promise<SettledBid> {
  const { userId, bid, nonce, signature, softCloseMs } = request;
  const target = await lockBidTarget(tx, bid.auctionId);
  const used = await findNonceUse(tx, nonce);
  if (used !== undefined) {
    if (used.userId !== userId || used.auctionId !== bid.auctionId || target === undefined) {
      throw nonceReused();
    }
    return {
      answer: {
        bidId: used.bidId,
        amount: target.currentAmount,
        bidCount: target.bidCount,
        expiry: target.expiry,
        leading: target.currentBidderId === userId,
        maximum: await selectMaxBid(tx, bid.auctionId, userId),
      },
      repeated: true,
    };
  }
  // Used by a request that was refused: a nonce is used once, whatever the answer.
  if (!request.nonceRecorded && !(await recordNonce(tx, nonce, userId))) throw nonceReused();
  const refusal = refusalOf(target, userId, bid.amount, target?.now ?? 0, bid.maximum);
  if (refusal !== null) throw refusal;
  if (target === undefined) throw notFound();
  // Spending limits: the caller's amount must fit their room on this auction, and a rival
  // leader's maximum answers only as far as their own room goes.
  const rival =
    target.leaderMax !== null &&
    target.currentBidderId !== null &&
    target.currentBidderId !== userId
      ? target.currentBidderId
      : null;
  const rooms = await lockRooms(tx, rival === null ? [userId] : [userId, rival], bid.auctionId);
  const mine = rooms.get(userId);
  if (mine !== undefined && bid.amount > mine.room) {
    throw refused('spending-limit', overLimit(mine, minimumAcceptedBid(target)));
  }
  let usableMax = target.leaderMax;
  const rivalRoom = rival === null ? undefined : rooms.get(rival);
  if (usableMax !== null && rivalRoom !== undefined) {
    const usable = Math.min(usableMax, rivalRoom.room);
    usableMax = usable > target.currentAmount ? usable : null;
  }
  const state: ProxyState = {
    bidCount: target.bidCount,
    startingBid: target.startingBid,
    currentAmount: target.currentAmount,
    leaderId: target.currentBidderId,
    leaderMax: usableMax,
    reservePrice: target.reservePrice,
  };
  const action = { userId, amount: bid.amount, maximum: bid.maximum };
  const proxyRefused = proxyRefusal({ ...state, leaderMax: target.leaderMax }, action);
  if (proxyRefused?.kind === 'already-top') throw alreadyTop();
  if (proxyRefused?.kind === 'only-raise') {
    throw refused(
      'maximum-only-raise',
      new AppError(
        'failed-precondition',
        fill(messages.bid.maximumOnlyRaise, { amount: formatMoney(proxyRefused.maximum) }),
        { currentMaximum: proxyRefused.maximum },
      ),
    );
  }
  const settled = settleProxy(state, action);
  // A rival who holds keeps the maximum they gave, even when their limit used less of it.
  const outcome =
    rival !== null && settled.leaderId === rival
      ? { ...settled, leaderMax: target.leaderMax }
      : settled;
  const applied = await applyProxyOutcome(
    tx,
    target,
    {
      ...action,
      auctionId: bid.auctionId,
      nonce,
      deviceId: bid.deviceId,
      signature,
      now: target.now,
      softCloseMs,
    },
    outcome,
  );
  return {
    answer: {
      bidId: applied.bidId,
      amount: outcome.currentAmount,
      bidCount: applied.bidCount,
      expiry: applied.expiry,
      leading: outcome.leaderId === userId,
      maximum: bid.maximum ? bid.amount : null,
    },
    repeated: false,
  };
}
