import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { corporatePages } from '../modules/site-info/site-info-defaults';
import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from '../test/test-app';

const shellIndex =
  '<!doctype html><html lang="tr"><title>Kanat Mezat</title><div id="root"></div></html>';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A built site as webpack leaves it, with mf-auctions and the others not built. */
function makeAppsDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kanat-apps-'));
  write(path.join(dir, 'shell/dist/index.html'), shellIndex);
  write(path.join(dir, 'shell/dist/main.js'), 'console.log("shell")');
  write(path.join(dir, 'shell/dist/729.fe8d18bc.js'), 'console.log("chunk")');
  write(path.join(dir, 'shell/dist/mf-manifest.json'), '{"id":"shell"}');
  write(
    path.join(dir, 'shell/dist/assets/logo.0a1b2c3d.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  write(path.join(dir, 'shell/dist/.env'), 'SECRET=1');
  write(path.join(dir, 'mf-news/dist/remoteEntry.js'), 'var mf_news;');
  write(path.join(dir, 'mf-news/dist/mf-manifest.json'), '{"id":"mf_news"}');
  write(path.join(dir, 'mf-news/dist/__federation_expose_routes.80285ce5.js'), 'export {}');
  write(path.join(dir, 'mf-news/dist/index.html'), '<!doctype html><title>mf-news</title>');
  return dir;
}

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

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the shell at / and revalidates its fixed-name files', async () => {
    for (const url of ['/', '/index.html', '/main.js', '/mf-manifest.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).body).toBe(shellIndex);
  });

  it('serves content-hashed chunks and assets as immutable', async () => {
    for (const url of ['/729.fe8d18bc.js', '/assets/logo.0a1b2c3d.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    '/acik-arttirmalar/5',
    '/haberler',
    '/hesabim/teklif-verilen-acik-arttirmalarim',
    '/sifre-yenile?token=abc',
    '/kurumsal/hakkimizda',
    '/bilinmeyen/bir/sayfa',
  ])('answers the client route %s with the shell index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shellIndex);
  });

  it.each(['/missing.js', '/assets/gone.12345678.png', '/mf/news/nope.js', '/media/yok.jpg'])(
    'answers a missing file %s with 404, not the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('serves each remote under /mf/<short>/ with the same cache rules', async () => {
    const entry = await get('/mf/news/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe('var mf_news;');
    const manifest = await get('/mf/news/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ id: 'mf_news' });
    const chunk = await get('/mf/news/__federation_expose_routes.80285ce5.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('starts without a remote that is not built, answering 404 for it', async () => {
    expect((await get('/mf/auctions/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/mf/auctions/mf-manifest.json')).statusCode).toBe(404);
  });

  it('serves a remote rebuilt while the server runs, without a restart', async () => {
    write(path.join(appsDir, 'mf-news/dist/remoteEntry.js'), 'var mf_news_v2;');
    write(path.join(appsDir, 'mf-auctions/dist/remoteEntry.js'), 'var mf_auctions;');
    expect((await get('/mf/news/remoteEntry.js')).body).toBe('var mf_news_v2;');
    const late = await get('/mf/auctions/remoteEntry.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('var mf_auctions;');
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

  it('without a built shell, client routes get a Turkish 503 page and the API still works', async () => {
    const bare = await createTestApp({ database: testDb.database });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/acik-arttirmalar' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('Site henüz derlenmedi');
      expect((await bare.app.inject({ method: 'GET', url: '/api/infos' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
