import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsOutbox } from '../../db/schema';
import { ApiClient, randomPhone } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { HttpSmsGateway, readSmsSettings, redactCodes } from './sms-gateway';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

/** A stand-in SMS provider on a local port: records what arrives, answers as told. */
class StubProvider {
  readonly received: Received[] = [];
  status = 200;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        this.received.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(raw) as Received['body'],
        });
        response.writeHead(this.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `msg-${this.received.length}` }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/sms`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe('HTTP SMS gateway against a stub provider', () => {
  let t: TestApp;
  const provider = new StubProvider();
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

  it('reads its settings from SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN', () => {
    expect(readSmsSettings({})).toEqual({ url: null, token: null });
    expect(readSmsSettings({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: ' t ' })).toEqual({
      url,
      token: 't',
    });
    expect(() => readSmsSettings({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(/SMS_GATEWAY_URL/);
  });

  it('masks every code-like digit run', () => {
    expect(redactCodes('Kod 123456, tekrar 0987')).toBe('Kod ******, tekrar ****');
  });
});

describe('the site sending codes through the HTTP gateway', () => {
  let t: TestApp;
  const provider = new StubProvider();
  const saved = { url: process.env.SMS_GATEWAY_URL, token: process.env.SMS_GATEWAY_TOKEN };

  beforeAll(async () => {
    process.env.SMS_GATEWAY_URL = await provider.start();
    process.env.SMS_GATEWAY_TOKEN = 'site-anahtari';
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await provider.stop();
    for (const [name, value] of [
      ['SMS_GATEWAY_URL', saved.url],
      ['SMS_GATEWAY_TOKEN', saved.token],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
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
    const outbox = await client.get<{ messages: Array<{ code: string | null }> }>(
      `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
    );
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]?.code).toBeNull();
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
