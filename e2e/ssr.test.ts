// The server renders a guest's first view of the public pages, and the browser
// makes that HTML live in place (hydration) instead of drawing the page again. Checked here
// in Chromium, by what the page shows and logs, never by a time:
//  - with JavaScript off, the page already shows the frame and its real content;
//  - with JavaScript on, the nodes the server sent are the ones left after hydration (not
//    drawn anew), no console error and no hydration warning appears;
//  - the page then works: a link navigates inside the page, the bid form answers a guest.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser } from './support/browser';
import { findPublicPages, PUBLIC_PAGES, type PublicPageKey } from './support/performance';

let browser: Browser;
let paths: Record<PublicPageKey, string>;
/** Text each page's server HTML must show, read from the public API as the apps read it. */
let expected: Record<PublicPageKey, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  const pages = await findPublicPages();
  paths = pages.paths;
  const { live, lot, group, news } = pages;
  expected = {
    home: live.name,
    // A card of the list (its order is the list's own): its link's label.
    auctions: 'Açık Arttırmaya Git',
    auction: lot.name,
    group: group.name,
    'news-list': news.title,
    news: news.title,
  };
});

afterAll(async () => {
  await browser.close();
});

function context(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    baseURL: baseURL(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    javaScriptEnabled,
  });
}

/** Console lines that must not appear: errors, and React's word on a failed hydration. */
function watchConsole(page: Page): string[] {
  const bad: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      /hydrat|\[ssr\]|react\.dev\/errors\/(418|419|422|423|425)/i.test(text)
    ) {
      bad.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => bad.push(`pageerror: ${error.message}`));
  return bad;
}

// Keeps the server's nodes before any script of the page runs (readyState 'interactive'
// comes after parsing, before deferred scripts), and marks the document: a full reload
// forgets the mark, a client-side navigation keeps it.
const keepServerNodes = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const w = window as unknown as Record<string, unknown>;
    w.__kmServerMain = document.getElementById('main');
    w.__kmServerNavbar = document.querySelector('[data-testid="navbar-links"]');
    w.__kmServerFirst = document.querySelector('#main [data-testid]');
    w.__kmDocument = 'server-page';
  });
};

