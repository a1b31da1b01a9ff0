// Every route of SPEC §2 renders inside the shell with navbar and footer, and never crashes.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const remoteRoutes: Array<[string, string]> = [
  ['/acik-arttirmalar', 'mf-auctions-routes'],
  ['/acik-arttirmalar/1', 'mf-auctions-routes'],
  ['/grup-ihaleler', 'mf-auctions-routes'],
  ['/grup-ihaleler/1', 'mf-auctions-routes'],
  ['/arsiv', 'mf-auctions-routes'],
  ['/arsiv/1', 'mf-auctions-routes'],
  ['/katilimcilar', 'mf-auctions-routes'],
  ['/haberler', 'mf-news-routes'],
  ['/haberler/1', 'mf-news-routes'],
  ['/galeri', 'mf-news-routes'],
  ['/giris-yap', 'mf-account-routes'],
  ['/giris-yap/sifremi-unuttum', 'mf-account-routes'],
  ['/sifre-yenile?token=bozuk', 'mf-account-routes'],
  ['/kayit-ol', 'mf-account-routes'],
  ['/kayit-ol/basarili', 'mf-account-routes'],
  ['/kurumsal/hakkimizda', 'mf-corporate-routes'],
  ['/kurumsal/kullanim-kosullari', 'mf-corporate-routes'],
  ['/kurumsal/gizlilik-politikasi', 'mf-corporate-routes'],
  ['/kurumsal/cerez-politikasi', 'mf-corporate-routes'],
  ['/iletisim', 'mf-corporate-routes'],
  ['/yonetim', 'mf-admin-routes'],
];

describe('every route renders inside the shell', () => {
  test.each(remoteRoutes)(
    '%s renders its section with navbar and footer',
    async (route, testId) => {
      const { page, errors, close } = await openPage(browser);
      try {
        await page.goto(route);
        await page.getByTestId(testId).waitFor();
        expect(await page.locator('header nav').first().isVisible()).toBe(true);
        // The footer comes once the page has settled (shell/src/federation/page-settled.ts).
        await page.locator('footer').first().waitFor();
        expect(await page.getByTestId('remote-fallback').count()).toBe(0);
        // Section content, not an empty frame.
        const text = ((await page.getByTestId(testId).textContent()) ?? '').trim();
        expect(text.length).toBeGreaterThan(3);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  test('/kurumsal redirects to /kurumsal/hakkimizda', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/kurumsal');
      await page.waitForURL('**/kurumsal/hakkimizda');
      await page.getByTestId('mf-corporate-routes').waitFor();
    } finally {
      await close();
    }
  });

  test.each(['/hesabim', '/hesabim/bilgilerim', '/guvercinlerim'])(
    'guest visiting %s is sent to login',
    async (route) => {
      const { page, close } = await openPage(browser);
      try {
        await page.goto(route);
        await page.waitForURL('**/giris-yap**');
        await page.getByTestId('mf-account-routes').waitFor();
      } finally {
        await close();
      }
    },
  );

  test('home page shows the shell frame and footer copyright', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/');
      await page.locator('footer').getByText('2023').first().waitFor();
      expect(await page.locator('header nav').first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('/500 shows the generic error page', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/500');
      await page.getByText('Bir Şeyler Yanlış Gitti').waitFor();
      // The footer comes once the page has settled (shell/src/federation/page-settled.ts).
      await page.locator('footer').first().waitFor();
    } finally {
      await close();
    }
  });

  test('an unknown path shows not-found with a home link', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/boyle-bir-sayfa-yok');
      const home = page.locator('main a[href="/"]').first();
      await home.waitFor();
      await home.click();
      await page.waitForURL((u) => u.pathname === '/');
    } finally {
      await close();
    }
  });

  test('navigating scrolls back to the top', async () => {
    const { page, close } = await openPage(browser, { height: 500 });
    try {
      await page.goto('/kurumsal/hakkimizda');
      await page.getByTestId('mf-corporate-routes').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.locator('footer a[href="/iletisim"]').first().click();
      await page.waitForURL('**/iletisim');
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await close();
    }
  });
});

/** The `<title>` the server sends for `path`, from the page's HTML; it must be the only one. */
async function servedTitle(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  const html = await response.text();
  expect(html.match(/<title[\s>]/gi) ?? []).toHaveLength(1);
  const head = html.slice(0, html.indexOf('</head>'));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error(`${path}: no <title> in the head`);
  return title
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Waits for the tab's title to become `expected`, then says what it is if it did not. */
async function expectTitle(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((title) => document.title === title, expected).catch(() => undefined);
  expect(await page.title()).toBe(expected);
}

describe("the document's title", () => {
  test('follows the visitor from page to page and back, as the server titles each URL', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/');
      // Gone if the document were loaded again: every move below stays in the page.
      await page.evaluate(() => {
        (window as { kmSameDocument?: boolean }).kmSameDocument = true;
      });
      const home = await servedTitle(page, '/');
      expect(home).toBe('Kanat Mezat');
      await expectTitle(page, home);

      const auctionLink = page.locator('#main a[href^="/acik-arttirmalar/"]').first();
      const auctionPath = (await auctionLink.getAttribute('href')) ?? '';
      expect(auctionPath).toMatch(/^\/acik-arttirmalar\/\d+$/);
      await auctionLink.click();
      await page.waitForURL(`**${auctionPath}`);
      const auction = await servedTitle(page, auctionPath);
      expect(auction).toMatch(/^.+ \| Kanat Mezat$/);
      await expectTitle(page, auction);

      await page.locator('footer a[href="/haberler"]').first().click();
      await page.waitForURL('**/haberler');
      const news = await servedTitle(page, '/haberler');
      expect(news).toBe('Haberler | Kanat Mezat');
      await expectTitle(page, news);

      const itemLink = page
        .locator('#main [data-testid="news-card"] a[href^="/haberler/"]')
        .first();
      const itemPath = (await itemLink.getAttribute('href')) ?? '';
      expect(itemPath).toMatch(/^\/haberler\/\d+$/);
      await itemLink.click();
      await page.waitForURL(`**${itemPath}`);
      await page.getByTestId('news-detail-page').waitFor();
      const item = await servedTitle(page, itemPath);
      expect(item).not.toBe(news);
      await expectTitle(page, item);

      // History back shows each earlier page under its own title again.
      await page.goBack();
      await page.waitForURL('**/haberler');
      await expectTitle(page, news);
      await page.goBack();
      await page.waitForURL(`**${auctionPath}`);
      await expectTitle(page, auction);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expectTitle(page, home);

      expect(
        await page.evaluate(() => (window as { kmSameDocument?: boolean }).kmSameDocument),
      ).toBe(true);
      expect(await page.locator('title').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
