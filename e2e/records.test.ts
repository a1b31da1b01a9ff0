// The records page in Chromium against the real server and the demo data: reached from the
// archive, it lists the highest prices paid, highest first; the first one's price is the hammer
// price its own auction page reports; a year narrows the list; a phone reads it without
// sideways scrolling.
import type { RecordsResult, SaleReport } from '@kanat/shared/contracts';
import type { Browser } from 'playwright-core';
import { getAuction } from './support/auctions';
import { baseURL, launchBrowser, openPage, PHONE, sidewaysOverflow } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('the archive leads to the records; the top price is its auction’s hammer price; a year narrows them', async () => {
  const all = (await (await fetch(`${baseURL()}/api/records`)).json()) as RecordsResult;
  const top = all.records[0];
  if (top === undefined) throw new Error('the demo data has no sold lot');
  const prices = all.records.map((row) => row.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  // The links are followed by the live page (openPage waits for it after each goto).
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
    await page.goto('/arsiv');
    await page.getByRole('link', { name: 'Rekorlar' }).click();
    await page.waitForURL('**/rekorlar');
    const rows = page.getByTestId('price-record');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(all.records.length);
    expect(digits(await rows.first().locator('strong').textContent())).toBe(String(top.price));

    // The same sale, read from its own page: the hammer price it reports is the record.
    if (top.kind === 'auction') {
      const id = top.href.split('/').pop() as string;
      const { result } = await getAuction(id);
      expect(result?.hammerPrice).toBe(top.price);
    }

    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);

    const year = all.years[all.years.length - 1];
    if (year !== undefined) {
      await page
        .getByRole('navigation', { name: 'Yıllar' })
        .getByRole('link', { name: String(year), exact: true })
        .click();
      await page.waitForFunction((wanted) => window.location.search === wanted, `?yil=${year}`);
      const ofYear = (await (
        await fetch(`${baseURL()}/api/records?yil=${year}`)
      ).json()) as RecordsResult;
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="price-record"]').length === count,
        ofYear.records.length,
      );
      for (const shown of await rows.locator('time').allTextContents()) {
        expect(shown).toContain(String(year));
      }
    }
  } finally {
    await close();
  }
  expect(errors).toEqual([]);
}, 240_000);

test('an ended group links to its sale report, whose figures are the server’s', async () => {
  const all = (await (await fetch(`${baseURL()}/api/records`)).json()) as RecordsResult;
  const sold = all.records.find((row) => row.kind === 'auction' && row.saleName !== null);
  if (sold === undefined) throw new Error('the demo data has no lot sold in a group');
  const { auction } = await getAuction(sold.href.split('/').pop() as string);
  const groupId = auction.parent as string;
  const report = (await (
    await fetch(`${baseURL()}/api/containers/${groupId}/report`)
  ).json()) as SaleReport;

  // The links are followed by the live page (openPage waits for it after each goto).
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
    await page.goto(`/grup-ihaleler/${groupId}`);
    await page.getByRole('link', { name: 'Satış raporu' }).click();
    await page.waitForFunction(
      (path) => window.location.pathname === path,
      `/arsiv/${groupId}/rapor`,
    );
    const figures = page.getByTestId('report-figures');
    await figures.waitFor();
    const value = async (label: string) =>
      digits(await figures.locator('div', { hasText: label }).first().locator('dd').textContent());
    expect(await value('Satışa çıkan')).toBe(String(report.lots));
    expect(await value('Satılan')).toBe(String(report.sold));
    expect(await value('Toplam')).toBe(String(report.total));
    const top = page.getByTestId('report-top-lot');
    expect(await top.count()).toBe(report.top.length);
    // The record this test started from is among the group's top prices.
    expect(report.top.map((lot) => lot.price)).toContain(sold.price);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await close();
  }
  expect(errors).toEqual([]);
}, 240_000);
