import { randomUUID } from 'node:crypto';
import { createSignedInMember } from '../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';

const refused = {
  error: { status: 'PERMISSION_DENIED', message: 'İstek reddedildi: geçersiz istek kaynağı.' },
};

describe('CSRF defence and the session cookie', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://kanatmezat.com.tr' } });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const post = (
    headers: Record<string, string>,
    payload = '{"data":{"dontSendBidSuperseeded":true}}',
  ) => t.app.inject({ method: 'POST', url: '/api/fn/setBidNoticeOptOut', payload, headers });

  it('refuses a state-changing call from another origin, even with a valid session', async () => {
    const member = await createSignedInMember(t.app);
    const response = await post({
      cookie: member.cookie,
      'content-type': 'application/json',
      origin: 'https://kotu-site.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it('refuses a browser-marked cross-site request without an Origin', async () => {
    const member = await createSignedInMember(t.app);
    const response = await post({
      cookie: member.cookie,
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a body-less POST (no content type) before any handler runs', async () => {
    const member = await createSignedInMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fn/logout',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json<{ user: { uid: string } }>().user.uid).toBe(member.user.uid);
  });

  it('refuses form and text bodies (what a cross-site form can send)', async () => {
    const member = await createSignedInMember(t.app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await post({ cookie: member.cookie, 'content-type': type });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: member.cookie },
    });
    expect(
      me.json<{ settings: { dontSendBidSuperseeded: boolean } }>().settings.dontSendBidSuperseeded,
    ).toBe(false);
  });

  it('accepts same-origin JSON calls', async () => {
    const member = await createSignedInMember(t.app);
    const response = await post({
      cookie: member.cookie,
      'content-type': 'application/json',
      origin: 'https://kanatmezat.com.tr',
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads need no Origin check', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { origin: 'https://kotu-site.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets the session cookie httpOnly, SameSite=Lax and Secure behind https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fn/createAccount',
      payload: JSON.stringify({
        data: { phoneNumber: '+905441234567', password: 'gizli123', deviceId: randomUUID() },
      }),
      headers: { 'content-type': 'application/json', origin: 'https://kanatmezat.com.tr' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^km_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });
});

describe('the session cookie over plain http', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('is not Secure without TLS, and the origin is the one the request was sent to', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fn/createAccount',
      payload: JSON.stringify({
        data: { phoneNumber: '+905441234568', password: 'gizli123', deviceId: randomUUID() },
      }),
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
      },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });
});
