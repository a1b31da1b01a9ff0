// `pnpm --filter @kanat/bench run web-profile`: where a page's main thread goes. Starts the
// site as `web` does (apps as built; BENCH_WEB_URL reuses a running one), then for each page
// (BENCH_WEB_PAGES, e.g. "/,/haberler"; the six pages and the yardstick by default) opens it
// on Lighthouse's phone screen with the CPU slowed BENCH_PROFILE_CPU times (4, as Lighthouse),
// with a JavaScript profile and a timeline trace, and prints for the load (to 3 s after the
// load event) and the 10 s after it: the long tasks and what fills each, the main thread's
// time by kind of work, and JavaScript's self time by function and by script.
// A tool to read, not a figure to record: the figures are `web`'s.
import { launchChromium, mobileContext } from '@kanat/testkit/browser';
import type { Browser } from 'playwright-core';
import { machineLine } from './lib/bench-env';
import { type PublicPage, publicPages } from './lib/web-pages';
import {
  type CpuProfile,
  printProfile,
  type TimelineEvent,
  type Windows,
} from './lib/web-profile-summary';
import { startSite } from './lib/web-site';
import { installYardstick } from './lib/web-yardstick';

const cpuRate = Math.max(1, Number(process.env.BENCH_PROFILE_CPU ?? 4));
const settleMs = 3000;
const idleMs = 10_000;

const categories = [
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
];

async function profilePage(browser: Browser, baseURL: string, page: PublicPage): Promise<void> {
  const context = await mobileContext(browser, baseURL);
  try {
    const tab = await context.newPage();
    // A same-origin answer first, so the page's renderer is the one the profiler runs in.
    await tab.goto('/api/time');
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(tab, { categories });
    await cdp.send('Profiler.start');
    await tab.goto(page.path, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForTimeout((settleMs + idleMs) * Math.min(cpuRate, 2) + 500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TimelineEvent[];
    };
    const events = trace.traceEvents;
    const start = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        String(event.args?.data?.documentLoaderURL ?? '').startsWith(
          new URL(page.path, baseURL).href,
        ),
    );
    if (!start) throw new Error(`${page.path}: izde navigationStart yok`);
    const loadEnd = events.find(
      (event) =>
        event.name === 'loadEventEnd' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts >= start.ts,
    );
    if (!loadEnd) throw new Error(`${page.path}: izde loadEventEnd yok`);
    const settled = loadEnd.ts + settleMs * 1000 * Math.min(cpuRate, 2);
    const windows: Windows = {
      thread: { pid: start.pid, tid: start.tid },
      load: [start.ts, settled],
      idle: [settled, settled + idleMs * 1000],
      loadEventMs: (loadEnd.ts - start.ts) / 1000,
    };
    console.log(`\n# ${page.label} (${page.path}), CPU ${cpuRate}× yavaş`);
    printProfile(events, profile, windows);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const given = process.env.BENCH_WEB_URL;
  const site = given ? undefined : await startSite();
  const baseURL = given ?? site?.url ?? '';
  let browser: Browser | undefined;
  try {
    const all = await publicPages(baseURL);
    const yardstick = site
      ? await installYardstick(site.url, site.dataDir).then(
          (installed): PublicPage => ({ label: 'ölçüt sayfası', path: installed.path }),
        )
      : undefined;
    const wanted = (process.env.BENCH_WEB_PAGES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const pages = [...(yardstick ? [yardstick] : []), ...all].filter(
      (page) =>
        wanted.length === 0 ||
        wanted.some(
          (entry) =>
            entry === page.label ||
            entry === page.path ||
            (entry === 'ölçüt' && page.path === yardstick?.path),
        ),
    );
    console.log(`# Ana iş parçacığı profili, ${machineLine()}`);
    browser = await launchChromium();
    // One unmeasured visit each: the server's first-request work is not the page's.
    for (const page of pages) {
      const context = await mobileContext(browser, baseURL);
      await (await context.newPage()).goto(page.path, { waitUntil: 'load' });
      await context.close();
    }
    for (const page of pages) await profilePage(browser, baseURL, page);
  } finally {
    await browser?.close().catch(() => {});
    await site?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
