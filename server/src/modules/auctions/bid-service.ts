import type { BidData, BidResult } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { aboveCeilingText } from '@kanat/shared/validation';
import type { Db } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import {
  type DeviceProofRecord,
  resolveSessionWithDeviceProof,
  toSessionUser,
  verifyDeviceProof,
} from '../auth';
import { maxBidAmount, maximumAcceptedBid, minimumAcceptedBid } from './auction-rules';
import {
  type BidTarget,
  insertBid,
  type PlacedBid,
  type StoredBid,
  selectBidAftermath,
  selectSoftCloseMinutes,
} from './bid-repository';
import { applyProxyOutcome, findNonceUse, lockBidTarget, selectMaxBid } from './proxy-repository';
import { type ProxyState, proxyRefusal, settleProxy } from './proxy-rules';
import { lockRooms, overLimit } from './spending-limit';

/** SPEC §9: the signed nonce is 32 random bytes. */
export const nonceBytes = 32;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const auctionIdPattern = /^[0-9]{1,9}$/;

/**
 * Why a bid was refused, as GET /metrics counts it (`kanat_bids_total{reason}`): a short code
 * that stays the same when the wording changes, never the text the member reads.
 */
export type BidRefusalReason =
  | 'signed-out'
  | 'registration-incomplete'
  | 'account-disabled'
  | 'invalid-amount'
  | 'amount-too-high'
  | 'invalid-request'
  | 'not-found'
  | 'mfa-required'
  | 'signature-invalid'
  | 'nonce-reused'
  | 'contention'
  | 'cancelled'
  | 'ended'
  | 'own-auction'
  | 'already-top'
  | 'too-low'
  | 'above-ceiling'
  | 'spending-limit'
  | 'maximum-only-raise';

/**
 * What became of one bid call: a new bid stored, a repeated request answered with the bid it
 * already made, a refusal, or a failure (the database, a bug).
 */
export type BidOutcome =
  | { result: 'accepted' | 'repeated' }
  | { result: 'refused'; reason: BidRefusalReason | 'other' }
  | { result: 'failed' };

export type BidObserver = (outcome: BidOutcome) => void;

const refusalReasons = new WeakMap<AppError, BidRefusalReason>();
const repeatedAnswers = new WeakSet<BidResult>();

function refused(reason: BidRefusalReason, error: AppError): AppError {
  refusalReasons.set(error, reason);
  return error;
}

function repeated(answer: BidResult): BidResult {
  repeatedAnswers.add(answer);
  return answer;
}

function outcomeOf(error: unknown): BidOutcome {
  if (!(error instanceof AppError)) return { result: 'failed' };
  if (error.httpStatus >= 500 && !refusalReasons.has(error)) return { result: 'failed' };
  return { result: 'refused', reason: refusalReasons.get(error) ?? 'other' };
}

const invalidRequest = () =>
  refused('invalid-request', new AppError('invalid-argument', messages.bid.invalidRequest));
const notFound = () => refused('not-found', new AppError('not-found', messages.auctions.notFound));
const nonceReused = () => refused('nonce-reused', new AppError('aborted', messages.bid.rejected));
const alreadyTop = () =>
  refused('already-top', new AppError('failed-precondition', messages.bid.alreadyTop));

/** Who sends the bid, as the route knows it before anything is read. */
export interface BidCaller {
  /** The session cookie's token, or null. */
  sessionToken: string | null;
  /** Called when the token names no live session, so the browser stops sending it. */
  dropStaleSession(): void;
}

interface Bidder {
  /** The signed-in user; null without a session or while its second factor is due. */
  user: SessionUser | null;
  /** The claimed device's second-factor token and key, read with the session. */
  proof: DeviceProofRecord | null;
  /** Staff's spending limit for this member; null: none. */
  spendingLimit: number | null;
}

/**
 * Step one of a bid, one round trip: the session behind the cookie, its user, and the token
 * and key of the device the bid names. Without a cookie nothing is read.
 */
