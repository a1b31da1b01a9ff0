import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

// `/media/...` answers the same from either backend: the local folder (static serving) and the
// S3 bucket (media-files.ts). Byte ranges (a PDF viewer, a player seeking), validators and the
// day of caching are one behaviour, checked here with one set of expectations.

const size = 1000;
const content = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 251));
const key = 'pedigrees/belge.pdf';
const url = `/media/${key}`;

interface Backend {
  name: 'local' | 's3';
  start(): Promise<{ t: TestApp; s3: TestS3Server | null }>;
}

const backends: Backend[] = [
  {
    name: 'local',
    start: async () => {
      const t = await createTestApp();
      await mkdir(path.join(t.config.mediaDir, 'pedigrees'), { recursive: true });
      await writeFile(path.join(t.config.mediaDir, key), content);
      return { t, s3: null };
    },
  },
  {
    name: 's3',
    start: async () => {
      const s3 = await startTestS3Server('kanat-aralik');
      const t = await createTestApp({ env: s3.env });
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `media/${key}`,
          Body: content,
          ContentType: 'application/pdf',
        }),
      );
      return { t, s3 };
    },
  },
];

describe.each(backends)('GET /media/... from the $name backend', (backend) => {
  let t: TestApp;
  let s3: TestS3Server | null;
  let etag: string;
  let lastModified: string;

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    ({ t, s3 } = await backend.start());
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('answers the whole file with a day of caching, validators and byte ranges offered', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(size),
      'cache-control': 'public, max-age=86400',
      'accept-ranges': 'bytes',
      'content-security-policy': 'sandbox',
    });
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    etag = String(response.headers.etag);
    lastModified = String(response.headers['last-modified']);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=0-0', 0, 0],
    ['bytes=0-5,3-10', 0, 10],
  ])('answers %s with 206 and only those bytes', async (range, start, end) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'public, max-age=86400',
      'accept-ranges': 'bytes',
      etag,
    });
    expect(response.rawPayload.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=0-1,5-6', 'items=0-5'])(
    'answers %s (separate ranges, another unit) with the whole file',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.rawPayload.equals(content)).toBe(true);
    },
  );

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=10-5'])(
    'answers %s, outside the file, with 416 and a Turkish message',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${content.length}`);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.json()).toEqual({
        error: { code: expect.any(String), message: 'Geçersiz istek.' },
      });
    },
  );

  it('answers 304 with the same validators to a browser that has the file', async () => {
    const revalidations: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"başka", ${etag}` },
      { 'if-none-match': etag, range: 'bytes=0-9' },
      { 'if-modified-since': lastModified },
    ];
    for (const headers of revalidations) {
      const response = await get(headers);
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers).toMatchObject({
        etag,
        'last-modified': lastModified,
        'cache-control': 'public, max-age=86400',
      });
    }
  });

  it('sends the file again to a browser whose copy is another version, or that reloads', async () => {
    const otherVersions: Record<string, string>[] = [
      { 'if-none-match': '"eski"' },
      { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' },
      { 'if-none-match': etag, 'cache-control': 'no-cache' },
    ];
    for (const headers of otherVersions) {
      const response = await get(headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
    }
    const part = await get({ 'if-none-match': '"eski"', range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(content.subarray(10, 20))).toBe(true);
  });

  it('keeps a range only for the version If-Range names', async () => {
    const same = await get({ 'if-range': etag, range: 'bytes=0-9' });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.equals(content.subarray(0, 10))).toBe(true);
    const changed = await get({ 'if-range': '"eski"', range: 'bytes=0-9' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a write precondition the file does not meet with 412', async () => {
    const refused = await get({ 'if-match': '"eski"' });
    expect(refused.statusCode).toBe(412);
    expect(refused.headers['cache-control']).toBeUndefined();
    expect((await get({ 'if-match': etag })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of the same GET and no body', async () => {
    const whole = await get({}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.rawPayload.length).toBe(0);
    const part = await get({ range: 'bytes=100-199' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 100-199/${size}`,
      'content-length': '100',
      etag,
    });
    expect(part.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing file, with or without a range', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }, { range: 'bytes=-5' }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/media/pedigrees/yok.pdf',
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  if (backend.name === 's3') {
    it('asks the bucket for the range only, in one request', async () => {
      const log = s3?.requests as NonNullable<typeof s3>['requests'];
      log.length = 0;
      const response = await get({ range: 'bytes=200-299' });
      expect(response.statusCode).toBe(206);
      expect(log).toEqual([{ method: 'GET', key: `media/${key}`, range: 'bytes=200-299' }]);

      log.length = 0;
      const suffix = await get({ range: 'bytes=-50' });
      expect(suffix.rawPayload.equals(content.subarray(950))).toBe(true);
      expect(log.filter((r) => r.method === 'GET')).toEqual([
        { method: 'GET', key: `media/${key}`, range: 'bytes=950-999' },
      ]);
    });
  }
});
