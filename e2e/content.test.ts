// Home, news, gallery, corporate pages and contact, walked in Chromium against the real
// server with its demo data.
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { awaitHydrationOnGoto, launchBrowser } from './support/browser';
import {
  type GalleryRow,
  injectedMarker,
  listPage,
  logInAsDemo,
  type NewsRow,
  newContext,
  publishNews,
  siteInfo,
  swipe,
  watchForInjection,
} from './support/content';
import { HOME_SECTIONS } from './support/performance';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh context and page for one test; closed by the returned function. */
async function open(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  awaitHydrationOnGoto(page);
  const seen = watchForInjection(page);
  return { context, page, seen, close: () => context.close() };
}

async function withPage(
  run: (
    page: Page,
    seen: ReturnType<typeof watchForInjection>,
    context: BrowserContext,
  ) => Promise<void>,
  options: Parameters<typeof newContext>[1] = {},
) {
  const { context, page, seen, close } = await open(options);
  try {
    await run(page, seen, context);
  } finally {
    await close();
  }
}

/** The text of a located element, '' when it has none. */
const text = async (locator: Locator) => (await locator.textContent()) ?? '';

const sliderIndex = (page: Page) =>
  page.getByTestId('image-slider').getAttribute('data-index').then(Number);

/**
 * Stops the page's clock a little ahead of where it is (it keeps running until the pause
 * lands), so from then on only runFor moves it.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

describe('home page', () => {
  test('shows every section, in order, from the real data', async () => {
    const news = (await listPage<NewsRow>('news', { p: 0, c: 4 })).r;
    const gallery = (await listPage<GalleryRow>('gallery', { p: 0, c: 4 })).r;
    expect(news).toHaveLength(4);
    expect(gallery).toHaveLength(4);

    await withPage(async (page, seen) => {
      await page.goto('/');
      const sections = HOME_SECTIONS;
      for (const id of sections) await page.getByTestId(id).waitFor();

      const order = await page.evaluate((ids) => {
        const nodes = ids.map((id) => document.querySelector(`[data-testid="${id}"]`));
        return nodes.every(
          (node, i) =>
            i === 0 ||
            Boolean(
              nodes[i - 1] &&
                node &&
                nodes[i - 1]?.compareDocumentPosition(node) === Node.DOCUMENT_POSITION_FOLLOWING,
            ),
        );
      }, sections);
      expect(order).toBe(true);

      const homeNews = page.getByTestId('home-news');
      await homeNews.getByTestId('news-card').nth(3).waitFor();
      expect(await homeNews.getByTestId('news-card').count()).toBe(4);
      for (const item of news) {
        expect(await homeNews.getByRole('link', { name: item.title }).count()).toBe(1);
      }
      const strip = page.getByTestId('home-gallery');
      await strip.getByTestId('gallery-photo').nth(3).waitFor();
      expect(await strip.getByTestId('gallery-photo').count()).toBe(4);

      await page.getByTestId('home-auctions').getByTestId('auction-card').first().waitFor();
      expect(
        await page.getByTestId('home-auctions').getByTestId('auction-card').count(),
      ).toBeLessThanOrEqual(4);
      expect(
        await page.getByTestId('home-groups').getByTestId('group-card').count(),
      ).toBeLessThanOrEqual(2);

      const info = await siteInfo();
      const labels = JSON.parse(info.label_titles) as { title: string }[];
      const cards = page.getByTestId('label-cards').getByRole('heading');
      expect(await cards.allTextContents()).toEqual(labels.map((l) => l.title));
      const sponsors = JSON.parse(info.sponsors) as { image: string }[];
      expect(await page.getByTestId('sponsors').locator('img').count()).toBe(sponsors.length);

      const guide = page.getByTestId('how-to-guide');
      expect(await text(guide.getByRole('tabpanel'))).toContain(info.how_to_bid_step_one_title);
      await guide.getByRole('tab', { name: 'Nasıl İlan Verilir?' }).click();
      // The guide's code comes when it wakes: a tap that came first is answered once it is in.
      await guide.getByRole('tab', { name: 'Nasıl İlan Verilir?', selected: true }).waitFor();
      expect(await text(guide.getByRole('tabpanel'))).toContain(info.how_to_ask_step_three_title);
      expect(await guide.getByRole('tabpanel').getByRole('listitem').count()).toBe(3);

      expect(seen.errors).toEqual([]);
    });
  });

  test('the slider uses full pictures above 600 px and mobile ones otherwise', async () => {
    const pictures = JSON.parse((await siteInfo()).slider_pics) as {
      full: string[];
      mobile: string[];
    };
    expect(pictures.full.length).toBeGreaterThan(1);
    // Each slide is drawn from WebP copies of its picture (/img/<width>/...).
    const slide = (src: string) => responsiveImage(src, { sizes: IMAGE_SIZES.slider }).src;
    const shown = (page: Page) =>
      page
        .getByTestId('image-slider')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
    await withPage(
      async (page) => {
        await page.goto('/');
        // The server draws the phone's slides (it does not know the screen); the browser picks
        // by width once the page is hydrated: the footer comes when the page has settled.
        await page.locator('footer').first().waitFor();
        expect(await shown(page)).toEqual(pictures.full.map(slide));
      },
      { width: 601 },
    );
    await withPage(
      async (page) => {
        await page.goto('/');
        await page.locator('footer').first().waitFor();
        expect(await shown(page)).toEqual(pictures.mobile.map(slide));
      },
      { width: 600 },
    );
  });

  test('the slider moves every 3 s and a hover holds it until 3 s after the pointer leaves', async () => {
    await withPage(async (page) => {
      await page.clock.install();
      await page.mouse.move(5, 5);
      await page.goto('/');
      const slider = page.getByTestId('image-slider');
      await slider.waitFor();
      const count = await slider.locator('img').count();
      await pauseClock(page);
      const start = await sliderIndex(page);

      await page.clock.runFor(3000);
      expect(await sliderIndex(page)).toBe((start + 1) % count);

      await slider.hover();
      await page.clock.runFor(20_000);
      expect(await sliderIndex(page)).toBe((start + 1) % count);

      await page.mouse.move(5, 5);
      await page.clock.runFor(2900);
      expect(await sliderIndex(page)).toBe((start + 1) % count);
      await page.clock.runFor(200);
      expect(await sliderIndex(page)).toBe((start + 2) % count);
    });
  });

  test('a swipe past 10% of the width moves the slider; a shorter one does not', async () => {
    await withPage(
      async (page) => {
        await page.clock.install();
        await page.goto('/');
        const slider = page.getByTestId('image-slider');
        await slider.waitFor();
        const count = await slider.locator('img').count();
        await pauseClock(page);
        const start = await sliderIndex(page);

        await swipe(page, '[data-testid="image-slider"]', -0.05);
        expect(await sliderIndex(page)).toBe(start);
        await swipe(page, '[data-testid="image-slider"]', -0.2);
        expect(await sliderIndex(page)).toBe((start + 1) % count);
        await swipe(page, '[data-testid="image-slider"]', 0.2);
        expect(await sliderIndex(page)).toBe(start);

        // A touch holds the rotation too: nothing moves for the 3 s after the finger lifts.
        await page.clock.runFor(2900);
        expect(await sliderIndex(page)).toBe(start);
        await page.clock.runFor(200);
        expect(await sliderIndex(page)).toBe((start + 1) % count);
      },
      { width: 390, height: 844, touch: true },
    );
  });
});

describe('news', () => {
  test('lists 10 items a page, newest first, and loads more further down', async () => {
    const first = (await listPage<NewsRow>('news', { p: 0, c: 10 })).r;
    await withPage(async (page, seen) => {
      await page.goto('/haberler');
      const cards = page.getByTestId('news-grid').getByTestId('news-card');
      await cards.nth(9).waitFor();
      expect(await cards.count()).toBe(10);
      // Newest first: the list's head before or after the page loaded (another test file may
      // publish a scheduled item meanwhile).
      const after = (await listPage<NewsRow>('news', { p: 0, c: 10 })).r;
      expect([first[0].title, after[0].title]).toContain(
        await text(cards.first().getByRole('link')),
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await cards.nth(10).waitFor();
      expect(seen.errors).toEqual([]);
    });
  });

  test('the side panel searches once typing stops, Turkish-aware, 3 results a page', async () => {
    const all = (await listPage<NewsRow>('news', { p: 0, c: 50 })).r;
    // The oldest such item: the demo's own, not one another browser test has just written.
    const target = [...all].reverse().find((n) => /[ıiİIşŞçÇğĞöÖüÜ]/.test(n.title)) ?? all[0];
    const word =
      target.title.split(/\s+/).find((w) => /[ıiİIşŞ]/.test(w) && w.length > 3) ??
      target.title.split(/\s+/)[0];
    const query = word.toLocaleUpperCase('tr-TR');

    await withPage(async (page) => {
      await page.goto('/haberler');
      const box = page.getByRole('searchbox', { name: 'Haberlerde ara' });
      await box.waitFor();
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/list/news-search')) searches.push(r.postData() ?? '');
      });
      await box.pressSequentially(query, { delay: 20 });
      const results = page.getByTestId('news-search-results');
      await results.getByRole('link').first().waitFor();
      // One search for the settled text, not one per keystroke.
      expect(searches).toHaveLength(1);
      expect(JSON.parse(searches[0])).toEqual({ q: query, p: 0, c: 3 });
      const links = await results.getByRole('link').allTextContents();
      expect(links.length).toBeLessThanOrEqual(3);

      const found = await listPage<NewsRow>('news-search', { q: query, p: 0, c: 50 });
      expect(found.r.map((n) => n.id)).toContain(target.id);
      if (found.r.length > 3) {
        await results.getByRole('button', { name: 'Sonraki' }).click();
        await results.getByRole('link', { name: found.r[3].title }).waitFor();
      }

      await box.fill('zzqxwvbulunmaz');
      await results.getByText('Sonuç bulunamadı').waitFor();

      const mostRead = page.getByTestId('news-most-read');
      const top = (await listPage<NewsRow>('news-most-read', { p: 0, c: 5 })).r;
      await mostRead.getByRole('link', { name: top[0].title }).waitFor();
      await page.getByTestId('news-new').getByRole('link').first().waitFor();
    });
  });

  test('the detail shows the body, date and counts; a reload does not count another view', async () => {
    const [item] = (await listPage<NewsRow>('news', { p: 0, c: 1 })).r;
    await withPage(async (page, seen) => {
      await page.goto(`/haberler/${item.id}`);
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
      await page.getByTestId('news-body').waitFor();
      expect((await text(page.getByTestId('news-body'))).length).toBeGreaterThan(20);
      const views = async () =>
        Number((await text(page.getByTestId('news-view-count'))).replace(/\D/g, ''));
      const firstViews = await views();
      expect(firstViews).toBeGreaterThanOrEqual(item.views);
      expect(await text(page.getByTestId('news-likes'))).toBe(`${item.likes} beğeni`);
      expect(await text(page.getByTestId('news-comment-count'))).toBe(
        `${item.comment_count} yorum`,
      );
      await page.reload();
      await page.getByTestId('news-view-count').waitFor();
      expect(await views()).toBe(firstViews);
      expect(seen.errors).toEqual([]);
    });
  });

  test('a guest who likes or comments is sent to login', async () => {
    const [item] = (await listPage<NewsRow>('news', { p: 0, c: 1 })).r;
    await withPage(async (page) => {
      await page.goto(`/haberler/${item.id}`);
      // The server drew the button; it answers once the page is hydrated (the footer comes
      // when the page has settled).
      await page.locator('footer').first().waitFor();
      await page.getByTestId('news-like').click();
      await page.waitForURL('**/giris-yap');
      await page.goBack();
      await page.getByLabel('Yorumunuz').fill('Merhaba');
      await page.getByRole('button', { name: 'Yorum Yap' }).click();
      await page.waitForURL('**/giris-yap');
    });
  });

  test('a member likes and unlikes; a refused like rolls back', async () => {
    const item = (await listPage<NewsRow>('news', { p: 0, c: 3 })).r[2];
    await withPage(async (page) => {
      await page.goto(`/haberler/${item.id}`);
      await page.locator('footer').first().waitFor();
      await page.getByTestId('news-like').click();
      await logInAsDemo(page);
      await page.waitForURL(`**/haberler/${item.id}`);

      const like = page.getByTestId('news-like');
      const likes = page.getByTestId('news-likes');
      await like.waitFor();
      const base = Number((await text(likes)).replace(/\D/g, ''));
      const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
      if (wasLiked) {
        await like.click();
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="news-like"]')?.getAttribute('aria-busy') !==
            'true',
        );
      }
      const unliked = wasLiked ? base - 1 : base;

      // The toggle shows a change at once and takes no other tap until the server has
      // answered (aria-busy): each step waits for that answer before the next tap.
      const settled = () =>
        page.waitForFunction(
          () =>
            document.querySelector('[data-testid="news-like"]')?.getAttribute('aria-busy') !==
            'true',
        );
      await like.click();
      await likes.getByText(`${unliked + 1} beğeni`).waitFor();
      await settled();
      expect(await like.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await page
        .getByTestId('news-likes')
        .getByText(`${unliked + 1} beğeni`)
        .waitFor();
      expect(await page.getByTestId('news-like').getAttribute('aria-pressed')).toBe('true');

      await page.getByTestId('news-like').click();
      await page.getByTestId('news-likes').getByText(`${unliked} beğeni`).waitFor();
      await settled();
      expect(await page.getByTestId('news-like').getAttribute('aria-pressed')).toBe('false');

      // The server refuses the next like: the toggle shows it at once, then rolls back.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/fn/likeNew', async (route) => {
        await held;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'Hizmet dışı' } }),
        });
      });
      await page.getByTestId('news-like').click();
      await page
        .getByTestId('news-likes')
        .getByText(`${unliked + 1} beğeni`)
        .waitFor();
      release();
      await page.getByText('Haber beğenilemedi.').waitFor();
      await page.getByTestId('news-likes').getByText(`${unliked} beğeni`).waitFor();
      await settled();
      expect(await page.getByTestId('news-like').getAttribute('aria-pressed')).toBe('false');
      await page.unroute('**/api/fn/likeNew');

      // A refused unlike rolls back with its own message.
      await page.getByTestId('news-like').click();
      await page
        .getByTestId('news-likes')
        .getByText(`${unliked + 1} beğeni`)
        .waitFor();
      await settled();
      await page.route('**/api/fn/unlikeNew', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 'INTERNAL', message: 'x' } }),
        }),
      );
      await page.getByTestId('news-like').click();
      await page.getByText('Beğeni kaldırılamadı.').waitFor();
      await page
        .getByTestId('news-likes')
        .getByText(`${unliked + 1} beğeni`)
        .waitFor();
      expect(await page.getByTestId('news-like').getAttribute('aria-pressed')).toBe('true');
    });
  });

  test('a member comments; the comment shows as text, counted, and stays after a reload', async () => {
    const item = (await listPage<NewsRow>('news', { p: 0, c: 4 })).r[3];
    await withPage(async (page, seen) => {
      await logInAsDemo(page);
      await page.goto(`/haberler/${item.id}`);
      const count = page.getByTestId('news-comment-count');
      await count.waitFor();
      const before = Number((await text(count)).replace(/\D/g, ''));

      await page.getByRole('button', { name: 'Yorum Yap' }).click();
      await page.getByText('Yorum boş olamaz.').waitFor();

      const comment = `Güzel haber <img src=x onerror="window.__xss=1"> ${Date.now()}`;
      await page.getByLabel('Yorumunuz').fill(comment);
      await page.getByRole('button', { name: 'Yorum Yap' }).click();
      await page.getByText('Yorumunuz gönderildi').waitFor();
      const first = page.getByTestId('news-comment').first();
      await first.getByText(comment).waitFor();
      await count.getByText(`${before + 1} yorum`).waitFor();
      expect(await page.getByTestId('news-comments').locator('img').count()).toBe(0);

      await page.reload();
      await page.getByTestId('news-comment').first().getByText(comment).waitFor();
      expect(await injectedMarker(page)).toBeUndefined();
      expect(seen.dialogs).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  });

  test('a failed comment says so and keeps the text', async () => {
    const [item] = (await listPage<NewsRow>('news', { p: 0, c: 1 })).r;
    await withPage(async (page) => {
      await logInAsDemo(page);
      await page.route('**/api/fn/makeComment', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 'INTERNAL', message: 'x' } }),
        }),
      );
      await page.goto(`/haberler/${item.id}`);
      await page.getByLabel('Yorumunuz').fill('Kaybolmasın');
      await page.getByRole('button', { name: 'Yorum Yap' }).click();
      await page.getByText('Bir hata ile karşılaştık').waitFor();
      expect(await page.getByLabel('Yorumunuz').inputValue()).toBe('Kaybolmasın');
    });
  });

  test('unknown news says it was not found', async () => {
    await withPage(async (page) => {
      await page.goto('/haberler/999999');
      await page.getByText('Haber bulunamadı').first().waitFor();
    });
  });
});