async function readBidder(db: Db, caller: BidCaller, data: BidData): Promise<Bidder> {
  if (caller.sessionToken === null) return { user: null, proof: null, spendingLimit: null };
  const resolved = await resolveSessionWithDeviceProof(db, caller.sessionToken, {
    deviceId: data.BidRequest.device,
    token: data.mfaToken ?? '',
  });
  if (resolved === null) {
    caller.dropStaleSession();
    return { user: null, proof: null, spendingLimit: null };
  }
  return {
    user: resolved.session.state === 'active' ? toSessionUser(resolved.user) : null,
    proof: resolved.deviceProof,
    spendingLimit: resolved.user.spendingLimit,
  };
}

/**
 * The same gate as the 'member' access level, worded for bidding (server/README.md,
 * "Auctions, groups, participants").
 */
function assertBidder(user: SessionUser | null): SessionUser {
  if (user === null) {
    throw refused('signed-out', new AppError('unauthenticated', messages.bid.signInRequired));
  }
  if (!user.phoneVerified) {
    throw refused(
      'registration-incomplete',
      new AppError('permission-denied', messages.accountServer.registrationIncomplete),
    );
  }
  if (!user.accountEnabled) {
    throw refused(
      'account-disabled',
      new AppError(
        'permission-denied',
        user.accountDisableReason ?? messages.accountServer.accountDisabled,
      ),
    );
  }
  return user;
}

interface CheckedBid {
  auctionId: number;
  amount: number;
  nonce: Buffer;
  deviceId: string;
  /** A maximum (proxy bid) rather than a single bid. */
  maximum: boolean;
}

/** Shape rules, in the order the contract lists them; nothing here touches the database. */
function checkRequest(user: SessionUser, data: BidData): CheckedBid {
  const request = data.BidRequest;
  const { amount } = request;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw refused('invalid-amount', new AppError('invalid-argument', messages.bid.empty));
  }
  if (amount > maxBidAmount) {
    throw refused('amount-too-high', new AppError('invalid-argument', messages.bid.tooHigh));
  }
  if (!base64Pattern.test(request.nonce)) throw invalidRequest();
  const nonce = Buffer.from(request.nonce, 'base64');
  if (nonce.length !== nonceBytes) throw invalidRequest();
  if (request.user !== user.uid) throw invalidRequest();
  if (request.device.length === 0) throw invalidRequest();
  if (!auctionIdPattern.test(request.for)) throw notFound();
  return {
    auctionId: Number(request.for),
    amount,
    nonce,
    deviceId: request.device,
    maximum: request.maximum === true,
  };
}

