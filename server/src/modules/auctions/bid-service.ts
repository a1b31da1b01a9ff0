import type { BidData, BidResult } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { verifyDeviceProof } from '../auth';
import { lotContractState, saleContractRequired } from '../legal';
import { recordNonce } from './bid-nonces';
import { settleWithProxy } from './bid-proxy-settlement';
import {
  type BidObserver,
  nonceReused,
  outcomeOf,
  refusalOf,
  refused,
  type SettledBid,
} from './bid-refusals';
import {
  type BidTarget,
  insertBid,
  type PlacedBid,
  type StoredBid,
  selectBidAftermath,
} from './bid-repository';
import {
  assertBidder,
  auctionIdPattern,
  type BidCaller,
  type CheckedBid,
  checkAmount,
  checkIdentity,
  readBidder,
  signatureFormOf,
  signedBytesOf,
} from './bid-request';
import { selectMaxBid } from './proxy-repository';

function isNonceConflict(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; ) {
    const { code, constraint, message, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      return ['bids_nonce_key', 'bid_nonces_pkey'].some(
        (name) => constraint === name || String(message).includes(name),
      );
    }
    e = cause;
  }
  return false;
}

/**
 * A nonce already used: the same user repeating the same bid gets the answer of the bid
 * that went through (a retried request must not fail); anything else is a replay.
 */
function answerReplay(
  stored: StoredBid | undefined,
  userId: string,
  bid: CheckedBid,
  target: BidTarget | undefined,
): SettledBid | null {
  if (stored === undefined) return null;
  if (
    stored.userId === userId &&
    stored.auctionId === bid.auctionId &&
    stored.amount === bid.amount &&
    stored.deviceId === bid.deviceId
  ) {
    return {
      answer: {
        bidId: stored.id,
        amount: stored.amount,
        bidCount: stored.bidCount,
        expiry: stored.expiry,
        leading: target?.currentBidderId === userId,
        maximum: null,
      },
      repeated: true,
    };
  }
  throw nonceReused();
}

/** Attempts when the refusal cannot be explained (the row changed between the two reads). */
const maxAttempts = 3;

export interface BidSettings {
  /** Counts each outcome (the metrics module's bid counter). */
  observe?: BidObserver;
  /** LEGACY_BID_SIGNATURE: also take SPEC §7's signature over the nonce alone. */
  legacySignature?: boolean;
}

/**
 * The `bid` function (ARCHITECTURE §5), two round trips: the session read with the device's
 * token and key (readBidder), then, after the request checks, the second-factor token and the
 * device signature over the bid (the nonce with the auction, the amount and the kind:
 * `bidSignedBytes`), one conditional statement (insertBid) that records the nonce as used,
 * whatever the answer, and also sends the live notices for the auction and the groups above
 * it; a refused bid costs one more read to say why.
 */
export async function placeBid(
  db: Db,
  caller: BidCaller,
  data: BidData,
  settings: BidSettings = {},
): Promise<BidResult> {
  const { observe } = settings;
  let settled: SettledBid;
  try {
    settled = await settleBid(db, caller, data, settings.legacySignature === true);
  } catch (error) {
    observe?.(outcomeOf(error));
    throw error;
  }
  observe?.({ result: settled.repeated ? 'repeated' : 'accepted' });
  return settled.answer;
}

