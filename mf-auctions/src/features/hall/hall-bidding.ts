import { isApiError } from '@kanat/shared/api';
import type { HallAbsenteeRow, HallBidResult } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { withSpinner } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { BID_SIGNATURE_V2, hallBidSignedBytes } from '@kanat/shared/rules';
import {
  bytesToBase64,
  getDeviceId,
  getMfaToken,
  isSecondFactorError,
  signWithDeviceKey,
} from '@kanat/shared/security';
import { refusalReason } from '../../bidding/refusal-reason';
import { setHallAbsentee } from './api/absentee-set';
import { placeHallBid } from './api/hall-bid';

// The hall mezat's bids go the timed bid's way (features/auctions/bidding.ts; a feature does not
// import another, so the few steps are written here with the same shared parts): a fresh second
// factor, then the device key's signature over a new random nonce with the lot, the amount and
// the kind (`hallBidSignedBytes`, form v2), then the call. The server checks every rule.

/** SPEC §9: the signed nonce is 32 random bytes. */
const NONCE_BYTES = 32;

async function signed(user: SessionUser, lotId: number, amount: number, maximum: boolean) {
  const mfaToken = await getMfaToken({ phone: user.phoneNumber ?? undefined });
  const nonce = bytesToBase64(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const signature = await signWithDeviceKey(hallBidSignedBytes({ nonce, lotId, amount, maximum }));
  return { mfaToken, nonce, signature, deviceId: getDeviceId() };
}

/** One online bid at `amount`, the asking price the member saw and confirmed. */
export async function signAndPlaceHallBid(input: {
  lotId: number;
  amount: number;
  user: SessionUser;
}): Promise<HallBidResult> {
  const { lotId, amount, user } = input;
  const proof = await signed(user, lotId, amount, false);
  return withSpinner(placeHallBid({ lotId, amount, sig: BID_SIGNATURE_V2, ...proof }));
}

/** An absentee maximum on a waiting lot, signed as a maximum. */
export async function signAndSetAbsentee(input: {
  lotId: string;
  maxAmount: number;
  user: SessionUser;
}): Promise<HallAbsenteeRow> {
  const { lotId, maxAmount, user } = input;
  const proof = await signed(user, Number(lotId), maxAmount, true);
  return withSpinner(setHallAbsentee({ lotId, maxAmount, ...proof }));
}

export type HallRefusal =
  /** The member closed the code dialog: nothing to report but that. */
  | { kind: 'cancelled'; message: string }
  /** Another bid took the asking price first; `askingPrice` is the new one. */
  | { kind: 'too-late'; askingPrice: number }
  | { kind: 'refused'; reason: string | null };

function tooLatePrice(error: unknown): number | null {
  if (!isApiError(error, 'failed-precondition')) return null;
  const details = error.details as { tooLate?: unknown; askingPrice?: unknown } | null | undefined;
  if (!details || typeof details !== 'object' || details.tooLate !== true) return null;
  const asking = details.askingPrice;
  return typeof asking === 'number' && Number.isSafeInteger(asking) ? asking : null;
}

/** What became of a bid or an absentee maximum the server did not take. */
export function hallRefusal(error: unknown): HallRefusal {
  if (isSecondFactorError(error, 'cancelled')) return { kind: 'cancelled', message: error.message };
  const asking = tooLatePrice(error);
  if (asking !== null) return { kind: 'too-late', askingPrice: asking };
  return { kind: 'refused', reason: refusalReason(error) };
}

/** 'Teklif reddedildi: …' for a refusal with a reason, else the plain words. */
export function refusedText(reason: string | null): string {
  return reason ? fill(messages.bid.rejectedWithReason, { reason }) : messages.bid.rejected;
}
