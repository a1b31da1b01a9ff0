import { type Browser, chromium, type Page } from 'playwright-core';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Uncaught errors thrown in the page so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in its own browser context (own cookies and storage). */
export async function openPage(
  browser: Browser,
  opts: { width?: number; height?: number; base?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    baseURL: opts.base ?? baseURL(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}
