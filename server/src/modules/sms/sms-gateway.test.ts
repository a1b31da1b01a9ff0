import { randomUUID } from 'node:crypto';
import { smsOutbox } from '../../db/schema';
import { ApiClient, randomPhone } from '../../test/auth-fixtures';
import { StubSmsProvider } from '../../test/sms-provider-stub';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { HttpSmsGateway, listOutbox, redactCodes } from './sms-gateway';

describe('HTTP SMS gateway against a stub provider', () => {
  let t: TestApp;
  const provider = new StubSmsProvider();
  let url: string;

  beforeAll(async () => {
    url = await provider.start();
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('posts {to, text} with the bearer token and logs the message with its code masked', async () => {
    const gateway = new HttpSmsGateway({ url, token: 'gizli-anahtar' });
    await gateway.send(t.app.db, {
      to: '+905321234567',
      text: 'Kodunuz: 482913.',
      purpose: 'register',
    });
    expect(provider.received.at(-1)).toEqual({
      authorization: 'Bearer gizli-anahtar',
      contentType: 'application/json',
      body: { to: '+905321234567', text: 'Kodunuz: 482913.' },
    });
    const rows = await t.app.db.select().from(smsOutbox);
    const row = rows.at(-1);
    expect(row).toMatchObject({
      toPhone: '+905321234567',
      body: 'Kodunuz: ******.',
      status: 'sent',
      providerMessageId: `msg-${provider.received.length}`,
    });
  });

  it('a refused delivery is UNAVAILABLE with a Turkish message and is logged as failed', async () => {
    provider.status = 503;
    try {
      const gateway = new HttpSmsGateway({ url, token: null });
      await expect(
        gateway.send(t.app.db, { to: '+905321234568', text: 'Kod 111222', purpose: 'register' }),
      ).rejects.toMatchObject({
        code: 'unavailable',
        message: 'SMS gönderilemedi, lütfen daha sonra tekrar deneyin.',
      });
      expect(provider.received.at(-1)?.authorization).toBeUndefined();
      const row = (await t.app.db.select().from(smsOutbox)).at(-1);
      expect(row).toMatchObject({ status: 'failed', lastError: 'HTTP 503' });
    } finally {
      provider.status = 200;
    }
  });

  it('an unreachable provider is UNAVAILABLE too', async () => {
    const gateway = new HttpSmsGateway({
      url: 'http://127.0.0.1:9/yok',
      token: null,
      timeoutMs: 2000,
    });
    await expect(
      gateway.send(t.app.db, { to: '+905321234569', text: 'Kod 333444', purpose: 'register' }),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('masks every code-like digit run', () => {
    expect(redactCodes('Kod 123456, tekrar 0987')).toBe('Kod ******, tekrar ****');
  });
});

describe('the site sending codes through the HTTP gateway', () => {
  let t: TestApp;
  const provider = new StubSmsProvider();

  beforeAll(async () => {
    t = await createTestApp({
      env: { SMS_GATEWAY_URL: await provider.start(), SMS_GATEWAY_TOKEN: 'site-anahtari' },
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('delivers the registration code to the provider; the outbox holds no digits', async () => {
    const client = new ApiClient(t.app);
    const phone = randomPhone();
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const delivered = provider.received.at(-1);
    expect(delivered?.authorization).toBe('Bearer site-anahtari');
    expect(delivered?.body.to).toBe(phone);
    const code = /(\d{6})/.exec(delivered?.body.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await client.ok('resolveChanneledMFA', { target: phone, answer: code, deviceId });
    // With a real gateway the outbox is a log only (no /api/dev/outbox): read it directly.
    const outbox = await listOutbox(t.app.db, { phone });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.code).toBeNull();
  });

  it('a failing provider makes the code request UNAVAILABLE and leaves no pending code', async () => {
    const client = new ApiClient(t.app);
    const phone = randomPhone();
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    provider.status = 500;
    const failed = await client.call('requestChanneledMFA', { target: phone, deviceId });
    expect(failed.status).toBe(503);
    expect(failed.error).toEqual({
      status: 'UNAVAILABLE',
      message: 'SMS gönderilemedi, lütfen daha sonra tekrar deneyin.',
    });
    provider.status = 200;
    // The user may try again at once: nothing reached the phone.
    const before = provider.received.length;
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    expect(provider.received.length).toBe(before + 1);
  });
});
