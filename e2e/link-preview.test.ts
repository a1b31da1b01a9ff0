// A link shared in WhatsApp, Telegram or Facebook shows the page's picture, title
// and price, and search engines read the page's structured data. Their bots run no script:
// each page kind is fetched here as WhatsApp, Facebook's crawler and Googlebot fetch it, and
// its head is read from the HTML as they read it. Pictures and the sitemap are opened in
// Chromium (its image decoder and XML parser), as a preview or a crawler would.
import type { AuctionDetail, ContainerRow } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import {
  BOT_USER_AGENTS,
  jsonLdByType,
  jsonLdProblems,
  type ReadHead,
  readHead,
} from '@kanat/testkit/link-preview-fixtures';
import type { Browser, Page } from 'playwright-core';
import { getAuction } from './support/auctions';
import { baseURL, launchBrowser } from './support/browser';
import { listPage, siteInfo } from './support/content';
import { findPublicPages, type PublicPages } from './support/performance';

let browser: Browser;
let page: Page;
let pages: PublicPages;
let auction: AuctionDetail;
let archived: ContainerRow | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  // The site's pictures are for its own pages (cross-origin-resource-policy): open them from one.
  await page.goto(`${baseURL()}/robots.txt`);
  pages = await findPublicPages();
  auction = await getAuction(pages.lot.id);
  const archiveRoot = (await siteInfo()).auction_archive_id;
  archived = archiveRoot
    ? (await listPage<ContainerRow>('containers', { parent: archiveRoot, p: 0, c: 1 })).r[0]
    : undefined;
});

afterAll(async () => {
  await browser.close();
});

async function fetchAs(path: string, userAgent: string) {
  return fetch(`${baseURL()}${path}`, { headers: { 'user-agent': userAgent } });
}

/** The page as the bot reads it: status 200, its head, and JSON-LD valid by schema.org. */
async function headAs(path: string, userAgent: string): Promise<ReadHead> {
  const response = await fetchAs(path, userAgent);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const head = readHead(await response.text());
  for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
    expect([key, typeof head.meta[key]]).toEqual([key, 'string']);
  }
  expect(head.meta['og:site_name']).toBe('Kanat Mezat');
  expect(head.meta['og:locale']).toBe('tr_TR');
  expect(head.meta['og:url']).toBe(head.canonical);
  expect(head.canonical?.startsWith(`${baseURL()}/`)).toBe(true);
  expect(Number(head.meta['og:image:width'])).toBeGreaterThan(0);
  expect(Number(head.meta['og:image:height'])).toBeGreaterThan(0);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  for (const item of head.jsonLd) expect(jsonLdProblems(item)).toEqual([]);
  const types = Object.keys(jsonLdByType(head.jsonLd));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
  return head;
}

