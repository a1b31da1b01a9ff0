import { eq, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import { type Db, queryRows } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import { singleLine } from '../../lib/plain-text';
import { claimLeaseMs, errorText, nextAttemptAfter } from '../../lib/retry-policy';

export interface OutgoingMail {
  to: string;
  /** Where answers go (the visitor of a contact form). */
  replyTo?: { name: string; address: string } | null;
  subject: string;
  /** Plain text: nothing in a mail built from visitor input is ever HTML. */
  text: string;
  /** A simple HTML part, built only from escaped values (the member notices). */
  html?: string | null;
  /** What the mail is for, e.g. 'contact'. */
  purpose: string;
}

/**
 * The mail could not be handed to the SMTP server; it stays in the outbox, pending, and the
 * notice sender retries it with backoff (`retryDueMail`).
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly outboxId: number,
    cause: unknown,
  ) {
    super('mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mail in the outbox table (development). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Records the mail in the outbox and delivers it. Returns the outbox row id; throws
   * `MailDeliveryError` when the SMTP server refused or could not be reached.
   */
  send(db: Db, mail: OutgoingMail): Promise<number>;
  /**
   * Records the mail as pending, inside the caller's transaction; `retryDueMail` delivers it
   * after commit. Returns the outbox row id.
   */
  enqueue(db: Db, mail: OutgoingMail, now?: number): Promise<number>;
  /**
   * Delivers due pending mails (new ones from `enqueue`, failed ones whose backoff is over):
   * claimed with FOR UPDATE SKIP LOCKED and leased, so with several instances each is sent by
   * one. Returns the ids delivered and the ids that failed this time.
   */
  retryDueMail(db: Db, now?: number, limit?: number): Promise<{ sent: number[]; failed: number[] }>;
  close(): void;
}

const at = (ms: number) => sql`to_timestamp(${ms}::bigint / 1000.0)`;

export function createMailer(config: MailConfig): Mailer {
  const transport: Transporter | null =
    config.smtpUrl === null
      ? null
      : createTransport({
          url: config.smtpUrl,
          // A contact form waits for the answer; a dead SMTP server must not hang it for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        });

  async function deliver(mail: {
    to: string;
    /** An object from a send (nodemailer encodes the name), the stored text on a retry. */
    replyTo: string | { name: string; address: string } | null;
    subject: string;
    text: string;
    html: string | null;
  }): Promise<void> {
    if (transport === null) return;
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
  }

  return {
    kind: transport === null ? 'outbox' : 'smtp',

    async send(db, mail) {
      const now = Date.now();
      // Leased while this call delivers it: the retry pass leaves it alone meanwhile.
      const id = await insertMail(db, mail, now + claimLeaseMs);

      if (transport === null) {
        // Development: the outbox row is the delivered mail.
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
          .where(eq(mailOutbox.id, id));
        return id;
      }

      try {
        await deliver({
          to: mail.to,
          replyTo: mail.replyTo
            ? { name: singleLine(mail.replyTo.name, 100), address: mail.replyTo.address }
            : null,
          subject: singleLine(mail.subject, 200),
          text: mail.text,
          html: mail.html ?? null,
        });
      } catch (error) {
        await markMailFailed(db, id, 1, error, Date.now());
        throw new MailDeliveryError(id, error);
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
      return id;
    },

    async enqueue(db, mail, now = Date.now()) {
      const id = await insertMail(db, mail, now);
      if (transport === null) {
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(now), attempts: 1 })
          .where(eq(mailOutbox.id, id));
      }
      return id;
    },

    async retryDueMail(db, now = Date.now(), limit = 50) {
      const claimed = await queryRows<{
        id: string | number;
        to_address: string;
        reply_to: string | null;
        subject: string;
        text_body: string;
        html_body: string | null;
        attempts: number;
      }>(
        db,
        sql`with due as (
              select id from mail_outbox
              where status = 'pending' and next_attempt_at <= ${at(now)}
              order by next_attempt_at, id
              limit ${limit}::int
              for update skip locked
            )
            update mail_outbox m set attempts = m.attempts + 1,
              next_attempt_at = ${at(now + claimLeaseMs)}
            from due where m.id = due.id and m.status = 'pending'
            returning m.id, m.to_address, m.reply_to, m.subject, m.text_body, m.html_body,
              m.attempts`,
      );
      const sent: number[] = [];
      const failed: number[] = [];
      for (const row of claimed) {
        const id = Number(row.id);
        try {
          if (transport !== null) {
            await deliver({
              to: row.to_address,
              replyTo: row.reply_to,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body,
            });
          }
        } catch (error) {
          await markMailFailed(db, id, Number(row.attempts), error, Date.now());
          failed.push(id);
          continue;
        }
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, id));
        sent.push(id);
      }
      return { sent, failed };
    },

    close() {
      transport?.close();
    },
  };
}

async function insertMail(db: Db, mail: OutgoingMail, nextAttemptAt: number): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo
        ? `${singleLine(mail.replyTo.name, 100)} <${mail.replyTo.address}>`
        : null,
      subject: singleLine(mail.subject, 200),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      purpose: mail.purpose,
      nextAttemptAt: new Date(nextAttemptAt),
    })
    .returning({ id: mailOutbox.id });
  return (row as { id: number }).id;
}

/** A failed delivery (the `attempts`-th): back off, or after the last attempt `failed`. */
async function markMailFailed(
  db: Db,
  id: number,
  attempts: number,
  error: unknown,
  now: number,
): Promise<void> {
  const next = nextAttemptAfter(attempts, now);
  await db
    .update(mailOutbox)
    .set(
      next === null
        ? { status: 'failed', attempts, lastError: errorText(error) }
        : {
            status: 'pending',
            attempts,
            lastError: errorText(error),
            nextAttemptAt: new Date(next),
          },
    )
    .where(eq(mailOutbox.id, id));
}