describe('gallery', () => {
  test('10 photos a page with arrows; the viewer shows the large picture or says it failed', async () => {
    const first = (await listPage<GalleryRow>('gallery', { p: 0, c: 10 })).r;
    await withPage(async (page, seen) => {
      await page.goto('/galeri');
      const tiles = page.getByTestId('gallery-grid').getByTestId('gallery-photo');
      await tiles.nth(9).waitFor();
      expect(await tiles.count()).toBe(10);
      // The grid gets the small picture, or lets the browser choose among the offered widths.
      const tile = tiles.nth(2).locator('img');
      expect(await tile.getAttribute('src')).toBe(first[2].thumb);
      expect(await tile.getAttribute('srcset')).toBe(first[2].srcset ?? null);

      await tiles.nth(2).click();
      const viewer = page.getByTestId('image-viewer');
      await viewer.waitFor();
      const large = viewer.locator('img');
      expect(new URL((await large.getAttribute('src')) ?? '', 'http://x').pathname).toBe(
        first[2].img,
      );
      await page.waitForFunction(() => {
        const img = document.querySelector(
          '[data-testid="image-viewer"] img',
        ) as HTMLImageElement | null;
        return img?.complete && img.naturalWidth > 0;
      });
      await viewer.getByRole('button', { name: 'Sonraki resim' }).click();
      expect(new URL((await large.getAttribute('src')) ?? '', 'http://x').pathname).toBe(
        first[3].img,
      );
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
      const second = (await listPage<GalleryRow>('gallery', { p: 0, c: 20 })).r.slice(10, 20);
      await tiles.first().getByRole('img', { name: second[0].title }).waitFor();
      await page.getByRole('button', { name: 'Önceki sayfa' }).click();
      await tiles.first().getByRole('img', { name: first[0].title }).waitFor();
      expect(await page.getByRole('button', { name: 'Önceki sayfa' }).isDisabled()).toBe(true);

      // A picture the server cannot deliver.
      await page.route(`**${first[0].img}`, (route) => route.fulfill({ status: 404, body: '' }));
      await tiles.first().click();
      await page.getByTestId('image-viewer').getByText('Resim Yüklenemedi').waitFor();
      expect(seen.errors).toEqual([]);
    });
  });

  test('an empty gallery says so', async () => {
    await withPage(async (page) => {
      await page.route('**/api/list/gallery', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"r":[]}' }),
      );
      // Reached from the menu: the server draws a guest's /galeri with the real photos, so
      // the answer replaced here is the one the browser asks for on a client-side visit.
      await page.goto('/');
      await page.locator('footer a[href="/galeri"]').first().click();
      await page.getByText('Galeride fotoğraf bulunamadı').waitFor();
    });
  });
});