/** The picture at an absolute address as Chromium decodes it: its natural size. */
async function pictureSize(url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

describe.each(Object.entries(BOT_USER_AGENTS))('as %s', (_bot, userAgent) => {
  test('an auction: its name, current price, end and preview picture', async () => {
    const head = await headAs(pages.paths.auction, userAgent);
    const { name } = auction.auction;
    const price = auction.auction.currentBid?.amount ?? auction.auction.startingBid;
    expect(head.title).toBe(`${name} | Kanat Mezat`);
    expect(head.meta['og:title']).toBe(name);
    expect(head.meta['og:type']).toBe('product');
    expect(head.meta['og:description']).toContain(formatMoney(price));
    expect(head.meta['product:price:amount']).toBe(String(price));
    const product = jsonLdByType(head.jsonLd).Product;
    expect(product).toMatchObject({
      name,
      offers: { price, priceCurrency: 'TRY', availability: 'https://schema.org/InStock' },
    });
    const photo = auction.auction.pigeon.pictures[0];
    if (photo) expect(product?.image).toContain(`${baseURL()}${photo}`);
    const image = head.meta['og:image'] ?? '';
    expect(image).toMatch(/\/og\/auction\/\d+-[0-9a-f]{12}\.jpg$/);
    const picture = await fetchAs(image.slice(baseURL().length), userAgent);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(await pictureSize(image)).toEqual({ width: 1200, height: 630 });
    expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630']);
  });

  test('a group and an archived group: their name and picture', async () => {
    const head = await headAs(pages.paths.group, userAgent);
    expect(head.meta['og:title']).toBe(pages.group.name);
    if (pages.group.photo) expect(head.meta['og:image']).toBe(`${baseURL()}${pages.group.photo}`);
    const size = await pictureSize(head.meta['og:image'] ?? '');
    expect([String(size.width), String(size.height)]).toEqual([
      head.meta['og:image:width'],
      head.meta['og:image:height'],
    ]);
    expect(archived).toBeDefined();
    const old = await headAs(`/arsiv/${archived?.id}`, userAgent);
    expect(old.meta['og:title']).toBe(archived?.name);
    expect(old.canonical).toBe(`${baseURL()}/arsiv/${archived?.id}`);
  });

  test('a news item: a NewsArticle with its main picture', async () => {
    const head = await headAs(pages.paths.news, userAgent);
    expect(head.meta['og:title']).toBe(pages.news.title);
    expect(head.meta['og:type']).toBe('article');
    const article = jsonLdByType(head.jsonLd).NewsArticle;
    expect(article).toMatchObject({ headline: pages.news.title });
    if (pages.news.main_picture) {
      const picture = `${baseURL()}${pages.news.main_picture}`;
      expect(head.meta['og:image']).toBe(picture);
      expect(article?.image).toEqual([picture]);
      const size = await pictureSize(picture);
      expect([String(size.width), String(size.height)]).toEqual([
        head.meta['og:image:width'],
        head.meta['og:image:height'],
      ]);
    }
  });

  test.each([
    ['/', 'Kanat Mezat'],
    ['/galeri', 'Galeri | Kanat Mezat'],
    ['/kurumsal/hakkimizda', 'Hakkımızda | Kanat Mezat'],
    ['/kurumsal/gizlilik-politikasi', 'Gizlilik Politikası | Kanat Mezat'],
  ])('%s: its title and a picture that opens', async (path, title) => {
    const head = await headAs(path, userAgent);
    expect(head.title).toBe(title);
    const size = await pictureSize(head.meta['og:image'] ?? '');
    expect([String(size.width), String(size.height)]).toEqual([
      head.meta['og:image:width'],
      head.meta['og:image:height'],
    ]);
  });

  test.each([
    '/acik-arttirmalar/99999999',
    '/grup-ihaleler/99999999',
    '/haberler/99999',
    '/bilinmeyen-sayfa',
  ])('%s answers 404 with the not-found page', async (path) => {
    const response = await fetchAs(path, userAgent);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(readHead(await response.text()).meta.robots).toBe('noindex');
  });
});

test('a missing auction shows the site’s not-found text in the browser, with status 404', async () => {
  const response = await page.goto(`${baseURL()}/acik-arttirmalar/99999999`);
  expect(response?.status()).toBe(404);
  await page.getByText('Açık arttırma bulunamadı').first().waitFor();
});

test('robots.txt and the sitemap, as a crawler reads them', async () => {
  const robots = await fetchAs('/robots.txt', BOT_USER_AGENTS.googlebot);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const lines = (await robots.text()).split('\n');
  for (const prefix of ['/hesabim', '/yonetim', '/api', '/dev']) {
    expect(lines).toContain(`Disallow: ${prefix}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);

  const sitemap = await fetchAs('/sitemap.xml', BOT_USER_AGENTS.googlebot);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  // Chromium's XML parser: well-formed, in the sitemap namespace, each address with lastmod.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
    }));
  }, xml);
  expect(read).not.toBeNull();
  const lastmodOf = new Map((read ?? []).map((url) => [url.loc, url.lastmod]));
  for (const path of [
    pages.paths.auction,
    pages.paths.group,
    pages.paths.news,
    `/arsiv/${archived?.id}`,
    '/kurumsal/hakkimizda',
  ]) {
    const lastmod = lastmodOf.get(`${baseURL()}${path}`);
    expect([path, Number.isNaN(Date.parse(lastmod ?? ''))]).toEqual([path, false]);
  }
});
