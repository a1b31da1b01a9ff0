import type { OutboxMessage } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { desc, eq, sql } from 'drizzle-orm';
import type { SmsGatewayConfig } from '../../config';
import type { Db } from '../../db/connection';
import { mailOutbox, smsOutbox } from '../../db/schema';
import { AppError } from '../../errors';

export interface SmsMessage {
  /** +905xxxxxxxxx */
  to: string;
  text: string;
  /** What the message is for ('register', 'password-reset'...), kept in the outbox log. */
  purpose: string;
}

/** Where phone codes go. Every gateway also leaves a row in `sms_outbox`. */
export interface SmsGateway {
  readonly kind: 'dev-outbox' | 'http';
  send(db: Db, message: SmsMessage): Promise<void>;
}

/**
 * Development default: the outbox table IS the gateway. Codes are read with
 * `pnpm --filter @kanat/server run outbox`, or from this machine only (loopback) at
 * /dev/outbox and /api/dev/outbox.
 */
export class DevOutboxSmsGateway implements SmsGateway {
  readonly kind = 'dev-outbox';

  async send(db: Db, message: SmsMessage): Promise<void> {
    const now = new Date();
    await db.insert(smsOutbox).values({
      toPhone: message.to,
      body: message.text,
      purpose: message.purpose,
      status: 'sent',
      attempts: 1,
      createdAt: now,
      sentAt: now,
    });
  }
}

export interface HttpSmsGatewayOptions {
  url: string;
  token: string | null;
  timeoutMs?: number;
}

/** Digits of a code never reach the database when a real gateway delivers the text. */
export function redactCodes(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));
}

/**
 * A real SMS provider behind one HTTP endpoint: `POST <url>` with JSON `{ to, text }` and
 * `Authorization: Bearer <token>`; any 2xx is delivered. An optional `id` (or `messageId`)
 * in the JSON answer is logged as the provider's message id.
 */
export class HttpSmsGateway implements SmsGateway {
  readonly kind = 'http';
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSmsGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(db: Db, message: SmsMessage): Promise<void> {
    const [row] = await db
      .insert(smsOutbox)
      .values({ toPhone: message.to, body: redactCodes(message.text), purpose: message.purpose })
      .returning({ id: smsOutbox.id });
    const id = row?.id;
    if (id === undefined) throw new AppError('internal');

    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token !== null) headers.authorization = `Bearer ${this.options.token}`;
    let failure: string | null = null;
    let providerMessageId: string | null = null;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.ok) {
        providerMessageId = await readMessageId(response);
      } else {
        failure = `HTTP ${response.status}`;
      }
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : 'network error';
    }

    await db
      .update(smsOutbox)
      .set(
        failure === null
          ? { status: 'sent', attempts: 1, sentAt: new Date(), providerMessageId }
          : { status: 'failed', attempts: 1, lastError: failure.slice(0, 500) },
      )
      .where(eq(smsOutbox.id, id));
    if (failure !== null) throw new AppError('unavailable', messages.accountServer.smsUnavailable);
  }
}

async function readMessageId(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { id, messageId } = body as Record<string, unknown>;
    const value = id ?? messageId;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  } catch {
    return null;
  }
}

/**
 * The gateway the configuration names (`config.sms`, from SMS_GATEWAY_URL and
 * SMS_GATEWAY_TOKEN); none means the development outbox.
 */
export function createSmsGateway(settings: SmsGatewayConfig | null): SmsGateway {
  return settings === null
    ? new DevOutboxSmsGateway()
    : new HttpSmsGateway({ url: settings.url, token: settings.token });
}

/** One SMS or mail of the outbox (`GET /api/dev/outbox`, the `outbox` command). */
export type OutboxEntry = OutboxMessage;

export interface OutboxFilter {
  /** Only the SMS to this number. */
  phone?: string | null;
  /** Only the mails to this address (any letter case). */
  email?: string | null;
  /** How many entries, 1-200 (20 when absent). */
  limit?: number;
}

/**
 * The latest SMS and mails the site sent, newest first: both outbox tables merged by time.
 * A phone keeps the SMS to it and an address the mails to it; with neither, both kinds.
 */
export async function listOutbox(db: Db, options: OutboxFilter = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 200);
  const phone = options.phone || null;
  const email = options.email?.trim() || null;
  const filtered = phone !== null || email !== null;
  const [sms, mail] = await Promise.all([
    filtered && phone === null ? [] : latestSms(db, phone, limit),
    filtered && email === null ? [] : latestMail(db, email, limit),
  ]);
  return [...sms, ...mail]
    .sort((a, b) => b.entry.createdAt - a.entry.createdAt || b.id - a.id)
    .slice(0, limit)
    .map((row) => row.entry);
}

interface Ranked {
  id: number;
  entry: OutboxEntry;
}

async function latestSms(db: Db, phone: string | null, limit: number): Promise<Ranked[]> {
  const query = db
    .select({
      id: smsOutbox.id,
      to: smsOutbox.toPhone,
      text: smsOutbox.body,
      status: smsOutbox.status,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox);
  const rows = await (phone === null ? query : query.where(eq(smsOutbox.toPhone, phone)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    entry: {
      kind: 'sms',
      to: row.to,
      text: row.text,
      code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? null,
      status: row.status,
      createdAt: row.createdAt.getTime(),
    },
  }));
}

async function latestMail(db: Db, email: string | null, limit: number): Promise<Ranked[]> {
  const query = db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox);
  const rows = await (email === null
    ? query
    : query.where(sql`lower(${mailOutbox.toAddress}) = ${email.toLowerCase()}`)
  )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    entry: {
      kind: 'mail',
      to: row.to,
      subject: row.subject,
      // The plain-text part only: an HTML part is never shown (nor needed to read a mail).
      text: row.text,
      code: null,
      status: row.status,
      createdAt: row.createdAt.getTime(),
    },
  }));
}
