import { eq, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import { singleLine } from '../media/plain-text';

export interface OutgoingMail {
  to: string;
  /** Where answers go (the visitor of a contact form). */
  replyTo?: { name: string; address: string } | null;
  subject: string;
  /** Plain text only: nothing in a mail built from visitor input is ever HTML. */
  text: string;
  /** What the mail is for, e.g. 'contact'. */
  purpose: string;
}

/** The mail could not be handed to the SMTP server; it stays in the outbox as failed. */
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
  close(): void;
}

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

  return {
    kind: transport === null ? 'outbox' : 'smtp',

    async send(db, mail) {
      const subject = singleLine(mail.subject, 200);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          replyTo: mail.replyTo
            ? `${singleLine(mail.replyTo.name, 100)} <${mail.replyTo.address}>`
            : null,
          subject,
          textBody: mail.text,
          purpose: mail.purpose,
        })
        .returning({ id: mailOutbox.id });
      const id = (row as { id: number }).id;

      if (transport === null) {
        // Development: the outbox row is the delivered mail.
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
          .where(eq(mailOutbox.id, id));
        return id;
      }

      try {
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          replyTo: mail.replyTo
            ? { name: singleLine(mail.replyTo.name, 100), address: mail.replyTo.address }
            : undefined,
          subject,
          text: mail.text,
        });
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({
            status: 'failed',
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where(eq(mailOutbox.id, id));
        throw new MailDeliveryError(id, error);
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
      return id;
    },

    close() {
      transport?.close();
    },
  };
}
