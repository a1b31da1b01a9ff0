// Debian Chromium driven by playwright-core, with the flags the browser tests and the
// benchmarks both launch it with, and a network-idle wait that ignores live streams.
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  // web.ts closes it on Ctrl-C, after which it stops the server.
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}

/** A desktop context like the browser tests' (own cache, cookies and storage). */
export function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
}

/** The phone Lighthouse's mobile default emulates (412×823 CSS px at DPR 1.75). */
export function mobileContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
}

/** Live streams stay open for as long as the page does; they never make a page busy. */
function longLived(request: Request): boolean {
  const type = request.resourceType();
  return (
    type === 'eventsource' ||
    type === 'websocket' ||
    (request.headers().accept ?? '').includes('text/event-stream')
  );
}

export interface NetworkWatch {
  /**
   * Resolves once no request (live streams aside) has been in flight for `quietMs`; after
   * `timeoutMs` it gives up and resolves with the URLs still in flight (empty when idle).
   */
  idle(quietMs?: number, timeoutMs?: number): Promise<string[]>;
}

/** Starts counting the page's requests; call before navigating. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (longLived(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle(quietMs = 1000, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return [];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...inFlight].map((request) => request.url());
    },
  };
}

/** The sections of the home page, in order (as e2e/content.test.ts checks them). */
export const homeSections = [
  'image-slider',
  'label-cards',
  'home-auctions',
  'home-groups',
  'home-gallery',
  'sponsors',
  'home-news',
  'how-to-guide',
];

/**
 * Waits (at most `timeoutMs`) until every section is in the page, the footer is there and no
 * placeholder says it is busy; returns the sections still missing (empty when all rendered).
 */
export async function sectionsRendered(
  page: Page,
  sections: readonly string[],
  timeoutMs = 30_000,
): Promise<string[]> {
  const missing = () =>
    page.evaluate((ids) => {
      const absent = ids.filter((id) => !document.querySelector(`[data-testid="${id}"]`));
      if (!document.querySelector('footer, [role="contentinfo"]')) absent.push('footer');
      if (document.querySelector('[aria-busy="true"]')) absent.push('[aria-busy] yer tutucu');
      return absent;
    }, sections);
  try {
    await page.waitForFunction(
      (ids) =>
        ids.every((id) => document.querySelector(`[data-testid="${id}"]`)) &&
        document.querySelector('footer, [role="contentinfo"]') !== null &&
        document.querySelector('[aria-busy="true"]') === null,
      sections,
      { timeout: timeoutMs },
    );
    return [];
  } catch {
    return missing();
  }
}

/**
 * One visit of each page on a phone-sized screen before anything is measured: the server's
 * on-demand work (image variants made on first request, the database's first reads, the JIT)
 * is then done, as it is for every visitor but the very first of a running site.
 */
export async function warmUp(browser: Browser, baseURL: string, paths: string[]): Promise<void> {
  const context = await mobileContext(browser, baseURL);
  try {
    for (const path of paths) {
      const page = await context.newPage();
      const network = watchNetwork(page);
      await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
      await network.idle(1000, 30_000);
      await page.close();
    }
  } finally {
    await context.close();
  }
}
