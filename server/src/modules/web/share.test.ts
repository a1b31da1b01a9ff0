import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@kanat/shared/format';
import sharp from 'sharp';
import { galleryPhotos, news } from '../../db/schema';
import {
  insertAuction,
  insertAuctionRoots,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { sampleJpeg } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import {
  BOT_USER_AGENTS,
  jsonLdByType,
  jsonLdProblems,
  readHead,
} from '../../test/web/link-preview-fixtures';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';
import { setSiteInfo } from '../site-info';

const day = 86_400_000;
const origin = 'https://kanatmezat.example';

/** The head each page carries for link preview bots and search engines. */
describe('link previews, structured data, sitemap and robots', () => {
  let t: TestApp;
  let appsDir: string;
  let auctionId: number;
  let endedId: number;
  let groupId: number;
  let archivedId: number;
  let newsId: number;
  let bidderId: string;
  let hallSaleId: number;
  let draftSaleId: number;

  beforeAll(async () => {
    appsDir = shellOnlyAppsDir();
    t = await createTestApp({ env: { APPS_DIR: appsDir, PUBLIC_URL: origin } });
    const db = t.app.db;
    const media = (name: string, data: Buffer) => {
      const file = path.join(t.config.mediaDir, 'test', name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
    };
    media('kus.jpg', await sampleJpeg(900, 1200, '#887766'));
    media('grup.jpg', await sampleJpeg(800, 600));
    media('haber.jpg', await sampleJpeg(1024, 768));
    const roots = await insertAuctionRoots(db);
    const ownerId = await insertOwner(db, { fullname: 'Şükrü Öztürk' });
    bidderId = await insertOwner(db, { fullname: 'Ayşe Çelik' });
    const pigeonId = await insertPigeon(db, {
      ownerId,
      tagNum: 'TR-2024-123456',
      pictures: ['/media/test/kus.jpg'],
    });
    groupId = await insertContainer(db, {
      name: 'Bahar <Grubu> & Dostları',
      parentId: roots.vitrine,
      isFinalContainer: true,
      expiry: Date.now() + 3 * day,
      photo: '/media/test/grup.jpg',
    });
    archivedId = await insertContainer(db, {
      name: 'Geçen Yılın Grubu',
      parentId: roots.archive,
      isFinalContainer: true,
      isArchive: true,
      expiry: Date.now() - 30 * day,
    });
    auctionId = await insertAuction(db, {
      pigeonId,
      name: 'Şampiyon Gök "Çakır" </script>',
      description: 'İğdır hattından, ödüllü bir güvercin.',
      startingBid: 1250,
      endingTime: Date.now() + 2 * day,
    });
    const other = await insertPigeon(db, { ownerId, pictures: [] });
    endedId = await insertAuction(db, {
      pigeonId: other,
      name: 'Biten Arttırma',
      startingBid: 700,
      endingTime: Date.now() - day,
      status: 3,
    });
    const [item] = await db
      .insert(news)
      .values({
        title: 'Sezon açıldı: ilk yarış İzmir’de',
        mainPicture: '/media/test/haber.jpg',
        bodyHtml: '<p>Yeni sezonun <b>ilk</b> yarışı İzmir’de koşuldu.</p>',
        publishDate: new Date(Date.now() - day),
      })
      .returning({ id: news.id });
    newsId = item?.id ?? 0;
    await db.insert(galleryPhotos).values({
      title: 'Yarış sabahı',
      imageUrl: '/media/test/galeri.jpg',
      thumbUrl: '/media/test/galeri-kucuk.jpg',
      width: 1600,
      height: 1067,
    });
    hallSaleId = (
      await insertHallSale(db, { title: 'Cumartesi Mezatı', lots: [1000, 1500], ownerId })
    ).saleId;
    draftSaleId = (await insertHallSale(db, { title: 'Taslak', status: 'draft', lots: [500] }))
      .saleId;
    await setSiteInfo(db, {
      telephone: '+90 (212) 555 01 23',
      mail_name: 'iletisim@kanatmezat.example',
      address_name: 'Kadıköy / İstanbul',
      facebook_url: 'https://www.facebook.com/kanatmezat',
      instagram_url: '',
      youtube_url: 'javascript:alert(1)',
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (url: string, userAgent: string = BOT_USER_AGENTS.googlebot) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  async function headOf(url: string, userAgent?: string) {
    const response = await get(url, userAgent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = readHead(response.body);
    for (const item of head.jsonLd) expect(jsonLdProblems(item)).toEqual([]);
    return head;
  }

  describe.each(Object.entries(BOT_USER_AGENTS))('as %s', (_bot, userAgent) => {
    it('an auction shows its name, price, end and its preview picture', async () => {
      const head = await headOf(`/acik-arttirmalar/${auctionId}`, userAgent);
      const name = 'Şampiyon Gök "Çakır" </script>';
      expect(head.title).toBe(`${name} | Kanat Mezat`);
      expect(head.canonical).toBe(`${origin}/acik-arttirmalar/${auctionId}`);
      expect(head.meta['og:title']).toBe(name);
      expect(head.meta['og:type']).toBe('product');
      expect(head.meta['og:site_name']).toBe('Kanat Mezat');
      expect(head.meta['og:locale']).toBe('tr_TR');
      expect(head.meta['og:url']).toBe(head.canonical);
      expect(head.meta['og:description']).toContain(formatMoney(1250));
      expect(head.meta['og:description']).toContain('TR-2024-123456');
      expect(head.meta['og:image']).toMatch(
        new RegExp(`^${origin}/og/auction/${auctionId}-[0-9a-f]{12}\\.jpg$`),
      );
      expect(head.meta['og:image:width']).toBe('1200');
      expect(head.meta['og:image:height']).toBe('630');
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
      expect(head.meta['product:price:amount']).toBe('1250');

      const ld = jsonLdByType(head.jsonLd);
      expect(Object.keys(ld).sort()).toEqual(['BreadcrumbList', 'Organization', 'Product']);
      expect(ld.Product).toMatchObject({
        name,
        sku: 'TR-2024-123456',
        image: [`${origin}/media/test/kus.jpg`, head.meta['og:image']],
        offers: {
          '@type': 'Offer',
          price: 1250,
          priceCurrency: 'TRY',
          availability: 'https://schema.org/InStock',
        },
      });
      expect(ld.BreadcrumbList?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Açık Arttırmalar',
          item: `${origin}/acik-arttirmalar`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name,
          item: `${origin}/acik-arttirmalar/${auctionId}`,
        },
      ]);
      expect(ld.Organization).toMatchObject({
        name: 'Kanat Mezat',
        telephone: '+90 (212) 555 01 23',
        email: 'iletisim@kanatmezat.example',
        address: 'Kadıköy / İstanbul',
        sameAs: ['https://www.facebook.com/kanatmezat'],
      });
    });

    it('a news item is a NewsArticle with its main picture and its size', async () => {
      const head = await headOf(`/haberler/${newsId}`, userAgent);
      expect(head.meta['og:title']).toBe('Sezon açıldı: ilk yarış İzmir’de');
      expect(head.meta['og:type']).toBe('article');
      expect(head.meta['og:description']).toBe('Yeni sezonun ilk yarışı İzmir’de koşuldu.');
      expect(head.meta['og:image']).toBe(`${origin}/media/test/haber.jpg`);
      expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1024', '768']);
      const ld = jsonLdByType(head.jsonLd);
      expect(ld.NewsArticle).toMatchObject({
        headline: 'Sezon açıldı: ilk yarış İzmir’de',
        image: [`${origin}/media/test/haber.jpg`],
        url: `${origin}/haberler/${newsId}`,
      });
      expect(ld.BreadcrumbList).toBeDefined();
    });
  });

  it('a group and an archived group: their name, numbers and picture, archived ones under /arsiv', async () => {
    const group = await headOf(`/grup-ihaleler/${groupId}`);
    expect(group.meta['og:title']).toBe('Bahar <Grubu> & Dostları');
    expect(group.meta['og:image']).toBe(`${origin}/media/test/grup.jpg`);
    expect([group.meta['og:image:width'], group.meta['og:image:height']]).toEqual(['800', '600']);
    const archived = await headOf(`/grup-ihaleler/${archivedId}`);
    expect(archived.canonical).toBe(`${origin}/arsiv/${archivedId}`);
    expect(archived.meta['og:description']).toMatch(/^Arşiv: Geçen Yılın Grubu/);
    // No picture of its own: the site's card.
    expect(archived.meta['og:image']).toBe(`${origin}/og/site.jpg`);
    const crumbs = jsonLdByType(archived.jsonLd).BreadcrumbList?.itemListElement as unknown[];
    expect(crumbs.map((c) => (c as { name: string }).name)).toEqual([
      'Ana Sayfa',
      'Arşiv',
      'Geçen Yılın Grubu',
    ]);
  });

  it.each([
    ['/', 'Kanat Mezat', `${origin}/`],
    ['/galeri', 'Galeri | Kanat Mezat', `${origin}/galeri`],
    ['/kurumsal/hakkimizda', 'Hakkımızda | Kanat Mezat', `${origin}/kurumsal/hakkimizda`],
    ['/kurumsal', 'Hakkımızda | Kanat Mezat', `${origin}/kurumsal/hakkimizda`],
    ['/iletisim', 'İletişim | Kanat Mezat', `${origin}/iletisim`],
  ])(
    '%s has its title, canonical address, picture and breadcrumb',
    async (url, title, canonical) => {
      const head = await headOf(url);
      expect(head.title).toBe(title);
      expect(head.canonical).toBe(canonical);
      expect(head.meta['og:url']).toBe(canonical);
      expect(head.meta['og:image']).toMatch(/^https:\/\//);
      expect(Number(head.meta['og:image:width'])).toBeGreaterThan(0);
      expect(Number(head.meta['og:image:height'])).toBeGreaterThan(0);
      const types = head.jsonLd.map((item) => (item as { '@type': string })['@type']);
      expect(types).toEqual(['Organization', 'BreadcrumbList']);
    },
  );

  it('a hall sale is a SaleEvent in the hall and online; a draft is not found', async () => {
    const head = await headOf(`/canli-mezat/${hallSaleId}`);
    expect(head.title).toBe('Cumartesi Mezatı | Kanat Mezat');
    expect(head.canonical).toBe(`${origin}/canli-mezat/${hallSaleId}`);
    expect(head.meta['og:description']).toMatch(
      /^Cumartesi Mezatı: .* tarihinde Kemeraltı Kahvesi, İzmir salonunda canlı mezat, 2 güvercin\./,
    );
    const ld = jsonLdByType(head.jsonLd);
    expect(ld.SaleEvent).toMatchObject({
      name: 'Cumartesi Mezatı',
      url: `${origin}/canli-mezat/${hallSaleId}`,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    });
    const crumbs = ld.BreadcrumbList?.itemListElement as Array<{ name: string }>;
    expect(crumbs.map((c) => c.name)).toEqual(['Ana Sayfa', 'Canlı mezatlar', 'Cumartesi Mezatı']);
    expect((await get(`/canli-mezat/${draftSaleId}`)).statusCode).toBe(404);
  });

  it('the gallery shows its newest photo', async () => {
    const head = await headOf('/galeri');
    expect(head.meta['og:image']).toBe(`${origin}/media/test/galeri.jpg`);
    expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1600', '1067']);
  });

  it.each([
    '/acik-arttirmalar/99999999',
    '/acik-arttirmalar/bilinmeyen',
    '/grup-ihaleler/99999999',
    '/arsiv/99999999',
    '/haberler/99999',
    '/haberler/abc',
    '/galeri/fazla',
    '/bilinmeyen/bir/sayfa',
  ])('%s answers 404 with the site’s page, kept out of search', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
    const head = readHead(response.body);
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });

  it('a sign-in or member page stays 200 but is not indexed', async () => {
    for (const url of ['/giris-yap', '/hesabim/bilgilerim']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(readHead(response.body).meta.robots).toBe('noindex');
    }
  });

  it('a sale report is named by its sale, described by its figures, shared with its own picture', async () => {
    const head = await headOf(`/arsiv/${archivedId}/rapor`);
    expect(head.title).toBe('Satış raporu: Geçen Yılın Grubu | Kanat Mezat');
    expect(head.canonical).toBe(`${origin}/arsiv/${archivedId}/rapor`);
    expect(head.meta['og:description']).toBe(
      'Geçen Yılın Grubu satış raporu: 0 güvercin satıldı, toplam 0 TL, ortalama –.',
    );
    const image = head.meta['og:image'] ?? '';
    expect(image).toMatch(
      new RegExp(`^${origin}/og/report/group-${archivedId}-[0-9a-f]{12}\\.jpg$`),
    );
    const picture = await get(image.slice(origin.length), BOT_USER_AGENTS.whatsapp);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const crumbs = jsonLdByType(head.jsonLd).BreadcrumbList?.itemListElement as unknown[];
    expect(crumbs.map((c) => (c as { name: string }).name)).toEqual([
      'Ana Sayfa',
      'Arşiv',
      'Geçen Yılın Grubu',
      'Satış raporu: Geçen Yılın Grubu',
    ]);
    // A group still running: the page says the report comes at the end, the site's card.
    const running = await headOf(`/arsiv/${groupId}/rapor`);
    expect(running.meta['og:description']).toBe('Satış raporu grup sona erince yayımlanır.');
    expect(running.meta['og:image']).toBe(`${origin}/og/site.jpg`);
    expect((await get(`/og/report/group-${groupId}-0123456789ab.jpg`)).statusCode).toBe(404);
    expect((await get('/arsiv/99999999/rapor')).statusCode).toBe(404);
    expect((await get(`/canli-mezat/${draftSaleId}/rapor`)).statusCode).toBe(404);
  });

  it('the preview picture is 1200x630, kept for good, and has a new address when the price moves', async () => {
    const before = (await headOf(`/acik-arttirmalar/${auctionId}`)).meta['og:image'] ?? '';
    const first = await get(before.slice(origin.length), BOT_USER_AGENTS.whatsapp);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);

    await insertBidHistory(t.app.db, auctionId, [
      { userId: bidderId, amount: 1500, on: Date.now() },
    ]);
    const head = await headOf(`/acik-arttirmalar/${auctionId}`);
    const after = head.meta['og:image'] ?? '';
    expect(after).not.toBe(before);
    expect(head.meta['product:price:amount']).toBe('1500');
    expect(jsonLdByType(head.jsonLd).Product?.offers).toMatchObject({ price: 1500 });
    const second = await get(after.slice(origin.length));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    // The old address still answers, with the current picture, kept only briefly.
    const old = await get(before.slice(origin.length));
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=60');
    expect(old.rawPayload.equals(second.rawPayload)).toBe(true);
  });

  it('an ended auction is out of stock at its last price, with the site card as its base', async () => {
    const head = await headOf(`/acik-arttirmalar/${endedId}`);
    const offer = jsonLdByType(head.jsonLd).Product?.offers;
    expect(offer).toMatchObject({ price: 700, availability: 'https://schema.org/OutOfStock' });
    const picture = await get((head.meta['og:image'] ?? '').slice(origin.length));
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it.each([
    '/og/auction/99999999-0123456789ab.jpg',
    '/og/auction/abc.jpg',
    '/og/auction/1-../../etc.jpg',
  ])('%s is a plain 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the site card is a 1200x630 picture', async () => {
    const response = await get('/og/site.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const prefix of ['/hesabim', '/yonetim', '/api', '/dev']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('sitemap.xml lists live auctions, groups, archived groups, news and corporate pages with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Every & starts an entity: the text is escaped XML.
    expect(body.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
    const urls = [
      ...body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g),
    ].map((match) => ({ loc: match[1] ?? '', lastmod: match[2] }));
    expect(urls.length).toBe(body.match(/<url>/g)?.length);
    const byLoc = new Map(urls.map((url) => [url.loc, url.lastmod]));
    for (const loc of [
      `/acik-arttirmalar/${auctionId}`,
      `/grup-ihaleler/${groupId}`,
      `/arsiv/${archivedId}`,
      `/haberler/${newsId}`,
      '/takvim',
      '/canli-mezat',
      `/canli-mezat/${hallSaleId}`,
      '/kurumsal/hakkimizda',
      '/kurumsal/kullanim-kosullari',
      '/kurumsal/gizlilik-politikasi',
      '/kurumsal/cerez-politikasi',
    ]) {
      const lastmod = byLoc.get(`${origin}${loc}`);
      expect([loc, typeof lastmod]).toEqual([loc, 'string']);
      expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
    }
    // An ended auction is no longer listed; every address is absolute and ours.
    expect(byLoc.has(`${origin}/acik-arttirmalar/${endedId}`)).toBe(false);
    expect(byLoc.has(`${origin}/canli-mezat/${draftSaleId}`)).toBe(false);
    expect(urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true);
  });
});
