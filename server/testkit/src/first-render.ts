// The JavaScript the first render of a page needs, gzipped per app, and what a repeat visit
// fetches again. The browser tests (e2e/support/performance.ts) and the benchmark
// (bench/src/web.ts) count with these same measures.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { homeSections, sectionsRendered, watchNetwork } from './browser';

/** 1 KiB = 1024 bytes, everywhere in this benchmark. */
export const KIB = 1024;
/**
 * The first-render budget of / for the design card's stack: 190 KB gzipped, a KB being 1000
 * bytes (as in "react-dom is 65 KB gzipped", react-dom being 65,392 bytes), so 190,000 bytes,
 * 185.5 KiB. New first-render code takes out as much as it adds.
 */
export const FIRST_RENDER_JS_BUDGET_BYTES = 190_000;

/** Level 9, so the figure depends on the code only, never on what the server sends. */
export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

/** shell = same-origin paths not under /mf/; a remote = /mf/<short>/…; inline = in the HTML. */
export function appOf(url: string, origin: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return `dış kaynak (${parsed.host})`;
  const remote = /^\/mf\/([^/]+)\//.exec(parsed.pathname);
  return remote ? `mf-${remote[1]}` : 'shell';
}

export const INLINE_APP = 'satır içi (HTML)';

/** Scripts written into the HTML itself (no src; JSON data blocks and import maps excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    const isScript =
      type === '' ||
      type === 'module' ||
      type.includes('javascript') ||
      type.includes('ecmascript');
    if (isScript) scripts.push(body);
  }
  return scripts;
}

function isJavaScript(response: Response): boolean {
  const type = (response.headers()['content-type'] ?? '').toLowerCase();
  const pathname = new URL(response.url()).pathname;
  return (
    response.request().resourceType() === 'script' ||
    type.includes('javascript') ||
    type.includes('ecmascript') ||
    /\.m?js$/.test(pathname)
  );
}

export interface JsFile {
  url: string;
  app: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface AppJs {
  app: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstRenderJs {
  files: JsFile[];
  apps: AppJs[];
  totalRawBytes: number;
  totalGzipBytes: number;
  /** Sections that had not rendered when measuring stopped (empty when all had). */
  missingSections: string[];
  /** Requests still in flight when measuring stopped (empty when the network went idle). */
  pending: string[];
}

function byApp(files: readonly JsFile[]): AppJs[] {
  const apps = new Map<string, AppJs>();
  for (const file of files) {
    const app = apps.get(file.app) ?? { app: file.app, files: 0, rawBytes: 0, gzipBytes: 0 };
    app.files += 1;
    app.rawBytes += file.rawBytes;
    app.gzipBytes += file.gzipBytes;
    apps.set(file.app, app);
  }
  const order = (app: string) =>
    app === 'shell' ? 0 : app.startsWith('mf-') ? 1 : app === INLINE_APP ? 2 : 3;
  return [...apps.values()].sort(
    (a, b) => order(a.app) - order(b.app) || a.app.localeCompare(b.app),
  );
}

/**
 * Opens `path` in a new page of `context` (give it a fresh context for a first visit), waits
 * for the page's sections and then for the network to stay quiet for a second, and sizes
 * every JavaScript response (each URL once) and every inline script of the HTML.
 * Returns the page still open, for a repeat visit.
 */
export async function measureFirstRenderJs(
  context: BrowserContext,
  path = '/',
  sections: readonly string[] = homeSections,
): Promise<{ page: Page; result: FirstRenderJs }> {
  const page = await context.newPage();
  const network = watchNetwork(page);
  const bodies: Promise<JsFile | null>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith('http') || seen.has(url)) return;
    if (response.status() < 200 || response.status() >= 300 || !isJavaScript(response)) return;
    seen.add(url);
    bodies.push(
      response.body().then(
        (body) => ({
          url,
          app: appOf(url, new URL(page.url()).origin),
          rawBytes: body.length,
          gzipBytes: gzipSize(body),
        }),
        () => null,
      ),
    );
  });
  const document = await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  if (!document) throw new Error(`${path}: belge yanıtı yok`);
  const origin = new URL(document.url()).origin;
  const html = await document.text();
  const missingSections = await sectionsRendered(page, sections);
  const pending = await network.idle(1000, 60_000);
  const files = (await Promise.all(bodies)).filter((file): file is JsFile => file !== null);
  for (const [index, script] of inlineScripts(html).entries()) {
    files.push({
      url: `${origin}${path} <script> #${index + 1}`,
      app: INLINE_APP,
      rawBytes: Buffer.byteLength(script),
      gzipBytes: gzipSize(script),
    });
  }
  const apps = byApp(files);
  return {
    page,
    result: {
      files,
      apps,
      totalRawBytes: apps.reduce((sum, app) => sum + app.rawBytes, 0),
      totalGzipBytes: apps.reduce((sum, app) => sum + app.gzipBytes, 0),
      missingSections,
      pending,
    },
  };
}

