// The records page in Chromium against the real server and the demo data: reached from the
// archive, it lists the highest prices paid, highest first; the first one's price is the hammer
// price its own auction page reports; a year narrows the list; a phone reads it without
// sideways scrolling.
import type { RecordsResult } from '@kanat/shared/contracts';
import type { Browser } from 'playwright-core';
import { getAuction } from './support/auctions';
import { baseURL, launchBrowser } from './support/browser';
import { newContext } from './support/content';

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

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  const errors: string[] = [];
  try {
    const page = await phone.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
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

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const year = all.years[all.years.length - 1];
    if (year !== undefined) {
      await page.getByLabel('Yıl', { exact: true }).selectOption(String(year));
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
    await phone.close();
  }
  expect(errors).toEqual([]);
}, 240_000);