describe('corporate pages', () => {
  const pages: Array<[string, string, string]> = [
    ['/kurumsal/hakkimizda', 'Hakkımızda', 'about_us_html_loc'],
    ['/kurumsal/kullanim-kosullari', 'Kullanım Koşulları', 'terms_html_loc'],
    ['/kurumsal/gizlilik-politikasi', 'Gizlilik Politikası', 'privacy_policy_html_loc'],
    ['/kurumsal/cerez-politikasi', 'Çerez Politikası', 'cookie_policy_html_loc'],
  ];

  test.each(pages)(
    '%s shows its HTML from site info and a contact button',
    async (route, title, field) => {
      const location = (await siteInfo())[field];
      await withPage(async (page, seen) => {
        await page.goto(route);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const html = page.getByTestId('corporate-html');
        await html.waitFor();
        // Every paragraph of the file the site info names is on the page.
        const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
        const paragraphs = await page.evaluate(async (url) => {
          const file = await (await fetch(url)).text();
          const doc = new DOMParser().parseFromString(file, 'text/html');
          return Array.from(doc.querySelectorAll('p'), (p) => p.textContent ?? '');
        }, location);
        expect(paragraphs.length).toBeGreaterThan(0);
        const shown = squash(await text(html));
        for (const paragraph of paragraphs) expect(shown).toContain(squash(paragraph));
        await page.getByRole('link', { name: 'Bize Ulaşın' }).click();
        await page.waitForURL('**/iletisim');
        await page.getByTestId('contact-page').waitFor();
        expect(seen.errors).toEqual([]);
      });
    },
  );

  test('/kurumsal opens the about page', async () => {
    await withPage(async (page) => {
      await page.goto('/kurumsal');
      await page.waitForURL('**/kurumsal/hakkimizda');
      await page.getByRole('heading', { level: 1, name: 'Hakkımızda' }).waitFor();
    });
  });

  test('a page whose text cannot be loaded says so in Turkish', async () => {
    await withPage(async (page) => {
      // The privacy policy is a versioned legal text: it comes from the legalText call.
      await page.route('**/api/fn/legalText', (route) => route.fulfill({ status: 500, body: 'x' }));
      await page.goto('/kurumsal/gizlilik-politikasi');
      await page.getByText('Gizlilik politikası yüklenemedi').waitFor();
      await page.unroute('**/api/fn/legalText');
      await page.getByRole('button', { name: 'Tekrar Dene' }).click();
      await page.getByTestId('corporate-html').waitFor();
    });
  });
});

