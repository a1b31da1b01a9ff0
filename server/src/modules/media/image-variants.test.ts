import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, symlink, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { sampleJpeg } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { imageCacheControl, imageRoutes } from './image-routes';
import { ImageVariants, pictureSegments } from './image-variants';
import { LocalMediaStore } from './local-media-store';

/** Registers the image routes unless the application already does (app.ts). */
const withImageRoutes = (mediaDir: string, cacheDir: string) =>
  fp(async (app: FastifyInstance) => {
    if (!app.hasPlugin('image-variants')) {
      await app.register(imageRoutes, { store: new LocalMediaStore({ mediaDir, cacheDir }) });
    }
  });

const localStore = (dir: string) =>
  new LocalMediaStore({ mediaDir: path.join(dir, 'media'), cacheDir: path.join(dir, 'cache') });

describe('GET /img/<width>/<path>', () => {
  let t: TestApp;
  let dataDir: string;
  let mediaDir: string;
  let cacheDir: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const write = (file: string, data: Buffer | string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kanat-img-'));
    mediaDir = path.join(dataDir, 'media');
    cacheDir = path.join(dataDir, 'image-cache');
    write(path.join(mediaDir, 'demo/foto/buyuk.jpg'), await sampleJpeg(1600, 1200));
    write(path.join(mediaDir, 'demo/foto/kucuk.jpg'), await sampleJpeg(400, 300));
    write(path.join(mediaDir, 'haberler/şahin kuşu.jpg'), await sampleJpeg(900, 600));
    write(path.join(mediaDir, 'belge.pdf'), '%PDF-1.4 not a picture');
    write(path.join(mediaDir, 'bozuk.jpg'), 'not a jpeg at all');
    write(path.join(mediaDir, '.gizli.jpg'), await sampleJpeg(100, 100));
    write(path.join(dataDir, 'gizli.jpg'), await sampleJpeg(500, 500));
    await symlink(path.join(dataDir, 'gizli.jpg'), path.join(mediaDir, 'kacak.jpg'));
    t = await createTestApp({
      env: { DATA_DIR: dataDir },
      configure: (app) => {
        app.register(withImageRoutes(mediaDir, cacheDir));
      },
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a WebP copy of the width asked for, cached for a week with an ETag', async () => {
    const response = await get('/img/480/demo/foto/buyuk.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(imageCacheControl);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(meta.exif).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('never enlarges: a width beyond the original answers the original width', async () => {
    const response = await get('/img/1280/demo/foto/kucuk.jpg');
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
  });

  it('keeps the copy under DATA_DIR/image-cache and answers it again without remaking it', async () => {
    const first = await get('/img/320/demo/foto/buyuk.jpg');
    const file = path.join(cacheDir, '320/demo/foto/buyuk.jpg.webp');
    const made = await stat(file);
    expect(made.size).toBe(first.rawPayload.length);

    const again = await get('/img/320/demo/foto/buyuk.jpg');
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await stat(file)).mtimeMs).toBe(made.mtimeMs);

    const unchanged = await get('/img/320/demo/foto/buyuk.jpg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('answers a stored copy as it is, and makes it again once the cache has lost it', async () => {
    // Names never change their content (uploads get fresh random names): a copy follows its
    // original's name, and only a cache emptied (a restore) or purged makes it again.
    const original = path.join(mediaDir, 'demo/foto/degisen.jpg');
    write(original, await sampleJpeg(800, 600));
    const before = await get('/img/160/demo/foto/degisen.jpg');
    const later = new Date(Date.now() + 60_000);
    write(original, await sampleJpeg(800, 400));
    await utimes(original, later, later);
    const kept = await get('/img/160/demo/foto/degisen.jpg');
    expect(kept.headers.etag).toBe(before.headers.etag);
    expect(kept.rawPayload.equals(before.rawPayload)).toBe(true);

    await rm(path.join(cacheDir, '160/demo/foto/degisen.jpg.webp'));
    const after = await get('/img/160/demo/foto/degisen.jpg');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 160, height: 80 });
  });

  it('reads names with Turkish letters and spaces, percent-encoded', async () => {
    const response = await get(`/img/640/haberler/${encodeURIComponent('şahin kuşu.jpg')}`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 640 });
  });

  it('makes a copy once for concurrent first requests, writing it whole', async () => {
    write(path.join(mediaDir, 'demo/foto/ayni-anda.jpg'), await sampleJpeg(1200, 900));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => get('/img/800/demo/foto/ayni-anda.jpg')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    const files = await readdir(path.join(cacheDir, '800/demo/foto'));
    expect(files).toEqual(['ayni-anda.jpg.webp']);
  });

  const expectNotFound = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'Resim bulunamadı.' },
    });
  };

  it.each([
    '/img/500/demo/foto/buyuk.jpg',
    '/img/0480/demo/foto/buyuk.jpg',
    '/img/4.8e2/demo/foto/buyuk.jpg',
    '/img/2560/demo/foto/buyuk.jpg',
    '/img/genis/demo/foto/buyuk.jpg',
  ])('refuses a width outside the list: %s', expectNotFound);

  // The URL parser resolves these dot segments before routing: whatever they become, the
  // answer is a 404, never the picture outside the media folder.
  it.each([
    '/img/480/../gizli.jpg',
    '/img/480/%2e%2e/gizli.jpg',
    '/img/480/demo/%2e%2e/%2e%2e/gizli.jpg',
    '/img/480/../../gizli.jpg',
  ])('answers 404 to dot segments: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: expect.stringMatching(/^(Resim b|B)ulunamadı\.$/) },
    });
  });

  it.each([
    '/img/480/demo/..%2f..%2fgizli.jpg',
    '/img/480/..%2fgizli.jpg',
    '/img/480/%2fetc%2fpasswd.jpg',
    '/img/480/demo//foto/buyuk.jpg',
    '/img/480/.gizli.jpg',
    '/img/480/kacak.jpg',
    '/img/480/demo%5c..%5c..%5cgizli.jpg',
  ])('refuses a path that leaves the media folder or is hidden: %s', expectNotFound);

  it.each([
    '/img/480/demo/foto/yok.jpg',
    '/img/480/yok/yok.jpg',
    '/img/480/belge.pdf',
    '/img/480/bozuk.jpg',
    '/img/480/demo/foto',
  ])('answers 404 for a missing or unusable original: %s', expectNotFound);

  it('writes nothing into the cache for refused requests', async () => {
    const entries = await readdir(cacheDir, { recursive: true });
    expect(entries.some((e) => String(e).includes('gizli') || String(e).includes('bozuk'))).toBe(
      false,
    );
  });
});

