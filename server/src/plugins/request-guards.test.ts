import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSignedInMember } from '../test/auth-fixtures';
import { WAIT_MS } from '../test/limits';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';
import { hostAllowed } from './host-check';

// Security review findings 3, 5, 8 and 10: guards that go by the routed path, headers that
// keep the site out of frames, the Host a request names, and bodies nobody may send.

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request over a real socket, with the path sent exactly as written. */
function raw(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A test app listening on a loopback port, for requests sent exactly as written. */
function listeningApp(): { t: TestApp; port: number } {
  const state = { port: 0 } as { t: TestApp; port: number };
  beforeAll(async () => {
    state.t = await createTestApp();
    await state.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.port = (state.t.app.server.address() as AddressInfo).port;
  }, setupTimeout);
  afterAll(async () => {
    await state.t.close();
  });
  return state;
}

describe('finding 3: guards go by the routed path, not the URL’s spelling', () => {
  const listening = listeningApp();

  const spellings = [
    '/%61pi/fn/login',
    '/API/fn/login',
    '//api/fn/login',
    '/./api/fn/login',
    '/api/fn/login/',
    '/api/fn/%6cogin',
  ];

  it.each(spellings)(
    '%s from a foreign origin gets 403 or 404 and never a session',
    async (spelling) => {
      const member = await createSignedInMember(listening.t.app, { password: 'DogruSifre1' });
      const response = await raw(listening.port, {
        method: 'POST',
        path: spelling,
        headers: {
          host: `localhost:${listening.port}`,
          origin: 'https://kotu-site.example',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          data: {
            phoneNumber: member.phoneNumber,
            password: 'DogruSifre1',
            deviceId: randomUUID(),
          },
        }),
      });
      expect([403, 404]).toContain(response.status);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('the plain spelling from the site itself still signs in (the guard is not just closed)', async () => {
    const member = await createSignedInMember(listening.t.app, { password: 'DogruSifre1' });
    const response = await raw(listening.port, {
      method: 'POST',
      path: '/%61pi/fn/login',
      headers: {
        host: `localhost:${listening.port}`,
        origin: `http://localhost:${listening.port}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        data: { phoneNumber: member.phoneNumber, password: 'DogruSifre1', deviceId: randomUUID() },
      }),
    });
    expect(response.status).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^km_session=/);
    // The decoded route still speaks the callable protocol and carries the API headers.
    expect(response.headers['x-server-time']).toMatch(/^\d+$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('finding 5: the site cannot be framed, and scripts come only from known origins', () => {
  let t: TestApp;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-apps-'));
    mkdirSync(path.join(appsDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(appsDir, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="tr"><title>Kanat Mezat</title><div id="root"></div></html>',
    );
    t = await createTestApp({
      env: {
        APPS_DIR: appsDir,
        REMOTE_MF_NEWS_URL: 'https://cdn.kanatmezat.example/news/',
      },
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const csp = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    ) as Record<string, string[]>;

  // This database is empty: the auction and the news item answer the not-found page (404).
  it.each([
    ['/', 200],
    ['/acik-arttirmalar/22', 404],
    ['/haberler/1', 404],
  ])('%s forbids every frame', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(csp(response.headers)['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allows scripts and fetches from this site and the remotes of /remotes.json only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = csp(response.headers);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.kanatmezat.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.kanatmezat.example']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // Frames: the contact page's map and a hall mezat's live video, nothing else.
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://www.openstreetmap.org',
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.youtube-nocookie.com',
      'https://www.facebook.com',
    ]);
    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json<Record<string, string>>().mf_news).toBe(
      'https://cdn.kanatmezat.example/news/mf-manifest.json',
    );
  });

  it('API answers carry the same headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/infos' });
    expect(response.statusCode).toBe(200);
    expect(csp(response.headers)['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('finding 8: the Host a request names', () => {
  it('without PUBLIC_URL: loopback names and address literals, no other name', () => {
    expect(hostAllowed('localhost:3000', null)).toBe(true);
    expect(hostAllowed('127.0.0.1:3000', null)).toBe(true);
    expect(hostAllowed('[::1]:3000', null)).toBe(true);
    expect(hostAllowed('192.168.1.20:3000', null)).toBe(true);
    expect(hostAllowed('kotu-site.example:3000', null)).toBe(false);
    expect(hostAllowed('localhost.kotu-site.example', null)).toBe(false);
    expect(hostAllowed(undefined, null)).toBe(false);
  });

  it('with PUBLIC_URL: its host name and loopback only', () => {
    const publicUrl = 'https://kanatmezat.com.tr';
    expect(hostAllowed('kanatmezat.com.tr', publicUrl)).toBe(true);
    expect(hostAllowed('KanatMezat.com.tr:443', publicUrl)).toBe(true);
    expect(hostAllowed('127.0.0.1:3000', publicUrl)).toBe(true);
    expect(hostAllowed('192.168.1.20', publicUrl)).toBe(false);
    expect(hostAllowed('kanatmezat.com.tr.kotu-site.example', publicUrl)).toBe(false);
  });

  describe('over HTTP', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    }, setupTimeout);

    afterAll(async () => {
      await t.close();
    });

    it('a rebinding page (foreign Host and Origin) is refused, sign-in included', async () => {
      const member = await createSignedInMember(t.app, { password: 'DogruSifre1' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fn/login',
        headers: {
          host: 'kotu-site.example:3000',
          origin: 'http://kotu-site.example:3000',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({
          data: {
            phoneNumber: member.phoneNumber,
            password: 'DogruSifre1',
            deviceId: randomUUID(),
          },
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { status: 'INVALID_ARGUMENT', message: 'Bu sunucu bu adla hizmet vermiyor.' },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/infos',
        headers: { host: 'kotu-site.example:3000' },
      });
      expect(read.statusCode).toBe(400);
    });

    it('the site’s own name still works', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/infos',
        headers: { host: 'localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('finding 10: uploads are refused before their body is read', () => {
  const listening = listeningApp();

  /**
   * Announces `length` bytes, sends only the first kilobyte and waits for the answer: a
   * server that wanted the body first would never answer.
   */
  function announce(
    url: string,
    method: string,
    length: number,
    cookie?: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: listening.port,
          method,
          path: url,
          headers: {
            host: `localhost:${listening.port}`,
            'content-type': 'application/json',
            'content-length': String(length),
            ...(cookie === undefined ? {} : { cookie }),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      request.write(`{"title":"x","picture":{"data":"${'A'.repeat(1000)}`);
      // "Never" needs a bound: one wait's hang limit, as an answer that comes without the
      // body may take seconds on a loaded machine running both server passes at once.
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error(`no answer from ${url} without the body`));
      }, WAIT_MS);
      request.on('close', () => clearTimeout(timer));
    });
  }

  it.each([
    ['POST', '/api/staff/news', 10 * 1024 * 1024],
    ['PUT', '/api/staff/news/1', 10 * 1024 * 1024],
    ['POST', '/api/staff/gallery', 14 * 1024 * 1024],
  ])('a guest’s %s %s of %d bytes', async (method, url, length) => {
    const response = await announce(url, method, length);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'unauthenticated', message: expect.any(String) },
    });
  });

  it('a member who is not staff', async () => {
    const member = await createSignedInMember(listening.t.app);
    const response = await announce('/api/staff/gallery', 'POST', 14 * 1024 * 1024, member.cookie);
    expect(response.status).toBe(403);
  });

  it('a guest’s call of a member function', async () => {
    const response = await announce('/api/fn/makeComment', 'POST', 60 * 1024);
    expect(response.status).toBe(401);
  });
});