function isNonceConflict(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; ) {
    const { code, constraint, message, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      return constraint === 'bids_nonce_key' || String(message).includes('bids_nonce_key');
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
): BidResult | null {
  if (stored === undefined) return null;
  if (
    stored.userId === userId &&
    stored.auctionId === bid.auctionId &&
    stored.amount === bid.amount &&
    stored.deviceId === bid.deviceId
  ) {
    return repeated({
      bidId: stored.id,
      amount: stored.amount,
      bidCount: stored.bidCount,
      expiry: stored.expiry,
      leading: target?.currentBidderId === userId,
      maximum: null,
    });
  }
  throw nonceReused();
}

/**
 * Why the conditional UPDATE found nothing to change; null if the rules now allow the bid. A
 * maximum goes by the same rules, except that the leader may raise their own (proxyRefusal).
 */
export function refusalOf(
  target: BidTarget | undefined,
  userId: string,
  amount: number,
  now: number,
  maximum = false,
): AppError | null {
  if (target === undefined) return notFound();
  if (target.status === AuctionStatus.cancelled) {
    return refused('cancelled', new AppError('failed-precondition', messages.bid.cancelled));
  }
  if (target.status !== AuctionStatus.ongoing || target.sealed || target.expiry <= now) {
    return refused('ended', new AppError('failed-precondition', messages.bid.ended));
  }
  if (target.ownerId === userId) {
    return refused('own-auction', new AppError('permission-denied', messages.bid.ownAuction));
  }
  if (target.currentBidderId === userId && !maximum) return alreadyTop();
  const minimum = minimumAcceptedBid(target);
  if (amount < minimum) {
    return refused(
      'too-low',
      new AppError('failed-precondition', messages.bid.tooLow, { minimum }),
    );
  }
  // The bid ceiling (finding 9): one absurd bid must not freeze the auction.
  const ceiling = maximumAcceptedBid(target);
  if (amount > ceiling) {
    return refused(
      'above-ceiling',
      new AppError('failed-precondition', aboveCeilingText(ceiling), { maximum: ceiling }),
    );
  }
  return null;
}

/** Attempts when the refusal cannot be explained (the row changed between the two reads). */
const maxAttempts = 3;

/**
 * The `bid` function (ARCHITECTURE §5), two round trips: the session read with the device's
 * token and key (readBidder), then, after the request checks, the second-factor token and the
 * device signature over the 32 nonce bytes, one conditional statement (insertBid) that also
 * sends the live notices for the auction and the groups above it; a refused bid costs one
 * more read to say why.
 */
export async function placeBid(
  db: Db,
  caller: BidCaller,
  data: BidData,
  observe?: BidObserver,
): Promise<BidResult> {
  if (observe === undefined) return settleBid(db, caller, data);
  let answer: BidResult;
  try {
    answer = await settleBid(db, caller, data);
  } catch (error) {
    observe(outcomeOf(error));
    throw error;
  }
  observe({ result: repeatedAnswers.has(answer) ? 'repeated' : 'accepted' });
  return answer;
}

/** `placeBid` without the observer. */
async function settleBid(db: Db, caller: BidCaller, data: BidData): Promise<BidResult> {
  const bidder = await readBidder(db, caller, data);
  const user = assertBidder(bidder.user);
  const bid = checkRequest(user, data);
  const signature = data.signature ?? '';
  const proof = await verifyDeviceProof(
    db,
    {
      userId: user.uid,
      deviceId: bid.deviceId,
      token: data.mfaToken ?? '',
      data: bid.nonce,
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
  const nonce = bid.nonce.toString('base64');
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
        bidId: placed.bidId,
        amount: bid.amount,
        bidCount: placed.bidCount,
        expiry: placed.expiry,
        leading: true,
        maximum: null,
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
    if (target?.leaderMax != null) return settleWithProxy(db, user.uid, bid, nonce, signature);
    if (attempt >= maxAttempts) {
      throw refused('contention', new AppError('aborted', messages.bid.rejected));
    }
  }
}

/**
 * A maximum, or a single bid against a leader's maximum: settled by the proxy rule
 * (proxy-rules.ts) in one transaction that locks the auction row first, so automatic bids are
 * serialised with every other bid on it, lose nothing and duplicate nothing. A repeated
 * request (its nonce already used by this member here) gets the auction's answer as it is.
 */
async function settleWithProxy(
  db: Db,
  userId: string,
  bid: CheckedBid,
  nonce: string,
  signature: string,
): Promise<BidResult> {
  // Read before the transaction: inside it only `tx` may be used (PGlite has one connection).
  const softCloseMs = (await selectSoftCloseMinutes(db)) * 60_000;
  return db.transaction(async (tx) => {
    const target = await lockBidTarget(tx, bid.auctionId);
    const used = await findNonceUse(tx, nonce);
    if (used !== undefined) {
      if (used.userId !== userId || used.auctionId !== bid.auctionId || target === undefined) {
        throw nonceReused();
      }
      return repeated({
        bidId: used.bidId,
        amount: target.currentAmount,
        bidCount: target.bidCount,
        expiry: target.expiry,
        leading: target.currentBidderId === userId,
        maximum: await selectMaxBid(tx, bid.auctionId, userId),
      });
    }
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
      bidId: applied.bidId,
      amount: outcome.currentAmount,
      bidCount: applied.bidCount,
      expiry: applied.expiry,
      leading: outcome.leaderId === userId,
      maximum: bid.maximum ? bid.amount : null,
    };
  });
}

/** `myMaxBid`: the signed-in member's own maximum on one auction, never anyone else's. */
export async function myMaxBid(db: Db, userId: string, auctionId: string): Promise<number | null> {
  if (!auctionIdPattern.test(auctionId)) {
    throw new AppError('not-found', messages.auctions.notFound);
  }
  return selectMaxBid(db, Number(auctionId), userId);
}