describe('ImageVariants', () => {
  it('runs sharp once for concurrent first requests of one copy', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kanat-img-unit-'));
    try {
      mkdirSync(path.join(dir, 'media'));
      writeFileSync(path.join(dir, 'media/a.jpg'), await sampleJpeg(700, 500));
      const variants = new ImageVariants(localStore(dir));
      const make = jest.spyOn(
        variants as unknown as { make: (...args: unknown[]) => Promise<void> },
        'make',
      );
      const copies = await Promise.all([
        variants.variant(320, 'a.jpg'),
        variants.variant(320, 'a.jpg'),
        variants.variant(320, 'a.jpg'),
        variants.variant(480, 'a.jpg'),
      ]);
      for (const copy of copies) copy.body.destroy();
      expect(make).toHaveBeenCalledTimes(2);
      expect(copies[0]?.bytes).toBe(copies[2]?.bytes);
      expect(copies[0]?.modifiedMs).toBe(copies[2]?.modifiedMs);
      (await variants.variant(320, 'a.jpg')).body.destroy();
      expect(make).toHaveBeenCalledTimes(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each(['../gizli.jpg', 'a/../../gizli.jpg', '/etc/x.jpg', 'a//b.jpg', 'kacak.jpg'])(
    'refuses %j outside the media folder',
    async (relative) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'kanat-img-unit-'));
      try {
        mkdirSync(path.join(dir, 'media/a'), { recursive: true });
        writeFileSync(path.join(dir, 'gizli.jpg'), await sampleJpeg(50, 50));
        await symlink(path.join(dir, 'gizli.jpg'), path.join(dir, 'media/kacak.jpg'));
        const variants = new ImageVariants(localStore(dir));
        await expect(variants.variant(160, relative)).rejects.toMatchObject({
          code: 'not-found',
          message: 'Resim bulunamadı.',
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it.each([
    ['a/b.jpg', ['a', 'b.jpg']],
    ['a/b.JPEG', ['a', 'b.JPEG']],
    ['a/../b.jpg', null],
    ['./b.jpg', null],
    ['a\\b.jpg', null],
    ['a/.b.jpg', null],
    ['b.svg', null],
    ['b.pdf', null],
    ['', null],
  ])('reads %j as %j', (relative, segments) => {
    expect(pictureSegments(relative)).toEqual(segments);
  });
});
