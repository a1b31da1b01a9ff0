// The server's clock is the truth for remaining times and the 1-hour thresholds (SPEC §4),
// so every /api answer's `x-server-time` header refreshes our estimate of the offset.

let offsetMs = 0;
let synced = false;

/**
 * Record one observation of the server clock. The header time is assumed to fall in the
 * middle of the round trip.
 */
export function noteServerTime(header: string | null, sentAt: number, receivedAt: number): void {
  if (header === null) return;
  const serverTime = Number(header);
  if (!Number.isFinite(serverTime) || serverTime <= 0) return;
  offsetMs = serverTime - (sentAt + receivedAt) / 2;
  synced = true;
}

/** Milliseconds since the epoch on the server's clock (best estimate). */
export function serverNow(): number {
  // Whole milliseconds: the offset is measured mid-round-trip and may be fractional, but
  // every server field and filter that takes a time is an integer.
  return Math.floor(Date.now() + offsetMs);
}

/** Server minus local clock, in ms. */
export function clockOffset(): number {
  return offsetMs;
}

export function isClockSynced(): boolean {
  return synced;
}

/** For tests: forget every observation. */
export function resetClock(): void {
  offsetMs = 0;
  synced = false;
}
