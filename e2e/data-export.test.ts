// A member's own data (KVKK md. 11) in the real site: a member bids on a lot and watches
// another, opens /hesabim/verilerim from the account menu, sees their bid there, and downloads
// the JSON file: it holds their bid and watch and nothing of another member who bid and
// watched in the same group. Both are seeded members of this file's own; the group is made
// here, so no other test's auctions change.
import { readFile } from 'node:fs/promises';
import type { MyDataExport } from '@kanat/shared/contracts';
import type { Browser, Page } from 'playwright-core';
import { confirmBid, money } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots, type TestGroup } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';

let browser: Browser;
let exporter: SeededMember;
let other: SeededMember;
let group: TestGroup;

beforeAll(async () => {
  browser = await launchBrowser();
  const staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  exporter = await seededMember(staff.page, 10);
  other = await seededMember(staff.page, 11);
  group = await createGroupWithLots(staff.page, {
    name: `Veri dökümü ${Date.now()}`,
    endingTime: Date.now() + 6 * 3600 * 1000,
    staggerSeconds: null,
    lots: ['Döküm Alaca', 'Döküm Kızıl', 'Döküm Mavi', 'Döküm Gök'],
  });
  await staff.close();
});
afterAll(async () => {
  await browser.close();
});

/** Bids the suggested first bid (the starting price) on the lot. */
async function bid(page: Page, lotId: string, amount: number): Promise<void> {
  await page.goto(`/acik-arttirmalar/${lotId}`);
  const form = page.getByTestId('bid-form');
  await form.waitFor();
  expect(Number(await form.getByLabel('Teklifiniz (TL)').inputValue())).toBe(amount);
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('confirm-dialog').waitFor();
  await confirmBid(page);
  await toast(page, 'Teklif başarıyla verildi');
  await page
    .getByTestId('current-price')
    .filter({ hasText: money(amount) })
    .waitFor();
}

/** Watches the lot from its page. */
async function watch(page: Page, lotId: string): Promise<void> {
  await page.goto(`/acik-arttirmalar/${lotId}`);
  const button = page.getByTestId('watch-button').first();
  await button.waitFor();
  await button.click();
  await page.locator('[data-testid="watch-button"][aria-pressed="true"]').first().waitFor();
}

describe("a member's data, seen and downloaded", () => {
  let tabs: WatchedPage[] = [];
  afterEach(async () => {
    for (const tab of tabs) await tab.close();
    tabs = [];
  });

  test('the file holds my bid and watch and nothing of another member', async () => {
    const [first, second, third, fourth] = group.lotIds as [string, string, string, string];
    const them = await openPage(browser);
    const me = await openPage(browser);
    tabs = [them, me];

    // Another member bids and watches in the same group.
    await signIn(them.page, other);
    await bid(them.page, third, 700);
    await watch(them.page, fourth);

    await signIn(me.page, exporter);
    await bid(me.page, first, 500);
    await watch(me.page, second);

    const page = me.page;
    await page.goto('/hesabim');
    await page.getByTestId('account-area').getByRole('link', { name: 'Verilerim' }).click();
    await page.waitForURL('**/hesabim/verilerim');
    const bids = page.locator('[data-testid="my-data-section"][data-key="bids"]');
    await bids.getByText('Döküm Alaca').waitFor();
    await page
      .locator('[data-testid="my-data-section"][data-key="watches"]')
      .getByText(`Açık arttırma #${second}`)
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Verilerimi indir (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kanat-mezat-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const document = JSON.parse(text) as MyDataExport;
    expect(document.memberId).toBe(exporter.uid);
    const rows = (key: string) => document.sections.find((s) => s.key === key)?.rows ?? [];
    expect(rows('profile')).toEqual([
      expect.objectContaining({ id: exporter.uid, phoneNumber: exporter.phone }),
    ]);
    expect(rows('bids')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          auctionId: Number(first),
          amount: 500,
          auctionName: 'Döküm Alaca',
        }),
      ]),
    );
    expect(rows('watches')).toEqual(
      expect.arrayContaining([expect.objectContaining({ auctionId: Number(second) })]),
    );
    for (const theirs of [other.uid, other.phone, other.fullname, other.username, 'Döküm Mavi']) {
      expect(text).not.toContain(theirs);
    }
    expect(them.errors).toEqual([]);
    expect(me.errors).toEqual([]);
  });
});
