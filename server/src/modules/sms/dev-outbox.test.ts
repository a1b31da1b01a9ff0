import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { ApiClient, randomPhone } from '../../test/auth-fixtures';
import { StubSmsProvider } from '../../test/sms-provider-stub';
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
        kind: 'sms',
        to: phone,
        text: expect.stringContaining('Kanat Mezat doğrulama kodunuz:'),
        code: expect.stringMatching(/^\d{6}$/),
        status: 'sent',
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
    expect(page.body).toContain('Geliştirici Giden Kutusu');
    expect(page.body).toContain(String(json.body.messages[0]?.code));
  });

  type Entry = Record<string, unknown> & { kind: string; to: string };
  const outbox = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: Entry[] }>().messages;
  };

  it('lists a contact-form mail with the SMS, newest first, and on the page escaped', async () => {
    const client = new ApiClient(t.app);
    const phone = randomPhone();
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/fn/sendContactMail',
      remoteAddress: '203.0.113.40',
      payload: {
        data: {
          name: 'Şükrü Öztürk',
          email: 'sukru@example.com',
          subject: 'Halka <script>alert(1)</script> soruları',
          message: 'Merhaba,\n<b>kalın</b> & "tırnaklı" bir soru: ilan ne zaman çıkar?',
        },
      },
    });
    expect(sent.statusCode).toBe(200);

    const [mail, sms] = await outbox();
    expect(mail).toEqual({
      kind: 'mail',
      to: expect.stringContaining('@'),
      subject: expect.stringContaining('Halka <script>alert(1)</script> soruları'),
      text: expect.stringContaining('<b>kalın</b> & "tırnaklı" bir soru'),
      code: null,
      status: 'sent',
      createdAt: expect.any(Number),
    });
    expect(sms).toMatchObject({ kind: 'sms', to: phone, code: expect.stringMatching(/^\d{6}$/) });

    // A phone keeps its SMS only; an address (any letter case) its mails only.
    expect((await outbox(`?phone=${encodeURIComponent(phone)}`)).map((m) => m.kind)).toEqual([
      'sms',
    ]);
    const address = String(mail?.to);
    const mails = await outbox(`?email=${encodeURIComponent(address.toUpperCase())}`);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.kind === 'mail' && m.to === address)).toBe(true);
    expect(await outbox('?email=kimse%40example.com')).toEqual([]);
    expect((await outbox('?limit=1')).map((m) => m.kind)).toEqual(['mail']);

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Geliştirici Giden Kutusu');
    expect(page.body).toContain('<td>E-posta</td>');
    expect(page.body).toContain('<td>SMS</td>');
    expect(page.body).toContain('Halka &lt;script&gt;alert(1)&lt;/script&gt; soruları');
    expect(page.body).toContain('&lt;b&gt;kalın&lt;/b&gt; &amp; &quot;tırnaklı&quot; bir soru');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<b>kalın');
    expect(page.body).toContain('Gönderildi');
  });

  it('refuses a malformed filter with a 400, not a server error', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?email=${'a'.repeat(300)}%40example.com`,
    });
    expect(long.statusCode).toBe(400);
    const limit = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' });
    expect(limit.statusCode).toBe(400);
  });
});

describe('the outbox in production', () => {
  let t: TestApp;
  const provider = new StubSmsProvider();

  beforeAll(async () => {
    // Production needs a real SMS gateway (and PUBLIC_URL) to start at all.
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://kanatmezat.com.tr',
        SMS_GATEWAY_URL: await provider.start(),
      },
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('is not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('Geliştirici Giden Kutusu');
  });
});

describe('finding 1: development outbox', () => {
  // The finding: `npm start` runs in development, where the outbox is the SMS gateway; a guest
  // who knew a member's phone number requested a code and read it at /api/dev/outbox.
  let dev: TestApp;
  let phone: string;
  let code: string;
  const stranger = '203.0.113.7';

  const read = (t: TestApp, url: string, remoteAddress: string, headers = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  const expectAbsent = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Bulunamadı.' } });
    expect(response.body).not.toContain(code);
  };

  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    // A member's phone holds a fresh code, asked for by a guest who only knows the number.
    const guest = new ApiClient(dev.app, { ip: stranger });
    phone = randomPhone();
    const deviceId = randomUUID();
    await guest.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    await guest.ok('requestChanneledMFA', { target: phone, deviceId });
    code = await guest.latestCode(phone);
  }, setupTimeout);

  afterAll(async () => {
    await dev.close();
  });

  it('a guest from another address gets the 404 of a missing route for both outbox pages', async () => {
    const query = `?phone=${encodeURIComponent(phone)}`;
    for (const address of [stranger, '::ffff:203.0.113.7', '2001:db8::7', '10.0.0.5']) {
      expectAbsent(await read(dev, `/api/dev/outbox${query}`, address));
      expectAbsent(await read(dev, `/dev/outbox${query}`, address));
      expectAbsent(await read(dev, '/api/dev/outbox?limit=9999', address));
      const head = await dev.app.inject({
        method: 'HEAD',
        url: '/api/dev/outbox',
        remoteAddress: address,
      });
      expect(head.statusCode).toBe(404);
    }
    // A tunnel or proxy on this machine (no TRUST_PROXY) connects from loopback for others.
    for (const headers of [
      { 'x-forwarded-for': stranger },
      { 'x-forwarded-for': `127.0.0.1, ${stranger}` },
      { 'x-real-ip': stranger },
      { forwarded: `for=${stranger}` },
    ]) {
      expectAbsent(await read(dev, `/api/dev/outbox${query}`, '127.0.0.1', headers));
      expectAbsent(await read(dev, `/dev/outbox${query}`, '127.0.0.1', headers));
    }
    // The router decodes the path; the guard sits on the routes, not on the spelling.
    expect((await read(dev, '/%61pi/dev/outbox', '127.0.0.1')).statusCode).toBe(200);
    expectAbsent(await read(dev, '/%61pi/dev/outbox', stranger));
    expectAbsent(await read(dev, '/dev/%6Futbox', stranger));
    const missing = await read(dev, '/api/dev/nothing-here', stranger);
    const refused = await read(dev, '/api/dev/outbox', stranger);
    expect([refused.statusCode, refused.json()]).toEqual([missing.statusCode, missing.json()]);
  });

  it('a caller on this machine (127.0.0.0/8, ::1) reads the codes', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      const json = await read(dev, `/api/dev/outbox?phone=${encodeURIComponent(phone)}`, address);
      expect(json.statusCode).toBe(200);
      expect(json.json<{ messages: Array<{ code: string }> }>().messages[0]?.code).toBe(code);
      const page = await read(dev, '/dev/outbox', address);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(code);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
    }
  });

  describe('behind a reverse proxy (TRUST_PROXY=true)', () => {
    let proxied: TestApp;

    beforeAll(async () => {
      proxied = await createTestApp({
        env: { NODE_ENV: 'development', TRUST_PROXY: 'true' },
        database: dev.database,
      });
    }, setupTimeout);

    afterAll(async () => {
      await proxied.close();
    });

    it('refuses a stranger the proxy on this machine forwards', async () => {
      const forwarded = { 'x-forwarded-for': stranger };
      expectAbsent(await read(proxied, '/api/dev/outbox', '127.0.0.1', forwarded));
      expectAbsent(await read(proxied, '/dev/outbox', '127.0.0.1', forwarded));
      const chain = { 'x-forwarded-for': `127.0.0.1, ${stranger}` };
      expectAbsent(await read(proxied, '/api/dev/outbox', '127.0.0.1', chain));
    });

    it('refuses a stranger who claims to be forwarded from loopback', async () => {
      const claimed = { 'x-forwarded-for': '127.0.0.1' };
      expectAbsent(await read(proxied, '/api/dev/outbox', stranger, claimed));
    });

    it('still answers this machine, directly or through the local proxy', async () => {
      expect((await read(proxied, '/api/dev/outbox', '127.0.0.1')).statusCode).toBe(200);
      const local = { 'x-forwarded-for': '::1' };
      expect((await read(proxied, '/api/dev/outbox', '127.0.0.1', local)).statusCode).toBe(200);
    });
  });

  describe('with an SMS gateway configured, outside production', () => {
    let withGateway: TestApp;
    const provider = new StubSmsProvider();

    beforeAll(async () => {
      withGateway = await createTestApp({
        env: { NODE_ENV: 'development', SMS_GATEWAY_URL: await provider.start() },
        database: dev.database,
      });
    }, setupTimeout);

    afterAll(async () => {
      await withGateway.close();
      await provider.stop();
    });

    it('does not serve the outbox, not even to this machine', async () => {
      expect(withGateway.config.nodeEnv).toBe('development');
      for (const address of ['127.0.0.1', stranger]) {
        expectAbsent(await read(withGateway, '/api/dev/outbox', address));
        const page = await read(withGateway, '/dev/outbox', address);
        expect(page.body).not.toContain('Geliştirici Giden Kutusu');
        expect(page.body).not.toContain(code);
      }
    });
  });
});
