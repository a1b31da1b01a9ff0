// Results, in the real site on the demo data: a finished auction's hammer price and
// masked winner, an archived group's totals and its lots by price, and the demo member's won
// page with the hammer prices and what is still owed.
import type {
  AuctionRow,
  ContainerDetail,
  ContainerRow,
  MyBidRow,
  MyWonSummary,
} from '@kanat/shared/contracts';
import { WAIT_MS } from '@kanat/testkit/limits';
import type { Browser, Page } from 'playwright-core';
import { getAuction, listAuctions, money, signInThroughUi } from './support/auctions';
import { baseURL, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} -> ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks `read` until it answers `expected` (deep equality), for up to WAIT_MS; then asserts. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** The auction each card of the page links to, in order. */
const cardLinks = (page: Page) =>
  page
    .getByTestId('auction-card')
    .evaluateAll((cards) =>
      cards.map((card) =>
        card.querySelector('a[href^="/acik-arttirmalar/"]')?.getAttribute('href'),
      ),
    );

const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/** The price a card shows: the current bid, or the starting price while nobody has bid. */
const priceOf = (row: AuctionRow) =>
  row.currentBid && row.bidCount > 0 ? row.currentBid.amount : row.startingBid;

test('a finished auction shows its hammer price, its masked winner and its bids', async () => {
  const sealed = await listAuctions({
    statusFrom: 3,
    statusTo: 3,
    orderBy: 'endingTime',
    orderDir: 'desc',
  });
  // Sold: a bidder holds it (a lot ended below its reserve has bids and no bidder).
  const sold = sealed.find((row) => row.bidCount > 0 && row.currentBid?.bidder);
  if (sold === undefined) throw new Error('demo data has no sealed auction with bids');
  const detail = await getAuction(sold.id);
  const result = detail.result;
  if (result === null) throw new Error(`auction ${sold.id} has no result`);
  expect(result.hammerPrice).toBe(sold.currentBid?.amount);
  expect(result.winnerName).toContain('•••');

  const { page, errors, close } = await openPage(browser);
  try {
    await page.goto(`/acik-arttirmalar/${sold.id}`);
    await page.getByTestId('auction-hammer').waitFor();
    expect(await textOf(page, 'hammer-price')).toBe(money(result.hammerPrice));
    expect(await textOf(page, 'winner-name')).toBe(result.winnerName);
    expect(await page.getByTestId('bid-form').count()).toBe(0);
    // The history stays: as many rows as bids, up to the last 10, under its header row.
    const history = page.getByTestId('bid-history');
    await history.scrollIntoViewIfNeeded();
    await eventually(() => history.getByRole('row').count(), Math.min(sold.bidCount, 10) + 1);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

test('an archived group shows its totals and sorts its lots by price', async () => {
  const infos = await api<Record<string, string>>('/api/infos');
  const archive = infos.auction_archive_id;
  if (!archive) throw new Error('no auction_archive_id');
  const groups = await api<{ r: ContainerRow[] }>('/api/list/containers', {
    parent: archive,
    p: 0,
    c: 20,
  });
  // A group with sold lots: the archive also holds groups other browser tests ended without
  // a sale (a lot below its reserve, lots cancelled).
  let group: ContainerRow | undefined;
  let detail: ContainerDetail | undefined;
  for (const row of groups.r.filter((r) => r.isFinalContainer && r.totalBidCount > 0)) {
    const read = await api<ContainerDetail>(`/api/containers/${row.id}`);
    if (read.soldCount > 0) {
      group = row;
      detail = read;
      break;
    }
  }
  if (group === undefined || detail === undefined) {
    throw new Error('demo archive has no group with sold lots');
  }
  expect(detail.soldCount).toBeGreaterThan(0);
  const lots = await api<{ r: AuctionRow[] }>('/api/list/auctions', {
    group: group.id,
    orderBy: 'currentAmount',
    orderDir: 'desc',
    p: 0,
    c: 20,
  });
  const prices = lots.r.map(priceOf);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const { page, errors, close } = await openPage(browser);
  try {
    await page.goto(`/arsiv/${group.id}`);
    await page.getByTestId('group-results').waitFor();
    expect(await textOf(page, 'group-sold-count')).toBe(
      `${detail.soldCount} / ${detail.totalAuctionsCount}`,
    );
    expect(await textOf(page, 'group-hammer-total')).toBe(money(detail.hammerTotal));
    expect(await textOf(page, 'group-bid-count')).toBe(String(detail.totalBidCount));
    // Each sold lot's card names its price the hammer price.
    await page.getByTestId('auction-card').first().waitFor();
    expect(await page.getByTestId('hammer-price').count()).toBe(detail.soldCount);

    await page.getByLabel('Sıralama').selectOption({ label: 'Fiyata göre (azalan)' });
    await page.waitForURL(`**/arsiv/${group.id}?siralama=fiyat-azalan`);
    await eventually(
      () => cardLinks(page),
      lots.r.map((lot) => `/acik-arttirmalar/${lot.id}`),
    );
    expect(await page.getByTestId('auction-card').first().textContent()).toContain(
      money(prices[0] ?? 0),
    );
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

test("the demo member's won page lists hammer prices and the unpaid total", async () => {
  const { page, errors, close } = await openPage(browser);
  try {
    await signInThroughUi(page);
    // What the server says the member won, read with the member's own session.
    const won = await page.evaluate(async () => {
      const response = await fetch('/api/list/my-bids', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filter: 'won', p: 0, c: 50 }),
      });
      return ((await response.json()) as { r: MyBidRow[] }).r;
    });
    expect(won.length).toBeGreaterThan(0);
    const unpaid = won.filter((row) => !row.paid);
    const owed = unpaid.reduce((sum, row) => sum + row.currentAmount, 0);

    await page.goto('/hesabim/kazanan-arttirmalarim');
    await page.getByTestId('unpaid-total').waitFor();
    expect(await textOf(page, 'unpaid-total')).toBe(money(owed));
    await eventually(() => page.getByTestId('my-bid-row').count(), won.length);
    const shownPrices = await page
      .getByTestId('my-bid-row')
      .getByTestId('hammer-price')
      .allTextContents();
    expect(shownPrices).toEqual(won.map((row) => money(row.currentAmount)));
    const payments = await page.getByTestId('payment-state').allTextContents();
    expect(payments).toEqual(won.map((row) => (row.paid ? 'Ödendi' : 'Ödenmedi')));

    // The same sum as the server's own (over every won lot, not only the loaded rows).
    const summary = await page.evaluate(async () => {
      const response = await fetch('/api/fn/myWonSummary', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: null }),
      });
      return ((await response.json()) as { result: MyWonSummary }).result;
    });
    expect(summary).toMatchObject({ unpaidTotal: owed, unpaidCount: unpaid.length });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
