import { isApiError } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { isSecondFactorError, MissingDeviceKeyError } from '@kanat/shared/security';

// Why a bid or a maximum did not go through, in words for the bidder: one reading for the
// timed auctions' bids (features/auctions) and the hall mezat's (features/hall).

/** Codes whose message is our server's own Turkish text rather than a transport detail. */
const SERVER_WORDED = new Set([
  'invalid-argument',
  'failed-precondition',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'aborted',
  'resource-exhausted',
]);

/**
 * The reason to show: the second factor's own words, the device key's failure, a network
 * failure, or the server's Turkish text; null when none of these is known.
 */
export function refusalReason(error: unknown): string | null {
  if (isSecondFactorError(error)) return error.message;
  if (error instanceof MissingDeviceKeyError) return messages.auth.keySignatureFailed;
  if (isApiError(error, 'network')) return messages.common.networkError;
  if (isApiError(error) && SERVER_WORDED.has(error.code) && error.message) return error.message;
  return null;
}
