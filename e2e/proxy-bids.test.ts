// Maximum (proxy) bids in the real site: two members with maxima fight over one
// auction in two browsers; each sees the price live and only their own maximum.
import { minNextBid } from '@kanat/shared/rules';
import type { Browser, Page } from 'playwright-core';
import { auctionForBoth, confirmBid, getAuction, money, sessionOf } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { DEMO_STAFF, seededMember, signIn } from './support/console/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Sends the form's amount as a maximum, or as one bid, and confirms. */
async function send(page: Page, amount: number, maximum: boolean): Promise<void> {
  const form = page.getByTestId('bid-form');
  await form.getByRole('radio', { name: maximum ? 'Azami teklif' : 'Tek teklif' }).check();
  await form.getByLabel(maximum ? 'Azami teklifiniz (TL)' : 'Teklifiniz (TL)').fill(String(amount));
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('confirm-dialog').waitFor();
  await confirmBid(page);
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const price = (page: Page, amount: number) =>
  page
    .getByTestId('current-price')
    .filter({ hasText: money(amount) })
    .waitFor();

describe('maximum bids', () => {
  let ayse: WatchedPage;
  let zeynep: WatchedPage;
  afterEach(async () => {
    await ayse?.close();
    await zeynep?.close();
  });

  test('two maxima fight: prices live and each maximum private on both screens', async () => {
    ayse = await openPage(browser);
    zeynep = await openPage(browser);
    // Zeynep is the demo data's staff member (staff are members too, and may bid on others'
    // pigeons); Ayşe a seeded member of this test's own, found by Zeynep through the console,
    // so the demo member's sign-in codes stay with the other browser tests.
    await signIn(zeynep.page, DEMO_STAFF);
    await signIn(ayse.page, await seededMember(zeynep.page, 4));
    const detail = await auctionForBoth(await sessionOf(ayse.page), await sessionOf(zeynep.page));
    const path = `/acik-arttirmalar/${detail.auction.id}`;
    const start = detail.auction.currentBid?.amount ?? detail.auction.startingBid;
    const first = detail.auction.bidCount === 0 ? start : minNextBid(start);

    await ayse.page.goto(path);
    await zeynep.page.goto(path);
    await ayse.page.getByTestId('bid-form').waitFor();
    await zeynep.page.getByTestId('bid-form').waitFor();

    // Ayşe's maximum: she leads at the minimum, and only she sees how far she would go.
    const ayseMax = minNextBid(minNextBid(minNextBid(first)));
    await send(ayse.page, ayseMax, true);
    await toast(ayse.page, 'Azami teklifiniz kaydedildi');
    await price(ayse.page, first);
    await ayse.page
      .getByTestId('own-maximum')
      .filter({ hasText: `Azami teklifiniz: ${money(ayseMax)}` })
      .waitFor();
    await price(zeynep.page, first);
    expect(await zeynep.page.getByTestId('own-maximum').count()).toBe(0);
    expect(await zeynep.page.getByTestId('bid-form').textContent()).not.toContain(money(ayseMax));

    // Zeynep's higher maximum bids Ayşe's up in full, then leads one step above it.
    // Off the step ladder, so no price or minimum on either page can equal it by chance.
    const zeynepMax = minNextBid(minNextBid(minNextBid(minNextBid(ayseMax)))) + 130;
    await send(zeynep.page, zeynepMax, true);
    await toast(zeynep.page, 'Azami teklifiniz kaydedildi');
    const afterMaxima = minNextBid(ayseMax);
    await price(zeynep.page, afterMaxima);
    await price(ayse.page, afterMaxima);
    await zeynep.page
      .getByTestId('own-maximum')
      .filter({ hasText: `Azami teklifiniz: ${money(zeynepMax)}` })
      .waitFor();
    // Ayşe learns her maximum was beaten, live, and never sees Zeynep's.
    await ayse.page
      .getByTestId('own-maximum')
      .filter({ hasText: `Azami teklifiniz (${money(ayseMax)}) aşıldı.` })
      .waitFor();
    expect(await ayse.page.locator('main').textContent()).not.toContain(money(zeynepMax));

    // Ayşe bids once more by hand: Zeynep's maximum answers at once.
    const single = minNextBid(afterMaxima);
    await send(ayse.page, single, false);
    const answered = minNextBid(single);
    expect(answered).toBeLessThan(zeynepMax);
    await toast(ayse.page, `Güncel fiyat: ${money(answered)}`);
    await price(ayse.page, answered);
    await price(zeynep.page, answered);
    const top = zeynep.page.getByTestId('bid-history').locator('tbody tr').first();
    await top.filter({ hasText: money(answered) }).waitFor();
    expect(await top.textContent()).toContain('otomatik');
    expect(await zeynep.page.getByText('En yüksek teklif sizin.', { exact: true }).count()).toBe(1);
    expect(await ayse.page.locator('main').textContent()).not.toContain(money(zeynepMax));

    // The server agrees: Zeynep leads at that price.
    const stored = await getAuction(detail.auction.id);
    expect(stored.auction.currentBid?.amount).toBe(answered);
    expect(stored.bids[0]).toMatchObject({ amount: answered, auto: true });
    expect(ayse.errors).toEqual([]);
    expect(zeynep.errors).toEqual([]);
  });
});
