import { isApiError } from '@kanat/shared/api';
import { isSecondFactorError } from '@kanat/shared/security';

/**
 * The server's own Turkish message for a failed call when it sent one, else `fallback`.
 * Transport-level texts (a bare code name, firebase's English) are never shown.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const text = error.message.trim();
  if (!text || text === error.code || /^[a-z-]+$/.test(text)) return fallback;
  if (['network', 'bad-response', 'unknown', 'unavailable'].includes(error.code)) return fallback;
  return text;
}

/** A second-factor failure's Turkish message, or null for other errors. */
export function secondFactorMessage(error: unknown): string | null {
  return isSecondFactorError(error) ? error.message : null;
}
