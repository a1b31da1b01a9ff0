// Helpers for the front-end speed checks (e2e/performance.test.ts): sizes and
// places, never durations. The first-render and repeat-visit measures, the network watcher
// and the section check are the test kit's (@kanat/testkit/browser, /first-render), so the
// test and the benchmark count alike.
import type { AuctionRow, ContainerRow } from '@kanat/shared/contracts';
import {
  sectionsRendered as benchSectionsRendered,
  watchNetwork as benchWatchNetwork,
  homeSections,
} from '@kanat/testkit/browser';
import { type FirstRenderJs, kib } from '@kanat/testkit/first-render';
import { WAIT_MS } from '@kanat/testkit/limits';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { getAuction, listAuctions, serverTime } from './auctions';
import { baseURL } from './browser';
import { listPage, type NewsRow, siteInfo } from './content';

/**
 * JSON and error answers above this many bytes (uncompressed) must be compressed; smaller ones
 * are made on the fly and gain nothing worth the work (the usual threshold of on-the-fly
 * compression). JavaScript, CSS and HTML pages must be compressed whatever their size.
 */
export const COMPRESSION_THRESHOLD = 1024;

// ---------------------------------------------------------------------------------------
// Contexts and waiting

export const VIEWPORTS = {
  /** What the browser tests use. */
  desktop: { viewport: { width: 1280, height: 900 } },
  /** The phone of Lighthouse's mobile default. */
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** A context of its own (own HTTP cache, cookies, storage). */
export function newPerfContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: baseURL(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
}

/** Resolves once the network has stayed quiet (live streams aside); throws, naming what is
 * still in flight, if it does not within `timeoutMs`. The bench's watcher, made strict. */
export interface NetworkWatch {
  idle(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** Starts counting the page's requests; call before navigating. */
export function watchNetwork(page: Page): NetworkWatch {
  const watch = benchWatchNetwork(page);
  return {
    async idle(quietMs = 1000, timeoutMs = WAIT_MS) {
      const pending = await watch.idle(quietMs, timeoutMs);
      if (pending.length > 0) {
        throw new Error(
          `ağ ${timeoutMs} ms içinde boşalmadı; süren istekler: ${pending.join(', ')}`,
        );
      }
    },
  };
}

/** The sections of the home page, in order (as content.test.ts checks them). */
export const HOME_SECTIONS = homeSections;

/**
 * Waits until every section and the footer are in the page and no placeholder says it is
 * busy; throws, naming what is missing, if that does not happen within `timeoutMs`.
 */
export async function sectionsRendered(
  page: Page,
  sections: readonly string[] = HOME_SECTIONS,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const missing = await benchSectionsRendered(page, sections, timeoutMs);
  if (missing.length > 0) {
    throw new Error(`${page.url()}: sayfa tamamlanmadı, eksik: ${missing.join(', ')}`);
  }
}

// ---------------------------------------------------------------------------------------
// The public pages whose speed is measured

export type PublicPageKey = 'home' | 'auctions' | 'auction' | 'group' | 'news-list' | 'news';

/** The six pages, labelled by their route pattern. */
export const PUBLIC_PAGES: ReadonlyArray<[PublicPageKey, string]> = [
  ['home', '/'],
  ['auctions', '/acik-arttirmalar'],
  ['auction', '/acik-arttirmalar/{canlı id}'],
  ['group', '/grup-ihaleler/{id}'],
  ['news-list', '/haberler'],
  ['news', '/haberler/{id}'],
];

const HOUR = 3_600_000;

/** The six pages and the rows behind them, found through the public API as the apps do. */
export interface PublicPages {
  paths: Record<PublicPageKey, string>;
  /** A running auction that ends at least two hours later (one of the list's 20 first). */
  live: AuctionRow;
  /** The auction page audited: of those, the first whose pigeon has results, pedigree and video. */
  lot: AuctionRow;
  /** A group of the group-auctions page, a running one with lots when there is one. */
  group: ContainerRow;
  /** The newest news item. */
  news: NewsRow;
}

/**
 * The first of these running lots whose pigeon has race results, a pedigree and a video: the
 * heaviest auction page, which the audits must hold on (the demo data gives a few lots all
 * three); undefined when none has.
 */
async function fullRecordLot(rows: readonly AuctionRow[]): Promise<AuctionRow | undefined> {
  for (const row of rows) {
    const { auction } = await getAuction(row.id);
    const full =
      auction.races.length > 0 &&
      auction.pedigreeChart.ancestors.length > 0 &&
      auction.videos.length > 0;
    if (full) return row;
  }
  return undefined;
}

export async function findPublicPages(): Promise<PublicPages> {
  const running = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'asc',
  });
  const [live] = running;
  if (!live) throw new Error('canlı açık arttırma yok (/api/list/auctions)');
  // The audits hold on the heaviest auction page; the demo data always has one.
  const lot = await fullRecordLot(running);
  if (!lot) throw new Error('sonuçları, soy ağacı ve videosu olan canlı açık arttırma yok');
  const parent = (await siteInfo()).auction_vitrine_id;
  if (!parent) throw new Error('site bilgisinde auction_vitrine_id yok');
  const groups = (
    await listPage<ContainerRow>('containers', {
      parent,
      orderBy: 'expiry',
      orderDir: 'desc',
      p: 0,
      c: 20,
    })
  ).r;
  const now = await serverTime();
  const group =
    groups.find((row) => row.isFinalContainer && row.expiry > now && row.totalAuctionsCount > 0) ??
    groups[0];
  if (!group) throw new Error('grup ihale yok (/api/list/containers)');
  const [news] = (await listPage<NewsRow>('news', { p: 0, c: 1 })).r;
  if (!news) throw new Error('haber yok (/api/list/news)');
  return {
    paths: {
      home: '/',
      auctions: '/acik-arttirmalar',
      auction: `/acik-arttirmalar/${lot.id}`,
      group: `/grup-ihaleler/${group.id}`,
      'news-list': '/haberler',
      news: `/haberler/${news.id}`,
    },
    live,
    lot,
    group,
    news,
  };
}

/** The paths of the six pages (findPublicPages). */
export async function publicPaths(): Promise<Record<PublicPageKey, string>> {
  return (await findPublicPages()).paths;
}

// ---------------------------------------------------------------------------------------
// Compression

export type TextKind = 'html' | 'js' | 'css' | 'json';

export interface EncodedResponse {
  url: string;
  kind: TextKind;
  status: number;
  /** Under /api/. */
  api: boolean;
  /** The body's size as the page received it (decoded). */
  bytes: number;
  contentEncoding: string;
  /** What the browser offered for this request. */
  acceptEncoding: string;
}

function textKind(contentType: string, response: Response): TextKind | null {
  const type = contentType.toLowerCase();
  if (type.includes('text/html')) return 'html';
  if (type.includes('javascript') || type.includes('ecmascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  if (type.includes('json')) return 'json';
  // An answer without a type still counts by what the page asked for.
  const resource = response.request().resourceType();
  if (type === '' && resource === 'script') return 'js';
  if (type === '' && resource === 'stylesheet') return 'css';
  return null;
}

/**
 * Records every same-origin HTML, JavaScript, CSS and JSON answer with a body that the page
 * gets, with its content-encoding (from the raw headers) and the accept-encoding the browser
 * sent. Call before navigating; await the returned function once the page is done.
 */
export function recordEncodings(page: Page): () => Promise<EncodedResponse[]> {
  const records: Promise<EncodedResponse | null>[] = [];
  page.on('response', (response) => {
    records.push(
      (async () => {
        const url = new URL(response.url());
        const status = response.status();
        if (url.origin !== new URL(baseURL()).origin) return null;
        // No body: informational, redirects, 204, 304.
        if (status < 200 || status === 204 || (status >= 300 && status < 400)) return null;
        const headers = await response.allHeaders();
        const kind = textKind(headers['content-type'] ?? '', response);
        if (kind === null) return null;
        const body = await response.body().catch(() => null);
        if (body === null) return null;
        const requestHeaders = await response.request().allHeaders();
        return {
          url: response.url(),
          kind,
          status,
          api: url.pathname.startsWith('/api/'),
          bytes: body.length,
          contentEncoding: headers['content-encoding'] ?? '',
          acceptEncoding: requestHeaders['accept-encoding'] ?? '',
        };
      })().catch(() => null),
    );
  });
  return async () =>
    (await Promise.all(records)).filter((record): record is EncodedResponse => record !== null);
}

/**
 * Whether a recorded answer had to be sent with brotli: every successful JavaScript, CSS and
 * HTML answer; any answer (JSON, errors) above COMPRESSION_THRESHOLD.
 */
export function mustBeBrotli(record: EncodedResponse): boolean {
  const page = record.kind === 'js' || record.kind === 'css' || record.kind === 'html';
  return (page && record.status < 300) || record.bytes > COMPRESSION_THRESHOLD;
}

// ---------------------------------------------------------------------------------------
// The footer's position

export interface FooterSample {
  /** Document position of the footer's top edge (getBoundingClientRect().top + scrollY). */
  top: number;
  /** ms since navigation start when this position was first painted. */
  at: number;
  /** Consecutive frames painted with this position. */
  frames: number;
}

/**
 * Installed with page.addInitScript: from the page's first frame on, samples the footer's
 * document position once per painted frame (requestAnimationFrame runs right before each
 * paint) and keeps every change in `window.__kmFooter`.
 */
export function footerSampler(): void {
  const samples: FooterSample[] = [];
  (window as unknown as { __kmFooter: FooterSample[] }).__kmFooter = samples;
  const frame = () => {
    const footer = document.querySelector('footer, [role="contentinfo"]');
    if (footer && footer.getClientRects().length > 0) {
      const top = footer.getBoundingClientRect().top + window.scrollY;
      const last = samples[samples.length - 1];
      if (last && Math.abs(last.top - top) < 0.01) last.frames += 1;
      else samples.push({ top, at: Math.round(performance.now()), frames: 1 });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Waits, after a navigation, until the footer's place can be judged: the footer drawn (it
 * comes once the page has settled, in the browser), the network quiet, and the footer's latest
 * place held for a second's worth of painted frames (whatever the last answers set in motion
 * has been drawn). Counted in frames, not in time: a loaded machine paints them later. A footer
 * that never appears or never stops moving is left for the caller to report, with its samples.
 */
export async function footerSettled(page: Page, network: NetworkWatch): Promise<void> {
  const drawn = await page
    .waitForFunction(
      () => ((window as unknown as { __kmFooter?: FooterSample[] }).__kmFooter ?? []).length > 0,
    )
    .then(() => true)
    .catch(() => false);
  if (!drawn) return;
  await network.idle();
  await page
    .waitForFunction((held) => {
      const samples = (window as unknown as { __kmFooter: FooterSample[] }).__kmFooter;
      return (samples[samples.length - 1]?.frames ?? 0) >= held;
    }, HELD_FRAMES)
    .catch(() => undefined);
}

/** About a second of painted frames. */
const HELD_FRAMES = 60;

export function footerSamples(page: Page): Promise<FooterSample[]> {
  return page.evaluate(
    () => (window as unknown as { __kmFooter?: FooterSample[] }).__kmFooter ?? [],
  );
}

// ---------------------------------------------------------------------------------------
// First-render JavaScript and the repeat visit: the bench's own measures
// (@kanat/testkit/first-render), so the test and the benchmark count alike.

export type {
  FirstRenderJs,
  JsFile,
  NetworkJs,
  RepeatVisit,
} from '@kanat/testkit/first-render';
export {
  FIRST_RENDER_JS_BUDGET_BYTES,
  INLINE_APP,
  KIB,
  kib,
  measureFirstRenderJs,
  measureRepeatVisit,
} from '@kanat/testkit/first-render';

/** The per-app figures and the largest files, for a failure message. */
export function describeFirstRenderJs(js: FirstRenderJs): string {
  const apps = js.apps.map(
    (app) =>
      `  ${app.app.padEnd(18)} ${String(app.files).padStart(3)} dosya ${kib(app.gzipBytes).padStart(7)} KiB`,
  );
  const largest = [...js.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8)
    .map((file) => `    ${kib(file.gzipBytes).padStart(7)} KiB ${file.url}`);
  return [...apps, '  en büyük dosyalar:', ...largest].join('\n');
}
