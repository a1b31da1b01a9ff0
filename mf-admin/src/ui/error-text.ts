import { isApiError, serverMessage } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n/full';
import { isSecondFactorError } from '@kanat/shared/security';

/**
 * The Turkish text to show for a failed console call: the server's own message (its errors
 * are Turkish), the network text when no answer came, else `fallback`. A server fault (5xx)
 * only carries the generic sentence, so the console's own words for the action stand instead.
 * A second-factor check that ended without a token (cancelled, refused) says why itself.
 */
export function errorText(error: unknown, fallback: string = messages.adminConsole.kit.failed) {
  if (isSecondFactorError(error)) return error.message;
  if (isApiError(error, 'network')) return messages.common.networkError;
  if (isApiError(error, 'internal')) return fallback;
  return serverMessage(error, fallback);
}
