// The watchlist in the real site: a member watches an auction from its card and a
// group from its page, finds both in /hesabim/takip-ettiklerim, removes one, and it stays gone
// after a reload. The member is a seeded one of its own (found by staff through the console),
// so the demo member's sign-in codes stay with the other browser tests.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';

let browser: Browser;
let watcher: SeededMember;
beforeAll(async () => {
  browser = await launchBrowser();
  const staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  watcher = await seededMember(staff.page, 5);
  await staff.close();
});
afterAll(async () => {
  await browser.close();
});

/** Waits until `button` shows `pressed` with no change on its way (the server has answered). */
function settled(button: Locator, pressed: boolean): Promise<void> {
  return button
    .and(button.page().locator(`[aria-pressed="${pressed}"]:not([aria-disabled])`))
    .waitFor();
}

const watchRows = (page: Page) => page.getByTestId('watch-row');

describe('the watchlist', () => {
  let tab: WatchedPage;
  afterEach(async () => {
    await tab?.close();
  });

  test('watch an auction from its card and a group from its page, then remove one', async () => {
    tab = await openPage(browser);
    const { page, errors } = tab;
    await signIn(page, watcher);

    // An auction, from its card in the list.
    await page.goto('/acik-arttirmalar');
    const card = page.getByTestId('auction-card').first();
    await card.waitFor();
    const auctionName = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const cardButton = card.getByTestId('watch-button');
    expect(await cardButton.getAttribute('aria-pressed')).toBe('false');
    const size = async () => {
      const box = await card.boundingBox();
      return box && { width: Math.round(box.width), height: Math.round(box.height) };
    };
    const before = await size();
    await cardButton.click();
    await settled(cardButton, true);
    expect(await cardButton.textContent()).toBe('Takip ediliyor');
    // The button lies over the photo: the card keeps its size (hovered, it lifts a little).
    expect(await size()).toEqual(before);

    // A group, from its own page.
    await page.goto('/grup-ihaleler');
    const groupCard = page.getByTestId('group-card').first();
    await groupCard.waitFor();
    const groupName = (await groupCard.getByRole('heading').textContent())?.trim() ?? '';
    await groupCard.getByRole('heading').getByRole('link').click();
    const summary = page.getByTestId('container-summary');
    await summary.getByRole('heading', { name: groupName }).waitFor();
    const groupButton = summary.getByTestId('watch-button');
    // Keyboard: the toggle is a plain button, pressed with Enter.
    await groupButton.focus();
    await page.keyboard.press('Enter');
    await settled(groupButton, true);

    // Both are in the account's watchlist, from its menu.
    await page.goto('/hesabim');
    await page.getByTestId('account-area').getByRole('link', { name: 'Takip ettiklerim' }).click();
    await page.waitForURL('**/hesabim/takip-ettiklerim');
    await watchRows(page).first().waitFor();
    expect(await watchRows(page).count()).toBe(2);
    const group = watchRows(page).filter({ hasText: groupName });
    const auction = watchRows(page).filter({ hasText: auctionName });
    expect(await group.getByText('Grup ihale').count()).toBe(1);
    expect(await auction.getByText('Açık arttırma', { exact: true }).count()).toBe(1);
    expect(await auction.getByTestId('watch-price').textContent()).toMatch(/ TL$/);

    // The auction goes; after a reload it is still gone and the group still there.
    await auction.getByRole('button', { name: `Takipten çıkar: ${auctionName}` }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'takip listenizden çıkarıldı' })
      .first()
      .waitFor();
    expect(await watchRows(page).count()).toBe(1);
    await page.reload();
    await watchRows(page).first().waitFor();
    expect(await watchRows(page).count()).toBe(1);
    expect(await watchRows(page).first().textContent()).toContain(groupName);

    // The group's card says so too: the list asked for its cards' state.
    await page.goto('/grup-ihaleler');
    await settled(
      page.getByTestId('group-card').filter({ hasText: groupName }).getByTestId('watch-button'),
      true,
    );
    expect(errors).toEqual([]);
  });

  test('a guest is sent to sign in from a card the server drew', async () => {
    tab = await openPage(browser, { width: 390, height: 844 });
    const { page, errors } = tab;
    await page.goto('/acik-arttirmalar');
    expect(await page.locator('script#km-ssr').count()).toBe(1);
    // A card below the first screen: the server's HTML until it is scrolled near.
    const button = page.getByTestId('auction-card').nth(3).getByTestId('watch-button');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await button.textContent()).toBe('Takip et');
    await button.click();
    await page.waitForURL('**/giris-yap');
    await page.getByTestId('login-form').waitFor();
    expect(errors).toEqual([]);
  });
});
