import { readdir } from 'node:fs/promises';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { MediaFile } from '@kanat/shared/contracts';
import sharp from 'sharp';
import { createSignedInStaff, type SignedInMember } from '../../test/auth-fixtures';
import { sampleJpeg, uploadAccepted } from '../../test/media-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';

// Two instances behind a load balancer share one S3 bucket for media. What one
// instance stored, the other serves at the same address.

describe('media in a shared S3 bucket (two instances)', () => {
  let s3: TestS3Server;
  let testDb: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let staff: SignedInMember;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    testDb = await createTestDatabase();
    a = await createTestApp({ database: testDb.database, env: s3.env });
    b = await createTestApp({ database: testDb.database, env: s3.env });
    staff = await createSignedInStaff(a.app);
  }, setupTimeout);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.destroy();
    await s3?.close();
  });

  const keysUnder = async (prefix: string) => {
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((o) => o.Key as string).sort();
  };

  const objectBytes = async (key: string) => {
    const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  };

  let photo: MediaFile;

  it('stores a photo uploaded through A in the bucket, not on A’s disk', async () => {
    photo = await uploadAccepted(a.app, staff.cookie, 'pigeon-photo', await sampleJpeg(1400, 1050));
    expect(photo.url).toMatch(/^\/media\/pigeons\/.+-1280\.jpg$/);
    expect(await keysUnder('media/pigeons/')).toEqual(
      photo.variants.map((v) => `media${v.url.slice('/media'.length)}`).sort(),
    );
    expect(await readdir(a.config.mediaDir).catch(() => [])).toEqual([]);
  });

  it('serves it through B at the same URL, with the same bytes and caching', async () => {
    const fromA = await a.app.inject({ method: 'GET', url: photo.url });
    const fromB = await b.app.inject({ method: 'GET', url: photo.url });
    for (const response of [fromA, fromB]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.rawPayload.equals(await objectBytes(`media${photo.url.slice(6)}`))).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);

    const again = await b.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-none-match': String(fromA.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('makes a generated size once, in the bucket, and B serves that copy', async () => {
    const relative = photo.variants[2]?.url.slice('/media/'.length) as string;
    const fromA = await a.app.inject({ method: 'GET', url: `/img/480/${relative}` });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.headers['content-type']).toBe('image/webp');
    const cacheKey = `image-cache/480/${relative}.webp`;
    expect(await keysUnder('image-cache/')).toEqual([cacheKey]);

    // Mark A's copy: if B made its own, it would not answer the mark.
    const marked = Buffer.concat([fromA.rawPayload, Buffer.from('kopya-A')]);
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: cacheKey,
        Body: marked,
        ContentType: 'image/webp',
      }),
    );
    const fromB = await b.app.inject({ method: 'GET', url: `/img/480/${relative}` });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['cache-control']).toBe('public, max-age=604800');
    expect(fromB.rawPayload.equals(marked)).toBe(true);
    expect(await keysUnder('image-cache/')).toEqual([cacheKey]);
  });

  it('answers a size already in the bucket with one GetObject; first requests make it once', async () => {
    const relative = photo.variants[1]?.url.slice('/media/'.length) as string;
    const cacheKey = `image-cache/320/${relative}.webp`;
    s3.requests.length = 0;
    const first = await Promise.all(
      Array.from({ length: 5 }, () => a.app.inject({ method: 'GET', url: `/img/320/${relative}` })),
    );
    expect(first.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const stored = await objectBytes(cacheKey);
    for (const response of first) expect(response.rawPayload.equals(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const calls = (method: string, key: string) =>
      s3.requests.filter((r) => r.method === method && r.key === key).length;
    expect(calls('PUT', cacheKey)).toBe(1);
    expect(calls('GET', `media/${relative}`)).toBe(1);

    for (const t of [a, b]) {
      s3.requests.length = 0;
      const again = await t.app.inject({ method: 'GET', url: `/img/320/${relative}` });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(stored)).toBe(true);
      expect(again.headers.etag).toBe(first[0]?.headers.etag);
      expect(s3.requests).toEqual([{ method: 'GET', key: cacheKey, range: null }]);
    }
  });

  it('answers a missing file or picture with the Turkish 404 on either instance', async () => {
    for (const t of [a, b]) {
      const file = await t.app.inject({ method: 'GET', url: '/media/pigeons/yok.jpg' });
      expect(file.statusCode).toBe(404);
      const copy = await t.app.inject({ method: 'GET', url: '/img/480/pigeons/yok.jpg' });
      expect(copy.statusCode).toBe(404);
      expect(copy.json()).toMatchObject({ error: { message: 'Resim bulunamadı.' } });
    }
    const dotfile = await b.app.inject({ method: 'GET', url: '/media/pigeons/.gizli.jpg' });
    expect(dotfile.statusCode).toBe(404);
  });

  it('removes an unattached upload from the bucket when its lifetime has passed', async () => {
    const spare = await uploadAccepted(a.app, staff.cookie, 'gallery', await sampleJpeg(500, 400));
    const keys = spare.variants.map((v) => `media${v.url.slice('/media'.length)}`);
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keys[0] }));
    const copyUrl = `/img/160/${spare.url.slice('/media/'.length)}`;
    expect((await a.app.inject({ method: 'GET', url: copyUrl })).statusCode).toBe(200);
    expect(await keysUnder('image-cache/160/gallery/')).toHaveLength(1);
    await b.app.media.purgeUnattached(Date.now() + 48 * 60 * 60 * 1000);
    expect(await keysUnder('media/gallery/')).toEqual([]);
    expect(await keysUnder('image-cache/160/gallery/')).toEqual([]);
    expect((await b.app.inject({ method: 'GET', url: spare.url })).statusCode).toBe(404);
    expect((await b.app.inject({ method: 'GET', url: copyUrl })).statusCode).toBe(404);
  });
});

describe('seeding with S3 set', () => {
  let s3: TestS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3Server('kanat-tohum');
    t = await createTestApp({ env: s3.env, seed: true });
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('draws the demo pictures into the bucket, and the site serves them from there', async () => {
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/' }),
    );
    expect(listed.KeyCount).toBeGreaterThan(10);
    expect(await readdir(t.config.mediaDir).catch(() => [])).toEqual([]);

    const gallery = await t.app.inject({ method: 'POST', url: '/api/list/gallery', payload: {} });
    const first = gallery.json<{ r: Array<{ img: string; thumb: string }> }>().r[0];
    for (const url of [first?.img, first?.thumb]) {
      expect(url).toMatch(/^\/media\//);
      const picture = await t.app.inject({ method: 'GET', url: url as string });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    }
  });
});
