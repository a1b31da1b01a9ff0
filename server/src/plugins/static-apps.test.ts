import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodeHTML } from 'entities';
import type { corporatePages } from '../modules/site-info';
import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from '../test/test-app';

// The shell's index.html as its build writes it (shell/webpack.config.js, HtmlWebpackPlugin).
const shellIndex =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"/>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"/><title>Kanat Mezat</title>' +
  '<script defer="defer" src="/main.js"></script></head><body>' +
  '<noscript>Kanat Mezat’ı kullanmak için JavaScript’i etkinleştirin.</noscript>' +
  '<div id="root"></div></body></html>';
const shellBody =
  '<body><noscript>Kanat Mezat’ı kullanmak için JavaScript’i etkinleştirin.</noscript>' +
  '<div id="root"></div></body>';

const immutable = 'public, max-age=31536000, immutable';
// A chunk big enough to be worth compressing, as the build leaves it: .br and .gz beside it.
const chunkSource = `console.log("chunk");${'/* padding */'.repeat(200)}`;

/** mf-news's manifest as @module-federation/enhanced writes it (trimmed). */
const newsManifest = {
  id: 'mf_news',
  name: 'mf_news',
  metaData: {
    name: 'mf_news',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: '@kanat/mf-news' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mf_news',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mf_news:routes',
      name: 'routes',
      path: './routes',
      assets: {
        js: {
          sync: ['2068.f9d83c5e.js', '__federation_expose_routes.626d33d6.js'],
          async: ['8607.267a53b1.js'],
        },
        css: { sync: [], async: [] },
      },
    },
    {
      id: 'mf_news:home-news',
      name: 'home-news',
      path: './home-news',
      assets: {
        js: { sync: ['__federation_expose_home_news.aaaa1c7e.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

const firstRenderChunks = ['0.5f43fd91.js', '729.fe8d18bc.js'];

/** What `?v=` must say for a file: the first 16 hex digits of its content's SHA-256. */
const versionOf = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A file with its .br and .gz beside it, as shared/build/create-config.js writes them. */
function writeCompressed(file: string, content: string) {
  write(file, content);
  write(`${file}.br`, zlib.brotliCompressSync(content));
  write(`${file}.gz`, zlib.gzipSync(content));
}

/** A built site as webpack leaves it, with mf-news built and the other remotes not. */
function makeAppsDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kanat-apps-'));
  write(path.join(dir, 'shell/dist/index.html'), shellIndex);
  writeCompressed(path.join(dir, 'shell/dist/main.js'), 'console.log("shell")');
  writeCompressed(path.join(dir, 'shell/dist/729.fe8d18bc.js'), chunkSource);
  write(path.join(dir, 'shell/dist/0.5f43fd91.js'), 'console.log("shared")');
  write(
    path.join(dir, 'shell/dist/first-render.json'),
    JSON.stringify({ chunks: firstRenderChunks }, null, 1),
  );
  write(path.join(dir, 'shell/dist/mf-manifest.json'), '{"id":"shell"}');
  write(
    path.join(dir, 'shell/dist/assets/logo.0a1b2c3d.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  write(path.join(dir, 'shell/dist/.env'), 'SECRET=1');
  writeCompressed(path.join(dir, 'mf-news/dist/remoteEntry.js'), 'var mf_news;');
  write(path.join(dir, 'mf-news/dist/mf-manifest.json'), JSON.stringify(newsManifest));
  write(path.join(dir, 'mf-news/dist/__federation_expose_routes.626d33d6.js'), 'export {}');
  write(path.join(dir, 'mf-news/dist/2068.f9d83c5e.js'), 'export {}');
  write(path.join(dir, 'mf-news/dist/index.html'), '<!doctype html><title>mf-news</title>');
  return dir;
}

/** The attributes of every <link> in a page, values unescaped. */
function linksOf(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1],
        decodeHTML(attribute[2] ?? ''),
      ]),
    ),
  );
}

/** The JSON of `<script type="application/json" id="…">`, or undefined. */
function jsonScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

const preloads = (html: string) => linksOf(html).filter((link) => link.rel === 'preload');

describe('static hosting of the built apps', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = makeAppsDir();
    testDb = await createTestDatabase();
    t = await createTestApp({ database: testDb.database, env: { APPS_DIR: appsDir } });
    write(path.join(t.config.mediaDir, 'demo/galeri/foto-01.jpg'), 'jpeg bytes');
    write(path.join(t.config.mediaDir, 'pedigrees/soy.pdf'), '%PDF-1.7');
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await testDb.destroy();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const newsEntryVersion = () => versionOf('var mf_news;');

  it('answers / with the page made from the shell’s index.html, never cached', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(shellBody);
    expect(html).toContain('<title>Kanat Mezat</title>');
    expect(html).toContain('<meta name="description" content="Kanat Mezat: güvercin');
    expect(html).toContain(
      `<script defer="defer" src="/main.js?v=${versionOf('console.log("shell")')}">`,
    );
    expect(html).not.toContain('src="/main.js"');
    // Everything added goes into the head.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('id="km-remotes"');
    expect(head).toContain('id="km-initial"');
  });

  it('writes the remotes list into the page: the entries of built remotes, unbuilt ones’ manifests', async () => {
    const html = (await get('/')).body;
    const manifest = await get('/mf/news/mf-manifest.json');
    const entry = manifest.json<typeof newsManifest>().metaData.remoteEntry.name;
    const unbuilt = {
      mf_auctions: '/mf/auctions/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_corporate: '/mf/corporate/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    };
    expect(jsonScript(html, 'km-remotes')).toEqual({ ...unbuilt, mf_news: `/mf/news/${entry}` });
    // /remotes.json, for a shell that could not read the page's list, names the manifests
    // (versioned), which name the same entries.
    const remotes = await get('/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({
      ...unbuilt,
      mf_news: `/mf/news/mf-manifest.json?v=${versionOf(manifest.body)}`,
    });
  });

  it('writes the site information and the banner into the page, as the API answers them', async () => {
    const html = (await get('/haberler')).body;
    expect(jsonScript(html, 'km-initial')).toEqual({
      '/api/infos': (await get('/api/infos')).json(),
      '/api/banner': (await get('/api/banner')).json(),
    });
  });

  it('links the icons and the web app manifest, and both answer at the root', async () => {
    const links = linksOf((await get('/')).body);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'icon', href: '/favicon.ico' }),
        expect.objectContaining({
          rel: 'icon',
          href: '/static/brand/icon.svg',
          type: 'image/svg+xml',
        }),
        expect.objectContaining({
          rel: 'apple-touch-icon',
          href: '/static/brand/apple-touch-icon.png',
        }),
        expect.objectContaining({ rel: 'manifest', href: '/site.webmanifest' }),
      ]),
    );
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.rawPayload.length).toBeGreaterThan(0);
    const manifest = await get('/site.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ lang: 'tr', start_url: '/' });
    for (const link of links.filter((l) => l.rel !== 'preload')) {
      expect((await get(link.href ?? '')).statusCode).toBe(200);
    }
  });

  it('preloads the shell’s first-render chunks on every page', async () => {
    for (const url of ['/', '/haberler/12', '/bilinmeyen/bir/sayfa']) {
      const scripts = preloads((await get(url)).body).filter((link) => link.as === 'script');
      for (const chunk of firstRenderChunks) {
        expect(scripts).toContainEqual({ rel: 'preload', href: `/${chunk}`, as: 'script' });
      }
    }
  });

  it('preloads the entry and routes chunks of the remote that owns the route', async () => {
    for (const url of ['/haberler/12', '/galeri', '/haberler']) {
      const links = preloads((await get(url)).body).filter((link) => link.href?.startsWith('/mf/'));
      expect(links).toEqual([
        { rel: 'preload', href: `/mf/news/remoteEntry.js?v=${newsEntryVersion()}`, as: 'script' },
        { rel: 'preload', href: '/mf/news/2068.f9d83c5e.js', as: 'script' },
        { rel: 'preload', href: '/mf/news/__federation_expose_routes.626d33d6.js', as: 'script' },
      ]);
      // Every preloaded file is there, and what the browser fetches is kept for good.
      for (const link of links) {
        const response = await get(link.href ?? '');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(immutable);
      }
    }
  });

  it('preloads no remote for the home page, an unbuilt remote or an unknown route', async () => {
    for (const url of ['/', '/acik-arttirmalar/5', '/bilinmeyen/bir/sayfa']) {
      const html = (await get(url)).body;
      expect(preloads(html).filter((link) => link.href?.startsWith('/mf/'))).toEqual([]);
    }
  });

  // A missing auction and an unknown path get the page too, with 404.
  it.each([
    ['/acik-arttirmalar/5', 404],
    ['/haberler', 200],
    ['/hesabim/teklif-verilen-acik-arttirmalarim', 200],
    ['/sifre-yenile?token=abc', 200],
    ['/kurumsal/hakkimizda', 200],
    ['/bilinmeyen/bir/sayfa', 404],
  ])('answers the client route %s with the page, never cached', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(shellBody);
    expect(jsonScript(response.body, 'km-remotes')).toHaveProperty('mf_news');
  });

  it('revalidates the shell’s fixed-name files asked for without a version', async () => {
    for (const url of ['/index.html', '/main.js', '/mf-manifest.json', '/first-render.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps main.js for good only when asked for with its own version', async () => {
    const version = versionOf('console.log("shell")');
    const right = await get(`/main.js?v=${version}`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('console.log("shell")');
    expect(right.headers['cache-control']).toBe(immutable);
    // Compressed at build time, the same rule.
    const br = await get(`/main.js?v=${version}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(immutable);
    for (const url of [
      '/main.js',
      '/main.js?v=0123456789abcdef',
      '/main.js?v=',
      `/main.js?x=${version}`,
    ]) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves content-hashed chunks and assets as immutable', async () => {
    for (const url of ['/729.fe8d18bc.js', '/0.5f43fd91.js', '/assets/logo.0a1b2c3d.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(immutable);
    }
  });

  it('sends the brotli file built beside a chunk, with the chunk’s type and cache rule', async () => {
    const response = await get('/729.fe8d18bc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Regression: the cache rule used to be decided on the .br path, and was no-cache.
    expect(response.headers['cache-control']).toBe(immutable);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(chunkSource);
  });

  it('sends the gzip file to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/729.fe8d18bc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe(immutable);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(chunkSource);
    const plain = await get('/729.fe8d18bc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(immutable);
    expect(plain.body).toBe(chunkSource);
  });

  it('tells shared caches that a file built compressed depends on accept-encoding', async () => {
    // Kept public for a year: a proxy must not hand the brotli body to a browser without brotli.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const chunk = await get('/729.fe8d18bc.js', { 'accept-encoding': encoding });
      expect(chunk.headers.vary).toMatch(/accept-encoding/i);
      const main = await get(`/main.js?v=${versionOf('console.log("shell")')}`, {
        'accept-encoding': encoding,
      });
      expect(main.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('keeps main.js immutable when a browser revalidates its versioned address', async () => {
    const url = `/main.js?v=${versionOf('console.log("shell")')}`;
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A 304's headers replace the stored ones: no-cache here would undo the year of caching.
    expect(again.headers['cache-control']).toBe(immutable);
  });

  it.each(['/missing.js', '/assets/gone.12345678.png', '/mf/news/nope.js', '/media/yok.jpg'])(
    'answers a missing file %s with 404, not the shell',
    async (url) => {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<div id="root">');
      }
    },
  );

  it('serves each remote under /mf/<short>/ with the same cache rules', async () => {
    const entry = await get('/mf/news/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe('var mf_news;');
    const chunk = await get('/mf/news/__federation_expose_routes.626d33d6.js');
    expect(chunk.headers['cache-control']).toBe(immutable);
  });

  it('keeps remoteEntry.js for good only when asked for with its own version', async () => {
    const version = newsEntryVersion();
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const right = await get(`/mf/news/remoteEntry.js?v=${version}`, headers);
      expect(right.statusCode).toBe(200);
      expect(right.headers['cache-control']).toBe(immutable);
    }
    expect((await get('/mf/news/remoteEntry.js?v=0000000000000000')).headers['cache-control']).toBe(
      'no-cache',
    );
    // Only the entry of an app: another fixed-name file with a version is not kept.
    const index = await get(
      `/mf/news/index.html?v=${versionOf('<!doctype html><title>mf-news</title>')}`,
    );
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote’s manifest naming its entry with the entry’s content version', async () => {
    const response = await get('/mf/news/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const served = response.json<typeof newsManifest>();
    expect(served.metaData.remoteEntry.name).toBe(`remoteEntry.js?v=${newsEntryVersion()}`);
    // Nothing else changes.
    expect(served).toEqual({
      ...newsManifest,
      metaData: {
        ...newsManifest.metaData,
        remoteEntry: {
          ...newsManifest.metaData.remoteEntry,
          name: served.metaData.remoteEntry.name,
        },
      },
    });
  });

  it('keeps the manifest for good only when asked for with its own version', async () => {
    const body = (await get('/mf/news/mf-manifest.json')).body;
    const right = await get(`/mf/news/mf-manifest.json?v=${versionOf(body)}`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe(body);
    expect(right.headers['cache-control']).toBe(immutable);
    // The entry's version is not the manifest's.
    for (const v of [newsEntryVersion(), '0000000000000000', '']) {
      const wrong = await get(`/mf/news/mf-manifest.json?v=${v}`);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.headers['cache-control']).toBe('no-cache');
    }
  });

  it('starts without a remote that is not built, answering 404 for it', async () => {
    expect((await get('/mf/auctions/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/mf/auctions/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/mf/auctions/mf-manifest.json?v=0000000000000000')).statusCode).toBe(404);
  });

  it('never serves dotfiles or paths outside the dist folder', async () => {
    expect((await get('/.env')).statusCode).toBe(404);
    expect((await get('/mf/news/../../shell/dist/.env')).body).not.toContain('SECRET');
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).not.toContain('root:');
  });

  it('serves media from DATA_DIR/media with a day of caching', async () => {
    const response = await get('/media/demo/galeri/foto-01.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).not.toBe('sandbox');
  });

  it('serves a pedigree PDF sandboxed: its viewer runs no script with the site’s rights', async () => {
    const response = await get('/media/pedigrees/soy.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('serves every corporate page the site information points to, in Turkish', async () => {
    const info = (await get('/api/infos')).json<Record<string, string>>();
    const expected: Record<keyof typeof corporatePages, string> = {
      about_us_html_loc: 'Hakkımızda',
      terms_html_loc: 'Kullanım Koşulları',
      privacy_policy_html_loc: 'Gizlilik Politikası',
      cookie_policy_html_loc: 'Çerez Politikası',
    };
    for (const [key, heading] of Object.entries(expected)) {
      const url = info[key] ?? '';
      expect(url).toMatch(/^\/static\/kurumsal\/[a-z-]+\.html$/);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('serves the brand images the site information names', async () => {
    const info = (await get('/api/infos')).json<Record<string, string>>();
    for (const key of ['logo', 'institute_image']) {
      const response = await get(info[key] ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
    }
  });

  // Last: it rebuilds apps under the running server.
  it('serves apps rebuilt while the server runs, under new versions, without a restart', async () => {
    const before = (await get('/haberler')).body;
    const oldRemotes = jsonScript(before, 'km-remotes') as Record<string, string>;
    const oldManifest = (await get('/remotes.json')).json<Record<string, string>>().mf_news;
    const oldEntry = newsEntryVersion();

    write(path.join(appsDir, 'mf-news/dist/remoteEntry.js'), 'var mf_news_v2;');
    rmSync(path.join(appsDir, 'mf-news/dist/remoteEntry.js.br'));
    rmSync(path.join(appsDir, 'mf-news/dist/remoteEntry.js.gz'));
    write(path.join(appsDir, 'shell/dist/main.js'), 'console.log("shell v2")');
    rmSync(path.join(appsDir, 'shell/dist/main.js.br'));
    rmSync(path.join(appsDir, 'shell/dist/main.js.gz'));
    write(path.join(appsDir, 'mf-auctions/dist/remoteEntry.js'), 'var mf_auctions;');

    const newEntry = versionOf('var mf_news_v2;');
    expect((await get('/mf/news/remoteEntry.js')).body).toBe('var mf_news_v2;');
    const manifest = await get('/mf/news/mf-manifest.json');
    expect(manifest.json<typeof newsManifest>().metaData.remoteEntry.name).toBe(
      `remoteEntry.js?v=${newEntry}`,
    );
    const after = (await get('/haberler')).body;
    const newRemotes = jsonScript(after, 'km-remotes') as Record<string, string>;
    expect(newRemotes.mf_news).toBe(`/mf/news/remoteEntry.js?v=${newEntry}`);
    expect(newRemotes.mf_news).not.toBe(oldRemotes.mf_news);
    const newManifest = (await get('/remotes.json')).json<Record<string, string>>().mf_news;
    expect(newManifest).toBe(`/mf/news/mf-manifest.json?v=${versionOf(manifest.body)}`);
    expect(after).toContain(`src="/main.js?v=${versionOf('console.log("shell v2")')}"`);
    expect(preloads(after)).toContainEqual({
      rel: 'preload',
      href: `/mf/news/remoteEntry.js?v=${newEntry}`,
      as: 'script',
    });

    // The old versions are no longer kept; the new ones are.
    expect((await get(oldManifest ?? '')).headers['cache-control']).toBe('no-cache');
    expect((await get(newManifest ?? '')).headers['cache-control']).toBe(immutable);
    expect(oldRemotes.mf_news).toBe(`/mf/news/remoteEntry.js?v=${oldEntry}`);
    expect((await get(oldRemotes.mf_news ?? '')).headers['cache-control']).toBe('no-cache');
    expect((await get(newRemotes.mf_news ?? '')).headers['cache-control']).toBe(immutable);

    const late = await get('/mf/auctions/remoteEntry.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('var mf_auctions;');
  });

  it('without a built shell, / and client routes get a Turkish 503 page and the API still works', async () => {
    const bare = await createTestApp({ database: testDb.database });
    try {
      for (const url of ['/', '/acik-arttirmalar']) {
        const page = await bare.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(503);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain('Site henüz derlenmedi');
      }
      expect((await bare.app.inject({ method: 'GET', url: '/api/infos' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
