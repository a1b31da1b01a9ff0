// The browser tests' SMTP server: the e2e server sends its mail (member notices, contact
// mails) through it (SMTP_URL), and each message it receives is parsed and kept as one JSON
// file in a directory, where any test process can read it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WAIT_MS } from '@kanat/testkit/limits';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: number;
}

export interface Mailbox {
  url: string;
  dir: string;
  close(): Promise<void>;
}

export async function startMailbox(dir: string): Promise<Mailbox> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
          receivedAt: Date.now(),
        };
        const name = `${mail.receivedAt}-${randomBytes(4).toString('hex')}.json`;
        writeFileSync(path.join(dir, name), JSON.stringify(mail));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function mailboxDir(): string {
  const dir = process.env.KM_E2E_MAIL_DIR;
  if (!dir)
    throw new Error('KM_E2E_MAIL_DIR yok: e2e testleri jest --selectProjects e2e ile koşar');
  return dir;
}

/** Every mail received so far for `address`, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const dir = mailboxDir();
  const wanted = address.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(wanted));
}

/** Waits (at most `timeoutMs`) for a mail to `address` that `match` accepts. */
export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = WAIT_MS,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(address).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${address} adresine beklenen e-posta gelmedi`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
