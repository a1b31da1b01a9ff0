// One unthrottled visit of a page in Debian Chromium (phone-sized, like Lighthouse's), traced
// from the navigation to the end of the idle window; summed by web-trace-summary.ts.

import { mobileContext } from '@kanat/testkit/browser';
import type { Browser } from 'playwright-core';
import {
  summarizeTrace,
  type TraceEvent,
  type TraceSummary,
  type TraceWindows,
} from './web-trace-summary';

// What summarizeTrace reads: tasks, layouts, scripts (the timeline) and the page's marks.
const categories = [
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/** Load: up to 3 s after the load event (the apps wake); idle: the 10 s after that. */
export const TRACE_WINDOWS: TraceWindows = { settleMs: 3000, idleMs: 10_000 };

/**
 * The summary of one traced visit; a trace that lost the navigation's marks (on a busy
 * machine the renderer's last events can miss the trace) is taken again, once.
 */
export async function traceVisit(
  browser: Browser,
  baseURL: string,
  pagePath: string,
  windows: TraceWindows = TRACE_WINDOWS,
): Promise<TraceSummary> {
  try {
    return await tracedVisit(browser, baseURL, pagePath, windows);
  } catch (error) {
    console.log(`  ! iz ${pagePath}: ${(error as Error).message} → yeniden`);
    return tracedVisit(browser, baseURL, pagePath, windows);
  }
}

async function tracedVisit(
  browser: Browser,
  baseURL: string,
  pagePath: string,
  windows: TraceWindows,
): Promise<TraceSummary> {
  const context = await mobileContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories });
    await page.goto(pagePath, { waitUntil: 'load', timeout: 60_000 });
    // The load event has ended when goto resolves; half a second more covers the window's end.
    await page.waitForTimeout(windows.settleMs + windows.idleMs + 500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return summarizeTrace(trace.traceEvents, new URL(pagePath, baseURL).href, windows);
  } finally {
    await context.close();
  }
}
