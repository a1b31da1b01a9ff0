import { CHROMIUM_ARGS } from '@kanat/testkit/browser';
import { WAIT_MS } from '@kanat/testkit/limits';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian Chromium's flags here: the test kit's, which the benchmark launches with too. */
export { CHROMIUM_ARGS };

/** Base URL of the server that global-setup started. */
export function baseURL(): string {
  const url = process.env.KM_E2E_BASE_URL;
  if (!url)
    throw new Error('KM_E2E_BASE_URL yok: e2e testleri jest --selectProjects e2e ile koşar');
  return url;
}

/** The data directory of the server under test (its PGlite database and media). */
export function serverDataDir(): string {
  return process.env.KM_E2E_DATA_DIR ?? '';
}

/**
 * Chromium for a test file. Every context it opens waits up to WAIT_MS for an element, a
 * navigation or a condition (playwright's own default is 30 s, too short for a loaded machine).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    timeout: WAIT_MS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    return context;
  };
  return browser;
}

export interface WatchedPage {
  page: Page;
  /** Uncaught errors thrown in the page so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A phone's screen, held in the hand: 390 × 844 px, touch. */
export const PHONE = { width: 390, height: 844, touch: true } as const;

/** A page in its own browser context (own cookies and storage). */
/** A page's screen and origin: 1280 × 900 at the site under test unless told. */
export interface PageOptions {
  width?: number;
  height?: number;
  base?: string;
  touch?: boolean;
}

export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    baseURL: opts.base ?? baseURL(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    hasTouch: opts.touch ?? false,
    isMobile: opts.touch ?? false,
  });
  const page = await context.newPage();
  awaitHydrationOnGoto(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/**
 * A guest's public page comes drawn by the server and is live only once hydrated: a button or
 * a scroll before that does nothing. So after each goto a drawn page (it carries #km-ssr) is
 * awaited until the browser has taken over: the footer appears once the page has settled, in
 * the browser only. A reload is awaited the same way.
 */
export function awaitHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator('script#km-ssr').count()) > 0) {
      await page.locator('footer').first().waitFor();
    }
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((await page.locator('script#km-ssr').count()) > 0) {
      await page.locator('footer').first().waitFor();
    }
    return response;
  };
}

/** How far the page scrolls sideways (0 or less: it fits its viewport's width). */
export function sidewaysOverflow(page: import('playwright-core').Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * One browser for a test file: launched before its tests, closed after them with every page
 * `newPage` opened (each in a context of its own: its own cookies and device key).
 */
export function browserForFile(): { newPage: (opts?: PageOptions) => Promise<WatchedPage> } {
  let browser: Browser | undefined;
  const pages: WatchedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const page of pages) await page.close();
    await browser?.close();
  });
  return {
    newPage: async (opts) => {
      if (browser === undefined) throw new Error('the browser starts before the tests');
      const watched = await openPage(browser, opts);
      pages.push(watched);
      return watched;
    },
  };
}
