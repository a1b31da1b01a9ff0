// Two phone items at 390 px: every filter tab of /acik-arttirmalar is whole and in
// sight (no label cut off, no tab hidden in a sideways strip), and /haberler opens on the
// news, with the search above them and the side panels after them.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('on a 390-px phone', () => {
  let tab: WatchedPage;
  afterEach(async () => {
    await tab?.close();
  });

  test('the four filter tabs of /acik-arttirmalar are whole, in sight and each can be chosen', async () => {
    tab = await openPage(browser, PHONE);
    const { page } = tab;
    await page.goto('/acik-arttirmalar');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual([
      'Tümü',
      'Devam Edenler',
      'Bitmek Üzere Olanlar',
      'Süresi Dolanlar',
    ]);

    const shapes = await tabs.evaluateAll((elements) =>
      elements.map((el) => {
        const box = el.getBoundingClientRect();
        // The label's own extent: a clipped label is wider or taller than the box showing it.
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        return {
          label: el.textContent,
          clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
          textInside:
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5 &&
            text.top >= box.top - 0.5 &&
            text.bottom <= box.bottom + 0.5,
          inViewport: box.left >= 0 && box.right <= window.innerWidth,
        };
      }),
    );
    for (const shape of shapes) {
      expect(shape).toEqual({
        label: shape.label,
        clipped: false,
        textInside: true,
        inViewport: true,
      });
    }
    // Nothing spills sideways off the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The last tab is reached with a plain tap, no sideways scroll first.
    const last = tabs.last();
    await last.click({ trial: true });
    await last.click();
    await page.waitForURL(/durum=suresi-dolanlar/);
    // The address changes first; the tab is drawn selected on the render that follows.
    await page
      .locator('[role="tab"][aria-selected="true"]')
      .filter({ hasText: (await last.textContent()) ?? '' })
      .waitFor();
  });

  test('/haberler opens on the news: search on top, the list on the first screen, panels after', async () => {
    tab = await openPage(browser, PHONE);
    const { page } = tab;
    await page.goto('/haberler');
    const firstCard = page.getByTestId('news-grid').getByTestId('news-card').first();
    await firstCard.waitFor();
    const search = page.getByRole('searchbox');
    const panel = page.getByTestId('news-side-panel');

    const top = async (locator: typeof panel) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error('not drawn');
      return box;
    };
    const [searchBox, cardBox, panelBox] = [
      await top(search),
      await top(firstCard),
      await top(panel),
    ];
    // Search within reach at the top, above the news.
    expect(searchBox.y + searchBox.height).toBeLessThanOrEqual(cardBox.y);
    expect(searchBox.y).toBeLessThan(PHONE.height / 2);
    // The first news item starts on the first screen, and the side panels come after it.
    expect(cardBox.y).toBeLessThan(PHONE.height / 2);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(panelBox.y);
  });
});
