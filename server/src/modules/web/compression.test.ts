import { rmSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { COMPRESSIBLE_TYPES } from '../../app';
import { listen } from '../../test/live-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';

/** Answers made on the fly are compressed (app.ts, @fastify/compress): br, else gzip. */
describe('compression of the answers', () => {
  let t: TestApp;
  let appsDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    appsDir = shellOnlyAppsDir();
    t = await createTestApp({ env: { APPS_DIR: appsDir } });
    baseUrl = await listen(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each(['/api/infos', '/api/openapi.json'])(
    'sends %s (over 1 KB) in brotli when the browser takes it, else gzip, else as it is',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const json = plain.json();

      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

      const gzip = await get(url, 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(json);

      const identity = await get(url, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.json()).toEqual(json);
    },
  );

  it.each(['/api/banner', '/remotes.json'])(
    'sends %s (under 1 KB) as it is: not worth compressing',
    async (url) => {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(() => response.json()).not.toThrow();
    },
  );

  it('compresses the page the server makes for a route', async () => {
    const plain = await get('/haberler');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await get('/haberler', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses text types only: never event streams or pictures', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'application/javascript; charset=utf-8',
      'text/css',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(type).toMatch(COMPRESSIBLE_TYPES);
    }
    for (const type of [
      'text/event-stream; charset=utf-8',
      'text/event-stream',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'application/octet-stream',
      'application/jsonx',
    ]) {
      expect(type).not.toMatch(COMPRESSIBLE_TYPES);
    }
  });

  it('never compresses the live stream: its events would be held back', async () => {
    const { headers, firstChunk } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      firstChunk: Buffer;
    }>((resolve, reject) => {
      const request = http.get(
        `${baseUrl}/api/live?paths=banner`,
        {
          agent: false,
          headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve({ headers: response.headers, firstChunk: chunk });
            request.destroy();
          });
        },
      );
      request.on('error', (error) => {
        // The abort above ends the request on purpose.
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    // The first bytes are readable SSE text, not a compressed frame.
    expect(firstChunk.toString('utf8')).toMatch(/^(:|data:|retry:|event:|id:)/m);
  });
});