describe('contact', () => {
  test('shows the details, the map and the form; validates in Turkish; sends', async () => {
    const info = await siteInfo();
    await withPage(async (page, seen) => {
      await page.goto('/iletisim');
      const details = page.getByTestId('contact-details');
      await details.waitFor();
      expect(await details.getByRole('link', { name: info.mail_name }).getAttribute('href')).toBe(
        info.mail_url,
      );
      expect(await details.getByRole('link', { name: info.telephone }).getAttribute('href')).toBe(
        info.telephone_url,
      );
      await details.getByText(info.address_name).waitFor();
      for (const key of ['facebook', 'instagram', 'youtube']) {
        expect(await details.locator(`a[href="${info[`${key}_url`]}"]`).count()).toBe(1);
      }
      expect(await page.getByTitle('Harita').getAttribute('src')).toBe(info.address_embed_url);

      const send = page.getByRole('button', { name: 'Gönder' });
      await send.click();
      for (const text of [
        'İsim boş olamaz',
        'Mail adresi geçersiz.',
        'Konu boş olamaz.',
        'Mesaj boş olamaz',
      ]) {
        await page.getByText(text).waitFor();
      }
      await page.getByLabel('Adınız Soyadınız').fill('Ayşe Yılmaz');
      await page.getByLabel('Mail Adresiniz').fill('ayse@');
      await page.getByLabel('Konu').fill('Üyelik');
      await page.getByLabel('Mesajınız').fill('Merhaba');
      await send.click();
      await page.getByText('Mail adresi geçersiz.').waitFor();
      expect(await page.getByText('İsim boş olamaz').count()).toBe(0);

      // The server cannot take it: the failure toast, and nothing typed is lost.
      await page.route('**/api/fn/sendContactMail', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'x' } }),
        }),
      );
      await page.getByLabel('Mail Adresiniz').fill('ayse@ornek.com.tr');
      await send.click();
      await page.getByText('Mesaj gönderilemedi.').waitFor();
      expect(await page.getByLabel('Konu').inputValue()).toBe('Üyelik');
      await page.unroute('**/api/fn/sendContactMail');

      await page
        .getByLabel('Mesajınız')
        .fill('<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> Merhaba');
      await send.click();
      await page.getByText('Mesaj gönderildi', { exact: true }).waitFor();
      expect(await page.getByLabel('Konu').inputValue()).toBe('');
      expect(await injectedMarker(page)).toBeUndefined();
      expect(seen.dialogs).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  });
});

