import type { SendContactMailResult } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { isValidMail, validateContact } from '@kanat/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { plainText, singleLine } from '../../lib/plain-text';
import { consume } from '../auth';
import { MailDeliveryError, type Mailer } from '../mail';
import { getSiteInfo } from '../site-info';
import { insertContactMessage } from './contact-repository';

/** Per visitor address: a few messages in a row, and a daily ceiling. */
export const contactLimits = {
  burst: { limit: 5, windowMs: 10 * 60_000 },
  daily: { limit: 20, windowMs: 24 * 60 * 60_000 },
} as const;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The site's own address (SPEC §3 mail_name, or the address inside mail_url). */
export async function siteMailAddress(db: Db): Promise<string | null> {
  const info = await getSiteInfo(db);
  const candidates = [info.mail_name, info.mail_url?.replace(/^mailto:/i, '').split('?')[0]];
  for (const candidate of candidates) {
    const address = candidate?.trim();
    if (address && isValidMail(address)) return address;
  }
  return null;
}

function mailText(input: ContactInput, ip: string): string {
  const t = messages.contactMail;
  return [
    t.intro,
    '',
    `${t.name}: ${input.name}`,
    `${t.mail}: ${input.email}`,
    `${t.topic}: ${input.subject}`,
    `${t.ip}: ${ip}`,
    '',
    `${t.message}:`,
    input.message,
    '',
    '-- ',
    t.replyHint,
  ].join('\n');
}

/**
 * SPEC §7 sendContactMail: checks the form with the same rules as the browser, stores the
 * message, then mails it to the site's address. When the SMTP server cannot take the mail,
 * the message is stored and its mail stays pending in the outbox, retried with backoff by the
 * notice sender; the visitor is told so (`{ queued: true }`). Only a site without a valid
 * address of its own answers 'Mesaj gönderilemedi.' (the message is still stored).
 */
export async function sendContactMail(
  db: Db,
  mailer: Mailer,
  raw: ContactInput,
  sender: { ip: string; userId: string | null },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SendContactMailResult> {
  const input: ContactInput = {
    name: singleLine(raw.name, 100),
    email: raw.email.trim(),
    subject: singleLine(raw.subject, 200),
    message: plainText(raw.message),
  };
  const checked = validateContact(input);
  if (!checked.valid) {
    const first = Object.values(checked.errors)[0] ?? messages.contact.failed;
    throw new AppError('invalid-argument', first, { errors: checked.errors });
  }

  const allowed =
    (await consume(db, `contact:burst:${sender.ip}`, contactLimits.burst)) &&
    (await consume(db, `contact:daily:${sender.ip}`, contactLimits.daily));
  if (!allowed) {
    throw new AppError('resource-exhausted', messages.contact.rateLimited);
  }

  const to = await siteMailAddress(db);
  await insertContactMessage(db, { ...input, userId: sender.userId, ip: sender.ip });
  if (to === null) {
    log.warn('Sitenin e-posta adresi (mail_name) geçersiz; iletişim mesajı yalnızca kaydedildi');
    throw new AppError('unavailable', messages.contact.failed);
  }
  try {
    await mailer.send(db, {
      to,
      replyTo: { name: input.name, address: input.email },
      subject: fill(messages.contactMail.subject, { subject: input.subject }),
      text: mailText(input, sender.ip),
      purpose: 'contact',
    });
    return {};
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      // Stored, and the notice sender retries the mail with backoff: nothing is lost.
      log.warn({ err: error.cause, outboxId: error.outboxId }, 'İletişim e-postası gönderilemedi');
      return { queued: true };
    }
    throw error;
  }
}
