// Helpers for the auctions browser tests: the real API of the server under test, the
// development SMS outbox, and signing in through the real login page.

import type { AuctionDetail, AuctionRow, OutboxMessage } from '@kanat/shared/contracts';
import type { Page } from 'playwright-core';
import { baseURL } from './browser';

/** The approved demo member the seed creates (seeded by server/src/seed/demo-accounts.ts). */
export const DEMO_MEMBER = { phone: '+905321112233', password: 'Guvercin2023' } as const;

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} -> ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The server's clock, read from `x-server-time` (the one clock of the product). */
export async function serverTime(): Promise<number> {
  const response = await fetch(`${baseURL()}/api/infos`);
  await response.arrayBuffer();
  return Number(response.headers.get('x-server-time'));
}

export async function listAuctions(filters: Record<string, unknown>): Promise<AuctionRow[]> {
  const page = await api<{ r: AuctionRow[] }>('/api/list/auctions', {
    body: { ...filters, p: 0, c: 20 },
  });
  return page.r;
}

export function getAuction(id: string): Promise<AuctionDetail> {
  return api<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`);
}

async function outbox(phone: string): Promise<OutboxMessage[]> {
  const body = await api<{ messages: OutboxMessage[] }>(
    `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
  );
  return body.messages;
}

/** Waits for a code sent to `phone` that was not in the outbox before (`seen`). */
async function newCode(phone: string, seen: ReadonlySet<string>): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fresh = (await outbox(phone)).filter(
      (m) => m.code && !seen.has(`${m.createdAt}:${m.code}`),
    );
    if (fresh.length > 0) return fresh[0]!.code!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${phone}`);
}

/**
 * Signs in through the real login page: phone and password, then the second factor. A new
 * browser has no device key, so the site sends a code (read here from the development
 * outbox), registers a fresh key and checks its signature.
 */
export async function signInThroughUi(
  page: Page,
  member: { phone: string; password: string } = DEMO_MEMBER,
): Promise<void> {
  await page.goto('/giris-yap');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Telefon Numarası').fill(member.phone);
  await form.getByLabel('Şifre').fill(member.password);
  const seen = new Set((await outbox(member.phone)).map((m) => `${m.createdAt}:${m.code}`));
  await form.getByRole('button', { name: 'Giriş Yap' }).click();

  const dialog = page.getByTestId('code-dialog');
  await dialog.waitFor();
  await page.getByTestId('code-input').fill(await newCode(member.phone, seen));
  await page.getByTestId('code-submit').click();
  await page.getByTestId('user-menu').waitFor();
}

/** '1.350 TL', as the site writes amounts. */
export function money(amount: number): string {
  return `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(amount)} TL`;
}

/** Who a signed-in page is, as the site's session says. */
export interface Who {
  uid: string;
  displayName: string | null;
}

export const sessionOf = async (page: Page): Promise<Who> =>
  ((await page.evaluate(() => fetch('/api/session').then((r) => r.json()))) as { user: Who }).user;

/**
 * An auction running for hours more that neither member owns or leads. `order` picks from the
 * soonest ('asc') or the latest ('desc') end, and `skip` passes over the first auctions of
 * that order, so test files running at once take different auctions.
 */
export async function auctionForBoth(a: Who, b: Who, order: 'asc' | 'desc' = 'asc', skip = 0) {
  const candidates = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * 3600 * 1000,
    orderBy: 'endingTime',
    orderDir: order,
  });
  for (const candidate of candidates.slice(skip)) {
    const detail = await getAuction(candidate.id);
    const owner = detail.auction.pigeon.ownerFullName;
    const leader = detail.auction.currentBid?.bidder;
    if (owner === a.displayName || owner === b.displayName) continue;
    if (leader === a.uid || leader === b.uid) continue;
    return detail;
  }
  throw new Error('no auction both members can bid on');
}

/**
 * Confirms a bid (or a hall bid, or an absentee maximum) in the site's confirmation dialog. The
 * first bid in a sale shows the sale's contract (issue 35): it is read and accepted there, as
 * a person does, by ticking its box before confirming.
 */
export async function confirmBid(page: Page): Promise<void> {
  const yes = page.getByTestId('confirm-yes');
  await yes.waitFor();
  const accept = page.getByTestId('sale-contract-accept');
  if ((await accept.count()) > 0) await accept.check();
  await yes.click();
}

/** Sends one bid from the auction page's form, confirms, and waits for the new price. */
export async function bidOnPage(page: Page, amount: number): Promise<void> {
  const form = page.getByTestId('bid-form');
  await form.waitFor();
  const single = form.getByRole('radio', { name: 'Tek teklif' });
  if ((await single.count()) > 0) await single.check();
  await form.getByLabel('Teklifiniz (TL)').fill(String(amount));
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('confirm-dialog').waitFor();
  await confirmBid(page);
  await page
    .getByTestId('current-price')
    .filter({ hasText: money(amount) })
    .waitFor();
}
