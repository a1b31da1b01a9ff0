import type { BidResult } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { aboveCeilingText } from '@kanat/shared/validation';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { maximumAcceptedBid, minimumAcceptedBid } from './auction-rules';
import type { BidTarget } from './bid-repository';

// Why a bid is refused: the member's message, and the short reason GET /metrics counts.

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
  | 'maximum-only-raise'
  | 'sale-contract';

/**
 * What became of one bid call: a new bid stored, a repeated request answered with the bid it
 * already made, a refusal, or a failure (the database, a bug).
 */
export type BidOutcome =
  | { result: 'accepted' | 'repeated' }
  | { result: 'refused'; reason: BidRefusalReason | 'other' }
  | { result: 'failed' };

export type BidObserver = (outcome: BidOutcome) => void;

/** A refused bid: the error the member reads, and the reason GET /metrics counts. */
export class BidRefusal extends AppError {
  constructor(
    readonly reason: BidRefusalReason,
    error: AppError,
  ) {
    super(error.code, error.message, error.details);
  }
}

export function refused(reason: BidRefusalReason, error: AppError): AppError {
  return new BidRefusal(reason, error);
}

/** A bid call's answer, and whether it repeats a bid already made rather than storing one. */
export interface SettledBid {
  answer: BidResult;
  repeated: boolean;
}

export function outcomeOf(error: unknown): BidOutcome {
  if (error instanceof BidRefusal) return { result: 'refused', reason: error.reason };
  if (!(error instanceof AppError) || error.httpStatus >= 500) return { result: 'failed' };
  return { result: 'refused', reason: 'other' };
}

export const invalidRequest = () =>
  refused('invalid-request', new AppError('invalid-argument', messages.bid.invalidRequest));
export const notFound = () =>
  refused('not-found', new AppError('not-found', messages.auctions.notFound));
export const nonceReused = () =>
  refused('nonce-reused', new AppError('aborted', messages.bid.rejected));
export const alreadyTop = () =>
  refused('already-top', new AppError('failed-precondition', messages.bid.alreadyTop));

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
  // The bid ceiling: one absurd bid must not freeze the auction.
  const ceiling = maximumAcceptedBid(target);
  if (amount > ceiling) {
    return refused(
      'above-ceiling',
      new AppError('failed-precondition', aboveCeilingText(ceiling), { maximum: ceiling }),
    );
  }
  return null;
}
