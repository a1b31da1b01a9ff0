/**
 * How the notice sender retries a notice or a mail that could not be delivered:
 * after the n-th failed attempt it waits `retryBaseMs * 2^(n-1)`, at most `retryCapMs`; after
 * `maxAttempts` attempts the row is `failed` for good.
 */
export const retryBaseMs = 30_000;
export const retryCapMs = 60 * 60 * 1000;
export const maxAttempts = 8;

/**
 * A claimed row is leased for this long: no other pass (of this or another instance) takes it
 * before then. Longer than the SMS gateway's and the SMTP server's timeouts, so a row comes
 * back only when the instance that claimed it died while sending.
 */
export const claimLeaseMs = 5 * 60 * 1000;

/** When to try again after `attempts` failed attempts; null: give up. */
export function nextAttemptAfter(attempts: number, now: number): number | null {
  if (attempts >= maxAttempts) return null;
  return now + Math.min(retryBaseMs * 2 ** Math.max(attempts - 1, 0), retryCapMs);
}

/** What goes into `last_error`: one line, at most 500 characters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
