import { isApiError, serverNow } from '@kanat/shared/api';
import type { SessionUser } from '@kanat/shared/events';
import { withSpinner } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { BID_SIGNATURE_V2, bidSignedBytes } from '@kanat/shared/rules';
import {
  bytesToBase64,
  getDeviceId,
  getMfaToken,
  isSecondFactorError,
  signWithDeviceKey,
} from '@kanat/shared/security';
import { refusalReason } from '../../bidding/refusal-reason';
import { type BidResult, placeBid } from './api/place-bid';

/** SPEC §9: the signed nonce is 32 random bytes. */
export const BID_NONCE_BYTES = 32;

/**
 * ARCHITECTURE §5: a fresh second-factor token, then the device key's signature over a new
 * random nonce together with the auction, the amount and the kind (signature form v2,
 * `bidSignedBytes`), then the bid itself. The code dialog may open during the second factor,
 * so the spinner covers only the bid call. A maximum is signed and sent the same way,
 * marked `maximum: true`.
 */
export async function signAndPlaceBid(input: {
  auctionId: string;
  amount: number;
  user: SessionUser;
  /** True: `amount` is the most the server may bid for the user, not one bid. */
  maximum?: boolean;
}): Promise<BidResult> {
  const { auctionId, amount, user, maximum = false } = input;
  const mfaToken = await getMfaToken({ phone: user.phoneNumber ?? undefined });
  const nonce = bytesToBase64(crypto.getRandomValues(new Uint8Array(BID_NONCE_BYTES)));
  const signature = await signWithDeviceKey(bidSignedBytes({ nonce, auctionId, amount, maximum }));
  return withSpinner(
    placeBid({
      BidRequest: {
        nonce,
        amount,
        createdOn: Math.floor(serverNow()),
        device: getDeviceId(),
        for: auctionId,
        user: user.uid,
        ...(maximum ? { maximum: true } : {}),
      },
      signature,
      sig: BID_SIGNATURE_V2,
      mfaToken,
    }),
  );
}

export interface BidRefusal {
  /** The toast text: 'Teklif reddedildi', with the reason when one is known. */
  message: string;
  /** The user stopped it (closed the code dialog): no rejection to report. */
  cancelled: boolean;
  /** The server's minimum when the bid was too low, to suggest in the field. */
  minimum: number | null;
}

function minimumOf(error: unknown): number | null {
  if (!isApiError(error, 'failed-precondition')) return null;
  const details = error.details as { minimum?: unknown } | null | undefined;
  const minimum = details && typeof details === 'object' ? details.minimum : undefined;
  return typeof minimum === 'number' && Number.isSafeInteger(minimum) ? minimum : null;
}

/** What to tell the bidder about a bid that did not go through. */
export function bidRefusal(error: unknown): BidRefusal {
  if (isSecondFactorError(error, 'cancelled')) {
    return { message: error.message, cancelled: true, minimum: null };
  }
  const reason = refusalReason(error);
  return {
    message: reason ? fill(messages.bid.rejectedWithReason, { reason }) : messages.bid.rejected,
    cancelled: false,
    minimum: minimumOf(error),
  };
}
