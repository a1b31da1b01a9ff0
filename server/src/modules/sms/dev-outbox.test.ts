import { randomUUID } from 'node:crypto';
import { ApiClient, randomPhone } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

describe('development outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('shows sent codes as JSON per phone and as an HTML page', async () => {
    const client = new ApiClient(t.app);
    const phone = randomPhone();
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    await client.ok('requestChanneledMFA', { target: phone, deviceId });

    const json = await client.get<{ messages: Array<Record<string, unknown>> }>(
      `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
    );
    expect(json.status).toBe(200);
    expect(json.body.messages).toEqual([
      {
        to: phone,
        text: expect.stringContaining('Kanat Mezat doğrulama kodunuz:'),
        code: expect.stringMatching(/^\d{6}$/),
        createdAt: expect.any(Number),
      },
    ]);
    const other = await client.get<{ messages: unknown[] }>(
      '/api/dev/outbox?phone=%2B905000000000',
    );
    expect(other.body.messages).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Geliştirici SMS Kutusu');
    expect(page.body).toContain(String(json.body.messages[0]?.code));
  });
});

describe('the outbox in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('is not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('Geliştirici SMS Kutusu');
  });
});
