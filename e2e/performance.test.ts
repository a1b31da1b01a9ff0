// The browser checks of front-end speed. Each checks a size or a place, never a time:
// durations are the benchmark's business (`pnpm --filter @kanat/bench run web`).
//  - text answers travel brotli-compressed to a browser that asks for it;
//  - the footer does not move between its first paint and the end of loading;
//  - the first render of / needs at most FIRST_RENDER_JS_BUDGET_BYTES of gzipped JavaScript
//    (190 KB, the bench's budget): new first-render code takes out as much as it adds;
//  - the JavaScript of / carries the texts the page reads, not the whole catalogue;
//  - a repeat visit of / fetches no unchanged JavaScript from the network.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  COMPRESSION_THRESHOLD,
  describeFirstRenderJs,
  type EncodedResponse,
  FIRST_RENDER_JS_BUDGET_BYTES,
  type FirstRenderJs,
  footerSampler,
  footerSamples,
  footerSettled,
  kib,
  measureFirstRenderJs,
  measureRepeatVisit,
  mustBeBrotli,
  type NetworkJs,
  newPerfContext,
  PUBLIC_PAGES,
  type PublicPageKey,
  publicPaths,
  recordEncodings,
  type ViewportName,
  watchNetwork,
} from './support/performance';

let browser: Browser;
let paths: Record<PublicPageKey, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  paths = await publicPaths();
});
afterAll(async () => {
  await browser.close();
});

describe('compression', () => {
  test('HTML, JavaScript, CSS and JSON of / and /acik-arttirmalar arrive as brotli', async () => {
    const records: EncodedResponse[] = [];
    for (const path of ['/', '/acik-arttirmalar']) {
      const context = await newPerfContext(browser);
      try {
        const page = await context.newPage();
        const recorded = recordEncodings(page);
        const network = watchNetwork(page);
        await page.goto(path, { waitUntil: 'load' });
        await page.locator('footer').first().waitFor();
        await network.idle();
        if (path === '/acik-arttirmalar') {
          // The server draws a guest's page with its data, so the browser asks the API for
          // lists only when it moves on by itself: the news list, over the threshold.
          await page.locator('footer a[href="/haberler"]').first().click();
          await page.getByTestId('mf-news-routes').waitFor();
          await network.idle();
        }
        records.push(...(await recorded()));
      } finally {
        await context.close();
      }
    }
    const line = (r: EncodedResponse) =>
      `  ${r.status} ${r.kind} ${r.bytes} B content-encoding=${r.contentEncoding || '(yok)'} ${r.url}`;

    // The precondition: Chromium offers brotli to this origin.
    const notOffered = records.filter((r) => !/\bbr\b/.test(r.acceptEncoding));
    expect(notOffered.map((r) => `${r.url} accept-encoding=${r.acceptEncoding}`)).toEqual([]);

    // HTML, JavaScript and JSON were all checked (CSS too if the site has files of it), and
    // at least one API answer over the threshold.
    const kinds = new Set(records.map((r) => r.kind));
    expect(
      ['html', 'js', 'json'].filter((kind) => !kinds.has(kind as EncodedResponse['kind'])),
    ).toEqual([]);
    const largeApi = records.filter(
      (r) => r.api && r.kind === 'json' && r.bytes > COMPRESSION_THRESHOLD,
    );
    expect(largeApi.length).toBeGreaterThan(0);

    const uncompressed = records.filter((r) => mustBeBrotli(r) && r.contentEncoding !== 'br');
    if (uncompressed.length > 0) {
      throw new Error(
        `${uncompressed.length} / ${records.filter(mustBeBrotli).length} yanıt brotli ile gelmedi ` +
          `(JavaScript, CSS ve HTML'in hepsi; JSON ve hata yanıtları ${COMPRESSION_THRESHOLD} ` +
          `bayttan büyükse):\n` +
          uncompressed.map(line).join('\n'),
      );
    }
  });
});

