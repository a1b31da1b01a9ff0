import { ConfigError } from '../../config';

/** How mail leaves the server (ARCHITECTURE §6): real SMTP, or the development outbox table. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; null keeps mail in the outbox table. */
  smtpUrl: string | null;
  /** The sender of every mail, `Name <address>`. */
  from: string;
}

export const defaultMailFrom = 'Kanat Mezat <no-reply@kanatmezat.com.tr>';

const addressPattern =
  /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * Reads SMTP_URL and MAIL_FROM. Like the rest of the environment it is checked once at start
 * and every problem is reported together.
 */
export function loadMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const problems: string[] = [];
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null) {
    let valid = false;
    try {
      const url = new URL(smtpUrl);
      valid = (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      valid = false;
    }
    if (!valid) problems.push('SMTP_URL smtp:// ya da smtps:// ile başlayan bir adres olmalı');
  }
  const from = env.MAIL_FROM?.trim() || defaultMailFrom;
  if (!addressPattern.test(from)) {
    problems.push(
      `MAIL_FROM "Ad <adres@alan.com>" ya da "adres@alan.com" olmalı (verilen: "${from}")`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { smtpUrl, from };
}
