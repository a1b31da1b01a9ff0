import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { contactMessages, mailOutbox } from '../../db/schema';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { setSiteInfo } from '../site-info';

const valid = {
  name: 'Ayşe Işık',
  email: 'ayse@example.com',
  subject: 'Güvercin satışı',
  message: 'Merhaba,\nbir güvercinimi mezata koymak istiyorum.',
};

let ipCounter = 10;
/** Each test speaks from its own address, so the per-IP limit of one does not hit another. */
const nextIp = () => `203.0.113.${ipCounter++}`;

function send(t: TestApp, data: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/fn/sendContactMail',
    remoteAddress,
    payload: { data },
  });
}

// ---- reading what the SMTP server received ----------------------------------------------

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}

/** Headers (unfolded, encoded words decoded) and the decoded text body of a one-part mail. */
function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            encoded
              .replace(/=\r\n/g, '')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n').trimEnd() };
}

async function startSmtpServer(): Promise<{
  server: SMTPServer;
  port: number;
  inbox: ReceivedMail[];
}> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust in the test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, inbox };
}

describe('sendContactMail with the development outbox (no SMTP_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('stores the message and writes the mail for the site address into the outbox', async () => {
    const response = await send(t, valid, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { code: 200 } });

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ ...valid, ip: '198.51.100.7', userId: null });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({
      toAddress: 'iletisim@kanatmezat.com.tr',
      replyTo: 'Ayşe Işık <ayse@example.com>',
      subject: 'İletişim formu: Güvercin satışı',
      purpose: 'contact',
      status: 'sent',
      htmlBody: null,
    });
    expect(mail?.textBody).toContain('bir güvercinimi mezata koymak istiyorum.');
  });

  it('checks the form with the SPEC §5 rules in Turkish', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, name: '  ' }, 'name', 'İsim boş olamaz'],
      [{ ...valid, email: 'ayse@' }, 'email', 'Mail adresi geçersiz.'],
      [{ ...valid, subject: '' }, 'subject', 'Konu boş olamaz.'],
      [{ ...valid, message: ' \n ' }, 'message', 'Mesaj boş olamaz'],
    ];
    for (const [data, field, message] of cases) {
      const response = await send(t, data);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        status: 'INVALID_ARGUMENT',
        message,
        details: { errors: { [field]: message } },
      });
    }
    const missing = await send(t, { name: 'Ali' });
    expect(missing.statusCode).toBe(400);
    const tooLong = await send(t, { ...valid, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('is rate limited per address', async () => {
    const ip = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(t, valid, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await send(t, valid, ip);
    expect(limited.json().error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Çok fazla mesaj gönderdiniz, lütfen daha sonra tekrar deneyin.',
    });
    expect((await send(t, valid, '198.51.100.100')).statusCode).toBe(200);
  });

  it('keeps the mail text-only and a header line one line, whatever the visitor types', async () => {
    const response = await send(t, {
      name: 'Kötü\r\nBcc: kurban@example.com',
      email: 'kotu@example.com',
      subject: 'Konu\r\nBcc: kurban@example.com',
      message: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('İletişim formu: Konu Bcc: kurban@example.com');
    expect(mail?.replyTo).toBe('Kötü Bcc: kurban@example.com <kotu@example.com>');
    expect(mail?.htmlBody).toBeNull();
    expect(mail?.textBody).toContain('<script>alert(1)</script>');
  });

  it('fails with "Mesaj gönderilemedi." when the site has no valid address, keeping the message', async () => {
    await setSiteInfo(t.database.db, { mail_name: 'adres yok', mail_url: '' });
    try {
      const before = (await t.database.db.select().from(contactMessages)).length;
      const response = await send(t, valid);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        status: 'UNAVAILABLE',
        message: 'Mesaj gönderilemedi.',
      });
      expect((await t.database.db.select().from(contactMessages)).length).toBe(before + 1);
    } finally {
      await setSiteInfo(t.database.db, {
        mail_name: 'iletisim@kanatmezat.com.tr',
        mail_url: 'mailto:iletisim@kanatmezat.com.tr',
      });
    }
  });
});

describe('sendContactMail through a real SMTP server (SMTP_URL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Kanat Mezat <bildirim@kanatmezat.com.tr>',
      },
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the message to the site address, answerable to the visitor', async () => {
    const response = await send(t, {
      ...valid,
      subject: 'Şampiyon güvercin <b>satışı</b>',
      message: 'İyi günler,\nçok özel bir güvercinim var: <script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.inbox).toHaveLength(1);
    const received = smtp.inbox[0] as ReceivedMail;
    expect(received.from).toBe('bildirim@kanatmezat.com.tr');
    expect(received.to).toEqual(['iletisim@kanatmezat.com.tr']);

    const { headers, body } = parseMail(received.raw);
    expect(headers.subject).toBe('İletişim formu: Şampiyon güvercin <b>satışı</b>');
    expect(headers.from).toBe('Kanat Mezat <bildirim@kanatmezat.com.tr>');
    expect(headers.to).toBe('iletisim@kanatmezat.com.tr');
    expect(headers['reply-to']).toBe('Ayşe Işık <ayse@example.com>');
    expect(headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body).toContain('Ad Soyad: Ayşe Işık');
    expect(body).toContain('E-posta: ayse@example.com');
    expect(body).toContain('İyi günler,\nçok özel bir güvercinim var: <script>alert(1)</script>');

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the message and answers queued when the SMTP server cannot be reached (the mail is retried)', async () => {
    const closed = await startSmtpServer();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const unreachable = await createTestApp({
      database: t.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${closed.port}` },
    });
    try {
      const before = (await t.database.db.select().from(contactMessages)).length;
      const response = await send(unreachable, valid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: { code: 200, queued: true } });
      expect((await t.database.db.select().from(contactMessages)).length).toBe(before + 1);
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      // Kept for the notice sender, which retries it with backoff (notifications.test.ts).
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail?.lastError).toEqual(expect.any(String));
      expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await unreachable.close();
    }
  });
});