describe('stored script injection', () => {
  test('payloads in a published news body never run', async () => {
    const payloads = [
      '<p>Güvenli paragraf</p>',
      '<script>window.__xss=1;alert(1)</script>',
      '<img src="/yok.png" onerror="window.__xss=2;alert(2)">',
      '<svg onload="window.__xss=3"><circle r="4"/></svg>',
      '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
      '<a href="javascript:window.__xss=5">tıkla</a>',
      '<p style="background:url(javascript:window.__xss=6)" onmouseover="window.__xss=7">üzerine gel</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
      '<details open ontoggle="window.__xss=9"><summary>x</summary></details>',
      '<form action="javascript:window.__xss=10"><button>gönder</button></form>',
    ].join('\n');
    const item = await publishNews({ title: `Güvenlik denemesi ${Date.now()}`, body: payloads });

    await withPage(async (page, seen) => {
      await page.goto(`/haberler/${item.id}`);
      const body = page.getByTestId('news-body');
      await body.waitFor();
      await body.getByText('Güvenli paragraf').waitFor();
      await page
        .getByText('tıkla')
        .click()
        .catch(() => {});
      await page
        .getByText('üzerine gel')
        .hover()
        .catch(() => {});
      await page.waitForLoadState('networkidle');
      expect(await injectedMarker(page)).toBeUndefined();
      expect(seen.dialogs).toEqual([]);
      expect(
        await body.evaluate((node) =>
          Array.from(node.querySelectorAll('*')).flatMap((el) =>
            Array.from(el.attributes)
              .filter((a) => /^on|^style$|^srcdoc$/.test(a.name) || /javascript:/i.test(a.value))
              .map((a) => `${el.localName}[${a.name}]`),
          ),
        ),
      ).toEqual([]);
      expect(await body.locator('script, iframe, svg, math, form, style').count()).toBe(0);

      // The item is listed at once, without a redeploy.
      await page.goto('/haberler');
      await page.getByRole('link', { name: item.title }).first().waitFor();
      expect(await injectedMarker(page)).toBeUndefined();
    });
  });
});