/** `placeBid` without the observer. */
async function settleBid(
  db: Db,
  caller: BidCaller,
  data: BidData,
  legacySignature: boolean,
): Promise<SettledBid> {
  const bidder = await readBidder(db, caller, data);
  const user = assertBidder(bidder.user, bidder.paymentFlagged);
  const form = signatureFormOf(data, legacySignature);
  // v2 signs the amount, so its rules come first (a refused shape stays refused); the legacy
  // form signs the nonce alone, so its amount is checked once the nonce is used up.
  const signedAmount = form === 'v2' ? checkAmount(data) : null;
  const identity = checkIdentity(user, data);
  const signature = data.signature ?? '';
  const proof = await verifyDeviceProof(
    db,
    {
      userId: user.uid,
      deviceId: identity.deviceId,
      token: data.mfaToken ?? '',
      data: signedBytesOf(form, identity, signedAmount),
      signature,
    },
    { record: bidder.proof },
  );
  if (proof === 'mfa-required') {
    throw refused('mfa-required', new AppError('permission-denied', messages.bid.mfaRequired));
  }
  if (proof === 'signature-invalid') {
    throw refused(
      'signature-invalid',
      new AppError('permission-denied', messages.bid.signatureInvalid),
    );
  }

  // One spelling per nonce, so the same 32 bytes always hit the unique index.
  const nonce = identity.nonce.toString('base64');
  // The sale's contract (issue 35): accepted once per sale before the first bid in it. The
  // refused request's nonce is used up, so it cannot be sent again once the member accepts.
  if ((await lotContractState(db, user.uid, { timed: identity.auctionId })) === 'missing') {
    await recordNonce(db, nonce, user.uid);
    throw refused('sale-contract', saleContractRequired());
  }
  let amount: number;
  try {
    amount = signedAmount ?? checkAmount(data);
  } catch (refusal) {
    // A legacy request refused for its amount still used its nonce up.
    await recordNonce(db, nonce, user.uid);
    throw refusal;
  }
  const bid: CheckedBid = { ...identity, amount };
  // A maximum, or a member with a spending limit (whose total must be read under lock), is
  // settled in a transaction; any other bid takes the one-statement path.
  if (bid.maximum || bidder.spendingLimit !== null) {
    return settleWithProxy(db, user.uid, bid, nonce, signature);
  }
  for (let attempt = 1; ; attempt++) {
    let placed: PlacedBid | undefined;
    try {
      placed = await insertBid(db, {
        auctionId: bid.auctionId,
        userId: user.uid,
        amount: bid.amount,
        nonce,
        deviceId: bid.deviceId,
        signature,
        // Recorded by the first attempt; a retry after an unexplained refusal is the same request.
        recordNonce: attempt === 1,
      });
    } catch (error) {
      if (!isNonceConflict(error)) throw error;
      const { stored, target } = await selectBidAftermath(db, bid.auctionId, nonce);
      const replayed = answerReplay(stored, user.uid, bid, target);
      if (replayed !== null) return replayed;
      throw nonceReused();
    }

    if (placed !== undefined) {
      // The statement itself notified the live paths of the auction and its groups.
      return {
        answer: {
          bidId: placed.bidId,
          amount: bid.amount,
          bidCount: placed.bidCount,
          expiry: placed.expiry,
          leading: true,
          maximum: null,
        },
        repeated: false,
      };
    }

    // A refused bid may still be a repeat of one that went through (it made this user the
    // top bidder, so the repeat fails the rules): that repeat gets the original answer. One
    // read, after the statement, sees both that bid and the auction as it is now.
    const { stored, target, now } = await selectBidAftermath(db, bid.auctionId, nonce);
    const replayed = answerReplay(stored, user.uid, bid, target);
    if (replayed !== null) return replayed;
    const refusal = refusalOf(target, user.uid, bid.amount, now);
    if (refusal !== null) throw refusal;
    // The rules allow it but a leader's maximum is in play: the proxy rule settles it.
    if (target?.leaderMax != null) {
      return settleWithProxy(db, user.uid, bid, nonce, signature, true);
    }
    if (attempt >= maxAttempts) {
      throw refused('contention', new AppError('aborted', messages.bid.rejected));
    }
  }
}

/** `myMaxBid`: the signed-in member's own maximum on one auction, never anyone else's. */
export async function myMaxBid(db: Db, userId: string, auctionId: string): Promise<number | null> {
  if (!auctionIdPattern.test(auctionId)) {
    throw new AppError('not-found', messages.auctions.notFound);
  }
  return selectMaxBid(db, Number(auctionId), userId);
}
