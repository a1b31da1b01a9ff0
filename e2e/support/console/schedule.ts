// Times for the console's forms: `datetime-local` fields take whole minutes in Turkey time
// (UTC+3 all year, the zone the test browsers run in), read against the server's clock.
import type { Page } from 'playwright-core';
import { serverTime } from '../auctions';

const minute = 60_000;
const turkeyOffsetMs = 3 * 60 * 60 * 1000;

/** ms epoch -> 'YYYY-MM-DDTHH:mm' in Turkey time, as a `datetime-local` field holds it. */
export function turkeyInput(ms: number): string {
  return new Date(ms + turkeyOffsetMs).toISOString().slice(0, 16);
}

/** The first whole minute at least `leadMs` after the server's clock now. */
export async function wholeMinuteAfter(leadMs: number): Promise<number> {
  const now = await serverTime();
  return Math.ceil((now + leadMs) / minute) * minute;
}

/**
 * Reloads `page` until `ready` says so: for states that arrive on the server's clock
 * (a scheduled item going live, lots sealing) on pages that read once.
 */
export async function reloadUntil(
  page: Page,
  ready: () => Promise<boolean>,
  { timeoutMs, everyMs = 2_000 }: { timeoutMs: number; everyMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await page.waitForTimeout(everyMs);
    await page.reload();
  }
}
