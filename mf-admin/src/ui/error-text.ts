import { isApiError } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';

/**
 * The Turkish text to show for a failed console call: the server's own message (its errors
 * are Turkish), the network text when no answer came, else `fallback`.
 */
export function errorText(error: unknown, fallback: string = messages.adminConsole.kit.failed) {
  if (!isApiError(error)) return fallback;
  if (error.code === 'network') return messages.common.networkError;
  const text = error.message.trim();
  // A bare code ('permission-denied') is not a sentence for a person.
  if (!text || text === error.code || /^[a-z-]+$/.test(text)) return fallback;
  if (['bad-response', 'unknown', 'unavailable', 'internal'].includes(error.code)) return fallback;
  return text;
}
