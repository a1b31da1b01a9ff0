import { rmSync } from 'node:fs';
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { eq } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import { news, newsViews } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';
import { setSiteInfo } from '../site-info';

const day = 86_400_000;

const auctionPhoto = '/media/test/kus-ana.jpg';
const groupPhoto = '/media/test/grup-kapak.jpg';
const newsPicture = '/media/test/haber-ana.jpg';
const slider = {
  full: ['/media/demo/slider/slayt-01.jpg', '/media/demo/slider/slayt-02.jpg'],
  mobile: ['/media/demo/slider/slayt-01-mobil.jpg', '/media/demo/slider/slayt-02-mobil.jpg'],
};

/** The attributes of every <link rel="preload" as="image"> in a page, values unescaped. */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g)]
    .map((match) =>
      Object.fromEntries(
        [...(match[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((attribute) => [
          attribute[1],
          decodeHTML(attribute[2] ?? ''),
        ]),
      ),
    )
    .filter((link) => link.rel === 'preload' && link.as === 'image');
}

/** The preload of `src` as the page's <img> asks for it. */
function preloadOf(src: string, sizes: string, media?: string) {
  const image = responsiveImage(src, { sizes });
  return {
    rel: 'preload',
    as: 'image',
    fetchpriority: 'high',
    href: image.src,
    imagesrcset: image.srcSet,
    imagesizes: sizes,
    ...(media ? { media } : {}),
  };
}

/** Each route's largest picture is preloaded from the page the server sends (lcp-images.ts). */
describe('the preload of the page’s largest picture', () => {
  let t: TestApp;
  let appsDir: string;
  let auctionId: number;
  let bareAuctionId: number;
  let groupId: number;
  let newsId: number;

  beforeAll(async () => {
    appsDir = shellOnlyAppsDir();
    t = await createTestApp({ env: { APPS_DIR: appsDir } });
    const db = t.app.db;
    const ownerId = await insertOwner(db, { fullname: 'Ahmet Güvenç' });
    const pigeonId = await insertPigeon(db, {
      ownerId,
      pictures: [auctionPhoto, '/media/test/kus-ikinci.jpg'],
    });
    auctionId = await insertAuction(db, { pigeonId, endingTime: Date.now() + day });
    const bare = await insertPigeon(db, { ownerId, pictures: [] });
    bareAuctionId = await insertAuction(db, { pigeonId: bare, endingTime: Date.now() + day });
    groupId = await insertContainer(db, {
      name: 'Bahar Grubu',
      isFinalContainer: true,
      expiry: Date.now() + day,
      photo: groupPhoto,
    });
    const [item] = await db
      .insert(news)
      .values({
        title: 'Sezon açıldı',
        mainPicture: newsPicture,
        bodyHtml: '<p>Yeni sezon başladı.</p>',
        publishDate: new Date(Date.now() - day),
      })
      .returning({ id: news.id });
    newsId = item?.id ?? 0;
    await setSiteInfo(db, { slider_pics: JSON.stringify(slider) });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const page = async (url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response.body;
  };

  it('preloads an auction’s first photo at high priority, as its page draws it', async () => {
    const preloads = imagePreloads(await page(`/acik-arttirmalar/${auctionId}`));
    expect(preloads).toEqual([preloadOf(auctionPhoto, IMAGE_SIZES.auctionDetail)]);
    const [link] = preloads;
    expect(link?.href).toBe('/img/1280/test/kus-ana.jpg');
    expect(link?.fetchpriority).toBe('high');
    expect(link?.imagesizes).toBe(IMAGE_SIZES.auctionDetail);
    expect(link?.imagesrcset).toContain('/img/480/test/kus-ana.jpg 480w');
  });

  it('preloads a group’s photo and a news item’s main picture', async () => {
    expect(imagePreloads(await page(`/grup-ihaleler/${groupId}`))).toEqual([
      preloadOf(groupPhoto, IMAGE_SIZES.groupDetail),
    ]);
    expect(imagePreloads(await page(`/haberler/${newsId}`))).toEqual([
      preloadOf(newsPicture, IMAGE_SIZES.newsDetail),
    ]);
  });

  it('preloads the home page’s first slide: the mobile one on phones, the full one above', async () => {
    expect(imagePreloads(await page('/'))).toEqual([
      preloadOf('/media/demo/slider/slayt-01-mobil.jpg', IMAGE_SIZES.slider, '(max-width: 600px)'),
      preloadOf('/media/demo/slider/slayt-01.jpg', IMAGE_SIZES.slider, '(min-width: 601px)'),
    ]);
  });

  it('preloads the one kind of slide there is for both widths', async () => {
    await setSiteInfo(t.app.db, { slider_pics: JSON.stringify({ full: slider.full, mobile: [] }) });
    try {
      expect(imagePreloads(await page('/'))).toEqual([
        preloadOf('/media/demo/slider/slayt-01.jpg', IMAGE_SIZES.slider, '(max-width: 600px)'),
        preloadOf('/media/demo/slider/slayt-01.jpg', IMAGE_SIZES.slider, '(min-width: 601px)'),
      ]);
      await setSiteInfo(t.app.db, { slider_pics: JSON.stringify({ full: [], mobile: [] }) });
      expect(imagePreloads(await page('/'))).toEqual([]);
    } finally {
      await setSiteInfo(t.app.db, { slider_pics: JSON.stringify(slider) });
    }
  });

  // The missing ones with 404.
  it.each([
    ['/acik-arttirmalar/999999', 404],
    ['/acik-arttirmalar/bilinmeyen', 404],
    ['/grup-ihaleler/999999', 404],
    ['/haberler/999999', 404],
    ['/acik-arttirmalar', 200],
    ['/haberler', 200],
    ['/galeri', 200],
    ['/bilinmeyen/bir/sayfa', 404],
  ])('preloads no picture for %s, and still sends the page', async (url, status) => {
    expect(imagePreloads(await page(url, status))).toEqual([]);
  });

  it('preloads no picture for an auction whose pigeon has none', async () => {
    expect(imagePreloads(await page(`/acik-arttirmalar/${bareAuctionId}`))).toEqual([]);
  });

  it('counts no view of a news item, and records no viewer, for the page the server makes', async () => {
    const db = t.app.db;
    const [item] = await db
      .insert(news)
      .values({
        title: 'Okunmamış haber',
        mainPicture: newsPicture,
        bodyHtml: '<p>Henüz kimse okumadı.</p>',
        publishDate: new Date(Date.now() - day),
      })
      .returning({ id: news.id });
    const id = item?.id ?? 0;
    for (let i = 0; i < 3; i++) await page(`/haberler/${id}`);
    const [row] = await db.select({ views: news.views }).from(news).where(eq(news.id, id));
    expect(row?.views).toBe(0);
    expect(await db.select().from(newsViews).where(eq(newsViews.newsId, id))).toEqual([]);
  });
});
