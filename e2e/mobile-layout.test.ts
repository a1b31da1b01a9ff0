// Phone items at 390 px: every filter tab of /acik-arttirmalar is whole and in sight (no label
// cut off, no tab hidden in a sideways strip); /haberler opens on the news, with the search
// above them and the side panels after them; the console's member pages keep their section
// tabs on one row and their search one clear button (issue 34).
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, sidewaysOverflow, type WatchedPage } from './support/browser';
import { DEMO_STAFF, signIn } from './support/console/sign-in';

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

  test('the console’s member pages: the section tabs on one row, one clear button in the search', async () => {
    // Signed in at a desktop's width (the phone's menu folds the account away), then a phone.
    tab = await openPage(browser);
    const { page } = tab;
    await signIn(page, DEMO_STAFF);
    await page.setViewportSize(PHONE);
    await page.goto('/yonetim/uyeler?sekme=tum');
    const tabs = page.getByRole('tablist', { name: 'Üye bölümleri' }).getByRole('tab');
    await tabs.first().waitFor();
    const boxes = await tabs.evaluateAll((elements) =>
      elements.map((el) => {
        const box = el.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          right: box.right,
          clipped: el.scrollWidth > el.clientWidth,
        };
      }),
    );
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    for (const box of boxes) {
      expect(box.clipped).toBe(false);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }

    const search = page.getByRole('searchbox', { name: 'Üye ara' });
    await search.fill('Demir');
    // One way to clear it: the form's own button, not the browser's as well.
    const clears = await page.getByRole('search').evaluate((form) => {
      const input = form.querySelector('input[type="search"]') as HTMLInputElement;
      // The browser's own × is switched off by a rule of the page's styles for this input.
      const rules = [...document.styleSheets].flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return [];
        }
      });
      const nativeOff = rules.some((rule) => {
        if (!(rule instanceof CSSStyleRule)) return false;
        return rule.selectorText.split(',').some((selector) => {
          const [owner, pseudo] = selector.trim().split('::');
          return (
            pseudo === '-webkit-search-cancel-button' &&
            owner !== undefined &&
            input.matches(owner) &&
            (rule.style.appearance === 'none' || rule.style.display === 'none')
          );
        });
      });
      const buttons = [...form.querySelectorAll('button')].filter((b) =>
        /temizle/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
      );
      return { native: !nativeOff, own: buttons.length };
    });
    expect(clears).toEqual({ native: false, own: 1 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