describe.each(PUBLIC_PAGES)('%s (%s) rendered by the server', (key) => {
  test('shows the frame and the content with JavaScript off', async () => {
    const ctx = await context(false);
    try {
      const page = await ctx.newPage();
      const response = await page.goto(paths[key]);
      expect(response?.status()).toBe(200);
      // Hidden on a phone's width (the menu button shows instead), but in the page.
      await page.getByTestId('navbar-links').waitFor({ state: 'attached' });
      const main = (await page.locator('#main').textContent()) ?? '';
      expect(main).toContain(expected[key]);
      // The server's styles are in the head: the navbar is laid out, not bare text.
      const navbarDisplay = await page
        .getByTestId('navbar-links')
        .evaluate((element) => getComputedStyle(element).display);
      expect(['flex', 'grid', 'none']).toContain(navbarDisplay);
    } finally {
      await ctx.close();
    }
  });

  test('is hydrated in place, with no error or hydration warning', async () => {
    const ctx = await context(true);
    try {
      const page = await ctx.newPage();
      const bad = watchConsole(page);
      await page.addInitScript(keepServerNodes);
      await page.goto(paths[key]);
      // The footer appears once the page has settled: hydration and its effects are done.
      await page.getByTestId('site-footer').waitFor();
      const kept = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return {
          main: w.__kmServerMain !== null && w.__kmServerMain === document.getElementById('main'),
          navbar:
            w.__kmServerNavbar !== null &&
            w.__kmServerNavbar === document.querySelector('[data-testid="navbar-links"]'),
          // The first marked node of the page's view: for a remote's page, the remote's own.
          view:
            w.__kmServerFirst !== null &&
            (w.__kmServerFirst as Node).isConnected &&
            document.getElementById('main')?.contains(w.__kmServerFirst as Node) === true,
        };
      });
      expect(kept).toEqual({ main: true, navbar: true, view: true });
      expect(await page.locator('#main').textContent()).toContain(expected[key]);
      expect(bad).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

/**
 * Runs `steps` on a page of its own (JavaScript on, the server's nodes kept before any script),
 * then checks that no error or hydration warning was logged meanwhile.
 */
async function withServerPage(steps: (page: Page) => Promise<void>): Promise<void> {
  const ctx = await context(true);
  try {
    const page = await ctx.newPage();
    const bad = watchConsole(page);
    await page.addInitScript(keepServerNodes);
    await steps(page);
    expect(bad).toEqual([]);
  } finally {
    await ctx.close();
  }
}

/** 'server-page' while the document the server sent is still the one shown (no reload). */
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>).__kmDocument);

describe('after hydration the page works', () => {
  // styled-components names a component's class after the component's id. Were the server's
  // ids not the browser's (counted in the order modules ran, say: the server runs every app's
  // modules, the browser only the page's), the browser would, while hydrating, name each
  // server-drawn part anew and insert its CSS again under the new name, a name no element the
  // browser drew carries. A class's CSS here is all the rules of its name, written as `&`.
  test.each(['auction', 'news', 'home'] as const)(
    "%s: the browser makes none of the server's CSS again under other names",
    async (key) => {
      await withServerPage(async (page) => {
        const classCss = () => {
          const byName = new Map<string, string[]>();
          for (const sheet of document.styleSheets) {
            if (!(sheet.ownerNode as Element | null)?.hasAttribute('data-styled')) continue;
            for (const rule of sheet.cssRules) {
              const name = /^\.([\w-]+)/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1];
              if (!name) continue;
              const text = rule.cssText.split(`.${name}`).join('&');
              byName.set(name, [...(byName.get(name) ?? []), text]);
            }
          }
          return [...byName].map(([name, rules]) => [name, rules.join('\n')] as const);
        };
        await page.addInitScript(`(() => {
          const classCss = ${classCss.toString()};
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            window.__kmServerCss = classCss();
            window.__kmServerNodes = new WeakSet(document.querySelectorAll('*'));
          });
        })()`);
        await page.goto(paths[key]);
        await page.getByTestId('site-footer').waitFor();
        const server = await page.evaluate(
          () => (window as unknown as { __kmServerCss: [string, string][] }).__kmServerCss,
        );
        const now = await page.evaluate(classCss);
        const serverNames = new Set(server.map(([name]) => name));
        const serverCss = new Set(server.map(([, css]) => css));
        const candidates = now
          .filter(([name, css]) => !serverNames.has(name) && serverCss.has(css))
          .map(([name]) => name);
        // A class the browser drew on an element of its own is that element's; only a name
        // carried by no element the browser made is CSS made again for the server's parts.
        const remade = await page.evaluate((names) => {
          const serverNodes = (window as unknown as { __kmServerNodes: WeakSet<Element> })
            .__kmServerNodes;
          return names.filter((name) =>
            [...document.getElementsByClassName(name)].every((element) => serverNodes.has(element)),
          );
        }, candidates);
        expect(server.length).toBeGreaterThan(20);
        expect(remade).toEqual([]);
      });
    },
  );

  test('a link of the list opens the auction without reloading the document', async () => {
    await withServerPage(async (page) => {
      await page.goto(paths.auctions);
      await page.getByTestId('site-footer').waitFor();
      const card = page.locator('#main [data-testid="auction-card"] a[href^="/acik-arttirmalar/"]');
      const href = (await card.first().getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/acik-arttirmalar\/\d+$/);
      await card.first().click();
      await page.waitForURL(`**${href}`);
      await page.getByTestId('bid-form').waitFor();
      expect(await documentMark(page)).toBe('server-page');
    });
  });

  test('the bid form asks a guest to sign in, and its link opens the login page in place', async () => {
    await withServerPage(async (page) => {
      await page.goto(paths.auction);
      await page.getByTestId('site-footer').waitFor();
      const form = page.getByTestId('bid-form');
      await form.getByRole('button', { name: 'Teklif Ver' }).click();
      const note = page.getByTestId('bid-sign-in');
      await page.locator('[data-testid="bid-sign-in"][role="alert"]').waitFor();
      await note.getByRole('link', { name: 'Giriş Yap' }).click();
      await page.waitForURL('**/giris-yap');
      await page.getByTestId('login-form').waitFor();
      expect(await documentMark(page)).toBe('server-page');
    });
  });

  test("the home page's lower sections wake when scrolled near: the news code comes only then, and its link opens the item in place", async () => {
    await withServerPage(async (page) => {
      const newsCode: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/mf/news/')) newsCode.push(request.url());
      });
      await page.goto('/');
      await page.getByTestId('site-footer').waitFor();
      // The first screen is live; the news section further down is still the server's HTML.
      const link = page.getByTestId('home-news').locator('a[href^="/haberler/"]').first();
      expect(await link.count()).toBe(1);
      expect(newsCode).toEqual([]);
      const isLive = () =>
        link.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber')));
      expect(await isLive()).toBe(false);

      await link.scrollIntoViewIfNeeded();
      // Hydrated once React has taken the server's element over (its fiber is on the node).
      await link.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const check = () =>
              Object.keys(element).some((k) => k.startsWith('__reactFiber'))
                ? resolve()
                : setTimeout(check, 50);
            check();
          }),
      );
      expect(await isLive()).toBe(true);
      expect(newsCode.length).toBeGreaterThan(0);
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL(`**${href}`);
      await page.getByTestId('news-detail-page').waitFor();
      expect(await documentMark(page)).toBe('server-page');
    });
  });
});