describe('the footer stays where it first appears', () => {
  const cases: Array<[string, ViewportName, PublicPageKey]> = PUBLIC_PAGES.flatMap(([key, label]) =>
    (['mobile', 'desktop'] as const).map((viewport): [string, ViewportName, PublicPageKey] => [
      label,
      viewport,
      key,
    ]),
  );

  test.each(cases)('%s (%s)', async (_label, viewport, key) => {
    const context = await newPerfContext(browser, viewport);
    try {
      const page = await context.newPage();
      await page.addInitScript(footerSampler);
      const network = watchNetwork(page);
      await page.goto(paths[key], { waitUntil: 'load' });
      await footerSettled(page, network);
      const samples = await footerSamples(page);
      if (samples.length === 0)
        throw new Error(`${paths[key]} (${viewport}): altbilgi hiç çizilmedi`);
      const tops = samples.map((sample) => sample.top);
      const moved = Math.max(...tops) - Math.min(...tops);
      if (moved > 1) {
        const path = samples
          .map((s) => `${Math.round(s.top)} px (${s.at} ms'den ${s.frames} kare)`)
          .join(' → ');
        throw new Error(
          `${paths[key]} (${viewport}): altbilgi ilk çiziminden sonra ${Math.round(moved)} px ` +
            `yer değiştirdi: ${path}`,
        );
      }
    } finally {
      await context.close();
    }
  });
});

describe('JavaScript of the first render of /', () => {
  test(`needs at most ${FIRST_RENDER_JS_BUDGET_BYTES} bytes (${kib(FIRST_RENDER_JS_BUDGET_BYTES)} KiB) gzipped, shell and remotes together`, async () => {
    // Which app serves a shared module can change from one load to the next (federation's
    // share scope): the largest of three first visits counts.
    const visits: FirstRenderJs[] = [];
    for (let visit = 0; visit < 3; visit++) {
      const context = await newPerfContext(browser);
      try {
        visits.push((await measureFirstRenderJs(context)).result);
      } finally {
        await context.close();
      }
    }
    const largest = visits.reduce((a, b) => (b.totalGzipBytes > a.totalGzipBytes ? b : a));
    expect(largest.apps.some((app) => app.app === 'shell')).toBe(true);
    const budget = FIRST_RENDER_JS_BUDGET_BYTES;
    if (largest.totalGzipBytes > budget) {
      throw new Error(
        `/ ilk çizimi için ${largest.totalGzipBytes} bayt (${kib(largest.totalGzipBytes)} KiB) ` +
          `gzip JavaScript; bütçe ${budget} bayt (${kib(budget)} KiB), ` +
          `3 ziyaret: ${visits.map((v) => v.totalGzipBytes).join(', ')} bayt:\n` +
          describeFirstRenderJs(largest),
      );
    }
  });
});

describe('texts in the JavaScript of /', () => {
  test('are the ones the page reads, not the whole catalogue (the account pages’ stay out)', async () => {
    const context = await newPerfContext(browser);
    try {
      const page = await context.newPage();
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        bodies.push(response.text().catch(() => ''));
      });
      await page.goto('/', { waitUntil: 'load' });
      await page.getByTestId('home-auctions').waitFor();
      await page.locator('footer').waitFor();
      const code = (await Promise.all(bodies)).join('\n');
      // Read by the home page's auctions section (messages.home.ongoingAuctions)…
      expect(code).toContain('Devam Eden Açık Arttırmalar');
      // …while the sign-up form's and the password reset's texts are the account pages'.
      expect(code).not.toContain('Kullanım Koşullarını okudum ve kabul ediyorum');
      expect(code).not.toContain('size bir doğrulama kodu gönderelim');
    } finally {
      await context.close();
    }
  });
});

describe('a repeat visit of /', () => {
  test('loads no unchanged JavaScript from the network (no 200, no 304)', async () => {
    const context = await newPerfContext(browser);
    try {
      const { page, result } = await measureFirstRenderJs(context);
      const visit = await measureRepeatVisit(page, result);
      expect(visit.fromCache).toBeGreaterThan(0);
      const fetched = [...visit.downloaded, ...visit.revalidated];
      const again = fetched.filter((item) => item.loadedBefore);
      if (again.length > 0) {
        const count = (list: NetworkJs[]) => list.filter((item) => item.loadedBefore).length;
        throw new Error(
          `tekrar ziyarette ilk ziyaretin JS dosyalarından ${count(visit.downloaded)} tanesi ` +
            `yeniden indirildi (200), ${count(visit.revalidated)} tanesi sunucuya soruldu (304); ` +
            `${visit.fromCache} tanesi önbellekten geldi:\n` +
            fetched
              .map((item) => `  ${item.status} ${item.loadedBefore ? 'yine' : 'yeni'} ${item.url}`)
              .join('\n'),
        );
      }
    } finally {
      await context.close();
    }
  });
});
