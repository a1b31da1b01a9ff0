import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from './test/test-app';

describe('platform endpoints', () => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    t = await createTestApp({ database: testDb.database });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await testDb.destroy();
  });

  it('GET /api/time answers the server clock, also in x-server-time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/time' });
    expect(response.statusCode).toBe(200);
    const { now } = response.json<{ now: number }>();
    expect(Number.isInteger(now)).toBe(true);
    const header = Number(response.headers['x-server-time']);
    expect(Number.isInteger(header)).toBe(true);
    expect(header).toBeGreaterThanOrEqual(now);
  });

  it.each([
    ['GET', '/api/infos'],
    ['GET', '/api/banner'],
    ['GET', '/api/session'],
    ['GET', '/api/yok-boyle-bir-sey'],
    ['POST', '/api/fn/yokBoyleBirFonksiyon'],
    ['POST', '/api/list/gallery'],
  ] as const)('%s %s carries x-server-time and is not cached', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.headers['x-server-time']).toMatch(/^\d{13}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/session answers no user to a visitor without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, pendingMfa: false });
  });

  it('an unknown /api route is a JSON 404 in the plain error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Bulunamadı.' } });
  });

  it('GET /remotes.json lists the five remotes on the same origin, revalidated every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mf_auctions: '/mf/auctions/mf-manifest.json',
      mf_news: '/mf/news/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_corporate: '/mf/corporate/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
  });

  it('GET /remotes.json follows PUBLIC_URL and REMOTE_<NAME>_URL', async () => {
    const other = await createTestApp({
      database: testDb.database,
      env: {
        PUBLIC_URL: 'https://kanatmezat.com.tr',
        REMOTE_MF_NEWS_URL: 'https://cdn.kanatmezat.com.tr/news/2.4.1',
      },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual({
        mf_auctions: 'https://kanatmezat.com.tr/mf/auctions/mf-manifest.json',
        mf_news: 'https://cdn.kanatmezat.com.tr/news/2.4.1/mf-manifest.json',
        mf_account: 'https://kanatmezat.com.tr/mf/account/mf-manifest.json',
        mf_corporate: 'https://kanatmezat.com.tr/mf/corporate/mf-manifest.json',
        mf_admin: 'https://kanatmezat.com.tr/mf/admin/mf-manifest.json',
      });
    } finally {
      await other.close();
    }
  });

  it('publishes an OpenAPI document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/infos',
        '/api/banner',
        '/api/time',
        '/api/session',
        '/api/list/gallery',
      ]),
    );
  });
});