export interface NetworkJs {
  url: string;
  status: number;
  /** The first visit loaded the same path (query aside): unchanged JavaScript fetched again. */
  loadedBefore: boolean;
}

export interface RepeatVisit {
  /** JavaScript with a full answer (status 200) from the server, not from a cache. */
  downloaded: NetworkJs[];
  /** JavaScript the browser revalidated over the network (answer 304). */
  revalidated: NetworkJs[];
  /** JavaScript taken from the memory or disk cache without asking the server. */
  fromCache: number;
  missingSections: string[];
  pending: string[];
}

/** The paths of the JavaScript files a first visit loaded. */
function loadedPaths(first: FirstRenderJs): Set<string> {
  return new Set(
    first.files.filter((file) => file.app !== INLINE_APP).map((file) => new URL(file.url).pathname),
  );
}

interface CdpRequest {
  url: string;
  type?: string;
  mimeType?: string;
  status?: number;
  /** Status of the answer that came over the wire (responseReceivedExtraInfo). */
  wireStatus?: number;
  servedFromCache: boolean;
  fromDiskCache: boolean;
  fromOtherCache: boolean;
}

/** Records, through the DevTools protocol, where each request's answer came from. */
async function recordOrigins(cdp: CDPSession): Promise<Map<string, CdpRequest>> {
  const requests = new Map<string, CdpRequest>();
  const entry = (id: string, url = '') => {
    let request = requests.get(id);
    if (!request) {
      request = { url, servedFromCache: false, fromDiskCache: false, fromOtherCache: false };
      requests.set(id, request);
    }
    return request;
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    const request = entry(event.requestId, event.request.url);
    request.url = event.request.url;
    request.type = event.type ?? request.type;
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    entry(event.requestId).servedFromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = entry(event.requestId, event.response.url);
    request.type = event.type ?? request.type;
    request.mimeType = event.response.mimeType;
    request.status = event.response.status;
    request.fromDiskCache = event.response.fromDiskCache === true;
    request.fromOtherCache =
      event.response.fromPrefetchCache === true || event.response.fromServiceWorker === true;
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    entry(event.requestId).wireStatus = event.statusCode;
  });
  await cdp.send('Network.enable');
  return requests;
}

/**
 * Reloads `page` in its own context (same HTTP cache) and sorts every JavaScript request by
 * where its answer came from: a 200 from the server, a 304 revalidation (also a request to
 * the network), or a cache the browser used without asking. Each network answer says whether
 * the first visit (`first`) loaded the same path.
 */
export async function measureRepeatVisit(
  page: Page,
  first: FirstRenderJs,
  sections: readonly string[] = homeSections,
): Promise<RepeatVisit> {
  const before = loadedPaths(first);
  const cdp = await page.context().newCDPSession(page);
  try {
    const requests = await recordOrigins(cdp);
    const network = watchNetwork(page);
    await page.reload({ waitUntil: 'load', timeout: 60_000 });
    const missingSections = await sectionsRendered(page, sections);
    const pending = await network.idle(1000, 60_000);
    const result: RepeatVisit = {
      downloaded: [],
      revalidated: [],
      fromCache: 0,
      missingSections,
      pending,
    };
    for (const request of requests.values()) {
      const javascript =
        request.type === 'Script' ||
        (request.mimeType ?? '').includes('javascript') ||
        /\.m?js$/.test(new URL(request.url, 'http://x').pathname);
      if (!javascript || !request.url.startsWith('http')) continue;
      const cached =
        request.servedFromCache ||
        request.fromDiskCache ||
        request.fromOtherCache ||
        request.status === undefined;
      const status = request.wireStatus ?? request.status ?? 0;
      const loadedBefore = before.has(new URL(request.url).pathname);
      if (status === 304) result.revalidated.push({ url: request.url, status, loadedBefore });
      else if (cached) result.fromCache += 1;
      else result.downloaded.push({ url: request.url, status, loadedBefore });
    }
    return result;
  } finally {
    await cdp.detach().catch(() => {});
  }
}

export const kib = (bytes: number, digits = 1) => (bytes / KIB).toFixed(digits);
