import type { BidData } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n/full';
import { BID_SIGNATURE_V2, bidSignedBytes } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { type DeviceProofRecord, resolveSessionWithDeviceProof, toSessionUser } from '../auth';
import { maxBidAmount } from './auction-rules';
import { invalidRequest, notFound, refused } from './bid-refusals';

// Who bids and what they ask, checked before any auction row is read.

/** SPEC §9: the signed nonce is 32 random bytes. */
export const nonceBytes = 32;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export const auctionIdPattern = /^[0-9]{1,9}$/;

/** Who sends the bid, as the route knows it before anything is read. */
export interface BidCaller {
  /** The session cookie's token, or null. */
  sessionToken: string | null;
  /** Called when the token names no live session, so the browser stops sending it. */
  dropStaleSession(): void;
}

export interface Bidder {
  /** The signed-in user; null without a session or while its second factor is due. */
  user: SessionUser | null;
  /** The claimed device's second-factor token and key, read with the session. */
  proof: DeviceProofRecord | null;
  /** Staff's spending limit for this member; null: none. */
  spendingLimit: number | null;
  /** Flagged for unpaid statements (issue 33): bids are refused. */
  paymentFlagged: boolean;
}

/**
 * Step one of a bid, one round trip: the session behind the cookie, its user, and the token
 * and key of the device the bid names. Without a cookie nothing is read.
 */
export async function readBidder(db: Db, caller: BidCaller, data: BidData): Promise<Bidder> {
  if (caller.sessionToken === null)
    return { user: null, proof: null, spendingLimit: null, paymentFlagged: false };
  const resolved = await resolveSessionWithDeviceProof(db, caller.sessionToken, {
    deviceId: data.BidRequest.device,
    token: data.mfaToken ?? '',
  });
  if (resolved === null) {
    caller.dropStaleSession();
    return { user: null, proof: null, spendingLimit: null, paymentFlagged: false };
  }
  return {
    user: resolved.session.state === 'active' ? toSessionUser(resolved.user) : null,
    proof: resolved.deviceProof,
    spendingLimit: resolved.user.spendingLimit,
    paymentFlagged: resolved.user.paymentFlaggedAt !== null,
  };
}

/** Whether staff (or the overdue pass) flagged the member for unpaid statements (issue 33). */
export async function isPaymentFlagged(db: Db, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ flaggedAt: users.paymentFlaggedAt })
    .from(users)
    .where(eq(users.id, uid));
  return row !== undefined && row.flaggedAt !== null;
}

/**
 * The same gate as the 'member' access level, worded for bidding (server/README.md,
 * "Auctions, groups, participants"), and the one place a member flagged for unpaid statements
 * (issue 33) is refused: every bid path (timed bid and maximum, hall online bid, absentee
 * maximum) passes the flag it read.
 */
export function assertBidder(user: SessionUser | null, paymentFlagged = false): SessionUser {
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
  if (paymentFlagged) {
    throw refused(
      'account-disabled',
      new AppError('permission-denied', messages.bid.paymentFlagged),
    );
  }
  return user;
}

export interface CheckedBid {
  auctionId: number;
  amount: number;
  nonce: Buffer;
  deviceId: string;
  /** A maximum (proxy bid) rather than a single bid. */
  maximum: boolean;
}

/** What the request names besides its amount: the auction, the nonce, the device, the kind. */
export type BidIdentity = Omit<CheckedBid, 'amount'>;

/** The amount rules: a whole number of lira, above zero and within `maxBidAmount`. */
export function checkAmount(data: BidData): number {
  const { amount } = data.BidRequest;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw refused('invalid-amount', new AppError('invalid-argument', messages.bid.empty));
  }
  if (amount > maxBidAmount) {
    throw refused('amount-too-high', new AppError('invalid-argument', messages.bid.tooHigh));
  }
  return amount;
}

/** The rest of the shape rules, in the order the contract lists them. */
export function checkIdentity(user: SessionUser, data: BidData): BidIdentity {
  const request = data.BidRequest;
  if (!base64Pattern.test(request.nonce)) throw invalidRequest();
  const nonce = Buffer.from(request.nonce, 'base64');
  if (nonce.length !== nonceBytes) throw invalidRequest();
  if (request.user !== user.uid) throw invalidRequest();
  if (request.device.length === 0) throw invalidRequest();
  if (!auctionIdPattern.test(request.for)) throw notFound();
  return {
    auctionId: Number(request.for),
    nonce,
    deviceId: request.device,
    maximum: request.maximum === true,
  };
}

/**
 * Which form the request's signature takes: 'v2' (`sig: 'v2'`, the nonce signed with the
 * auction, the amount and the kind), or SPEC §7's nonce alone, taken only when the server is
 * configured to (LEGACY_BID_SIGNATURE, for an old client) and refused otherwise.
 */
export function signatureFormOf(data: BidData, legacyAllowed: boolean): 'v2' | 'legacy' {
  if (data.sig === BID_SIGNATURE_V2) return 'v2';
  if (legacyAllowed) return 'legacy';
  throw refused(
    'signature-invalid',
    new AppError('permission-denied', messages.bid.signatureOutdated),
  );
}

/** The bytes the device signed: v2's text (`bidSignedBytes`), or the legacy nonce bytes. */
export function signedBytesOf(
  form: 'v2' | 'legacy',
  bid: BidIdentity,
  amount: number | null,
): Buffer {
  if (form === 'legacy' || amount === null) return bid.nonce;
  return Buffer.from(
    bidSignedBytes({
      nonce: bid.nonce.toString('base64'),
      auctionId: String(bid.auctionId),
      amount,
      maximum: bid.maximum,
    }),
  );
}
