// Helpers for the content journeys (home, news, gallery, corporate, contact): the real API
// of the server under test, the demo member's login through the real login page, and the
// staff channel the `news` command uses to publish.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  GalleryPhoto,
  NewsCommand,
  OutboxMessage,
  PublishNewsBody,
  StaffNewsItem,
} from '@kanat/shared/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, serverDataDir } from './browser';

/** The seeded, approved demo member (seeded by server/src/seed/demo-accounts.ts). */
export const DEMO_PHONE = '+905321112233';
export const DEMO_PASSWORD = 'Guvercin2023';

export type { NewsRow } from '@kanat/shared/contracts';
/** A gallery photo as the gallery list sends it. */
export type GalleryRow = GalleryPhoto;

/** `POST /api/list/<name>` on the server under test. */
export async function listPage<T>(
  name: string,
  body: Record<string, unknown>,
): Promise<{ r: T[]; p?: unknown }> {
  const response = await fetch(`${baseURL()}/api/list/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/api/list/${name}: HTTP ${response.status}`);
  return (await response.json()) as { r: T[]; p?: unknown };
}

export async function siteInfo(): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL()}/api/infos`);
  return (await response.json()) as Record<string, string>;
}

/** A context of its own (cookies, storage, device key), optionally with a touch screen. */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; touch?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    baseURL: baseURL(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
}

/** Watches a page for anything a script injection would cause. */
export function watchForInjection(page: Page): { errors: string[]; dialogs: string[] } {
  const seen = { errors: [] as string[], dialogs: [] as string[] };
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  return seen;
}

/** Whether any injected script managed to set the marker the payloads use. */
export function injectedMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { __xss?: unknown }).__xss);
}

async function outbox(phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL()}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`/api/dev/outbox: HTTP ${response.status}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

const messageKey = (m: OutboxMessage) => `${m.createdAt}|${m.text}`;

/**
 * Signs the demo member in through /giris-yap like a person: phone, password, then the code
 * the development SMS outbox received (a fresh context has no device key yet, so the code
 * dialog always opens). Leaves the page wherever the login page sends it.
 */
export async function logInAsDemo(page: Page, from = '/giris-yap'): Promise<void> {
  if (!page.url().includes('/giris-yap')) await page.goto(from);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  const before = new Set((await outbox(DEMO_PHONE)).map(messageKey));
  await form.getByLabel('Telefon Numarası').fill(DEMO_PHONE);
  await form.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();

  const dialog = page.getByTestId('code-dialog');
  await dialog.waitFor();
  let code: string | null = null;
  for (let attempt = 0; attempt < 50 && code === null; attempt += 1) {
    const fresh = (await outbox(DEMO_PHONE)).filter((m) => !before.has(messageKey(m)));
    code = fresh.find((m) => m.code)?.code ?? null;
    if (code === null) await page.waitForTimeout(200);
  }
  // A request still pending from an earlier login is reused without a new SMS.
  code ??= (await outbox(DEMO_PHONE)).find((m) => m.code)?.code ?? null;
  if (code === null) throw new Error('outbox: no code for the demo member');
  await dialog.getByTestId('code-input').fill(code);
  await dialog.getByTestId('code-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/giris-yap'));
}

interface AdminEndpoint {
  url: string;
  token: string;
}

/** The running server's local admin channel: the file the `news` command reads (admin-channel.ts). */
function adminEndpoint(): AdminEndpoint {
  const file = path.join(serverDataDir(), 'admin.json');
  return JSON.parse(readFileSync(file, 'utf8')) as AdminEndpoint;
}

/** Publishes a news item the way an editor does with the `news` command; returns its row. */
export async function publishNews(
  item: Pick<PublishNewsBody, 'title' | 'body' | 'pictureUrl'>,
): Promise<StaffNewsItem> {
  const admin = adminEndpoint();
  const command: NewsCommand = { command: 'publish', item };
  const response = await fetch(`${admin.url}/api/admin/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(command),
  });
  if (response.status !== 200) {
    throw new Error(`/api/admin/news: HTTP ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { item: StaffNewsItem }).item;
}

/**
 * Drives a real touch swipe over `selector` through the DevTools protocol (the context needs
 * a touch screen), from its middle by `fraction` of its width: negative is right to left.
 */
export async function swipe(page: Page, selector: string, fraction: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2;
  const end = start + box.width * fraction;
  const cdp = await page.context().newCDPSession(page);
  const steps = 5;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: start, y }],
  });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start + ((end - start) * i) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
