import { isApiError } from './api-error';

// Transport failures: whatever message they carry was not written for a person.
const TRANSPORT_CODES: readonly string[] = ['network', 'bad-response', 'unknown', 'unavailable'];

/**
 * The server's own Turkish message for a failed call when it sent one, else `fallback`.
 * Transport-level texts (a bare code name, firebase's English, a request that never got an
 * answer) are never shown.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const text = error.message.trim();
  // A bare code ('permission-denied') is not a sentence for a person.
  if (!text || text === error.code || /^[a-z-]+$/.test(text)) return fallback;
  if (TRANSPORT_CODES.includes(error.code)) return fallback;
  return text;
}
