import { formatDate, formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { formatKurus, groupMessageSms, paymentReference } from '@kanat/shared/rules';
import { escapeMarkup } from '../../lib/escape';
import { singleLine } from '../../lib/plain-text';

const texts = messages.notices;

/** What a notice is about, as read when it is sent. */
export interface NoticeFacts {
  event: string;
  auctionId: number | null;
  auctionName: string | null;
  amount: number | null;
  fullname: string | null;
  /** Set for a notice about a whole group (a watched group ending soon): its page is linked. */
  groupId?: number | null;
  /** Set for a notice about a hall mezat (a followed one has started): its page is linked. */
  hallSaleId?: number | null;
  /** A role change: whose (their console page is linked) and their roles now, in Turkish. */
  memberId?: string | null;
  roles?: string | null;
  /** A notice after the hammer (issue 33): a statement, a payment reminder, a second chance. */
  settlement?: SettlementFacts | null;
  /** A message staff wrote to a group's bidders and watchers ('announcement'). */
  message?: MessageFacts | null;
}

/** What staff wrote: plain text; the subject may be empty when the message is not mailed. */
export interface MessageFacts {
  subject: string;
  text: string;
}

/**
 * What a statement's notice ('statement', 'payment-reminder') or a second-chance offer's
 * ('second-chance') names, as queued in its payload.
 */
export interface SettlementFacts {
  /** The buyer's statement (its page is linked, its payment reference named). */
  statementId: number | null;
  /** The sale's title (a statement) or the lot's (a second-chance offer). */
  title: string;
  /** Kuruş: the statement's total, what is left of it (a reminder), the offered price. */
  amountKurus: number;
  /** The statement's due day, ms since the epoch. */
  dueAt: number | null;
  /** Until when a second-chance offer can be answered, ms since the epoch. */
  expiresAt: number | null;
  /** The house's account to pay into, when set. */
  iban: string | null;
  accountName: string | null;
  /** A payment reminder's: before the due day, or once it has passed. */
  kind: 'before' | 'after' | null;
}

const settlementEvents: ReadonlySet<string> = new Set([
  'statement',
  'payment-reminder',
  'second-chance',
]);

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The message of a queued 'announcement' notice's payload; null for any other event. */
export function messageFacts(event: string, payload: Record<string, unknown>): MessageFacts | null {
  if (event !== 'announcement') return null;
  return { subject: textOr(payload.subject) ?? '', text: textOr(payload.text) ?? '' };
}

/** The settlement facts of a queued notice's payload; null for any other event. */
export function settlementFacts(
  event: string,
  payload: Record<string, unknown>,
): SettlementFacts | null {
  if (!settlementEvents.has(event)) return null;
  const kind = payload.kind === 'before' || payload.kind === 'after' ? payload.kind : null;
  return {
    statementId: numberOr(payload.statementId),
    title: textOr(payload.title) ?? '',
    amountKurus: numberOr(payload.amountKurus) ?? 0,
    dueAt: numberOr(payload.dueAt),
    expiresAt: numberOr(payload.expiresAt),
    iban: textOr(payload.iban),
    accountName: textOr(payload.accountName),
    kind,
  };
}

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

function values(facts: NoticeFacts): Record<string, string> {
  const common = {
    // A name is stored text from staff: one line, and short enough for an SMS.
    name: singleLine(facts.auctionName ?? '', 80),
    amount: facts.amount === null ? '' : formatMoney(facts.amount),
    fullname: singleLine(facts.fullname ?? texts.member, 100),
    roles: facts.roles ?? '',
  };
  const m = facts.message;
  if (m !== undefined && m !== null) {
    const subject = singleLine(m.subject, 120);
    return {
      ...common,
      subject: subject === '' ? fill(texts.announcementDefaultSubject, common) : subject,
      text: m.text,
    };
  }
  const s = facts.settlement;
  if (s === undefined || s === null) return common;
  const iban =
    s.iban === null || s.iban === ''
      ? ''
      : ` ${fill(s.accountName ? texts.ibanPartNamed : texts.ibanPart, {
          iban: singleLine(s.iban, 40),
          accountName: singleLine(s.accountName ?? '', 80),
        })}`;
  return {
    ...common,
    title: singleLine(s.title, 80),
    amount: formatKurus(s.amountKurus),
    due: s.dueAt === null ? '' : formatDate(s.dueAt),
    until: s.expiresAt === null ? '' : formatDateTime(s.expiresAt),
    reference: s.statementId === null ? '' : paymentReference(s.statementId),
    iban,
  };
}

const staffTexts = messages.staffAccess.notice;
const isRoleChange = (facts: NoticeFacts) =>
  facts.memberId !== undefined && facts.memberId !== null;

/** The texts of one event: the SMS, the mail's subject, plain text and HTML line. */
interface EventTexts {
  sms: string;
  subject: string;
  text: string;
  line: string;
}

function eventTexts(facts: NoticeFacts): EventTexts {
  switch (facts.event) {
    case 'maximum-exceeded':
      return {
        sms: texts.maximumExceededSms,
        subject: texts.maximumExceededMailSubject,
        text: texts.maximumExceededMailText,
        line: texts.maximumExceededMailLine,
      };
    case 'won':
      return {
        sms: texts.wonSms,
        subject: texts.wonMailSubject,
        text: texts.wonMailText,
        line: texts.wonMailLine,
      };
    case 'lost':
      return {
        sms: texts.lostSms,
        subject: texts.lostMailSubject,
        text: texts.lostMailText,
        line: texts.lostMailLine,
      };
    case 'ending-soon':
      return {
        sms: texts.endingSoonSms,
        subject: texts.endingSoonMailSubject,
        text: texts.endingSoonMailText,
        line: texts.endingSoonMailLine,
      };
    case 'statement':
      return {
        sms: texts.statementSms,
        subject: texts.statementMailSubject,
        text: texts.statementMailText,
        line: texts.statementMailLine,
      };
    case 'payment-reminder':
      return facts.settlement?.kind === 'after'
        ? {
            sms: texts.reminderAfterSms,
            subject: texts.reminderAfterMailSubject,
            text: texts.reminderAfterMailText,
            line: texts.reminderAfterMailLine,
          }
        : {
            sms: texts.reminderBeforeSms,
            subject: texts.reminderBeforeMailSubject,
            text: texts.reminderBeforeMailText,
            line: texts.reminderBeforeMailLine,
          };
    case 'second-chance':
      return {
        sms: texts.secondChanceSms,
        subject: texts.secondChanceMailSubject,
        text: texts.secondChanceMailText,
        line: texts.secondChanceMailLine,
      };
    case 'announcement':
      return {
        sms: texts.announcementSms,
        subject: '{subject}',
        text: texts.announcementMailText,
        line: '{text}',
      };
    case 'staff-roles-changed':
      return {
        sms: staffTexts.sms,
        subject: staffTexts.mailSubject,
        text: staffTexts.mailText,
        line: staffTexts.mailLine,
      };
    case 'sale-opening':
      return isHall(facts)
        ? {
            sms: texts.saleOpeningHallSms,
            subject: texts.saleOpeningHallMailSubject,
            text: texts.saleOpeningHallMailText,
            line: texts.saleOpeningHallMailLine,
          }
        : {
            sms: texts.saleOpeningGroupSms,
            subject: texts.saleOpeningGroupMailSubject,
            text: texts.saleOpeningGroupMailText,
            line: texts.saleOpeningGroupMailLine,
          };
    case 'watched-ending-soon':
      return isGroup(facts)
        ? {
            sms: texts.watchedGroupEndingSoonSms,
            subject: texts.watchedGroupEndingSoonMailSubject,
            text: texts.watchedGroupEndingSoonMailText,
            line: texts.watchedGroupEndingSoonMailLine,
          }
        : {
            sms: texts.watchedEndingSoonSms,
            subject: texts.watchedEndingSoonMailSubject,
            text: texts.watchedEndingSoonMailText,
            line: texts.watchedEndingSoonMailLine,
          };
    default:
      return {
        sms: texts.outbidSms,
        subject: texts.outbidMailSubject,
        text: texts.outbidMailText,
        line: texts.outbidMailLine,
      };
  }
}

const isGroup = (facts: NoticeFacts) => facts.groupId !== undefined && facts.groupId !== null;
const isHall = (facts: NoticeFacts) => facts.hallSaleId !== undefined && facts.hallSaleId !== null;

export function noticeSms(facts: NoticeFacts): string {
  const v = values(facts);
  if (facts.event === 'announcement') {
    return groupMessageSms(fill(eventTexts(facts).sms, v));
  }
  return fill(eventTexts(facts).sms, v);
}

/** A group's page: absolute on PUBLIC_URL when set. */
export function groupUrl(publicUrl: string | null, groupId: number): string {
  return `${publicUrl ?? ''}/grup-ihaleler/${groupId}`;
}

const isSettlement = (facts: NoticeFacts) =>
  facts.settlement !== undefined && facts.settlement !== null;

/**
 * The page a notice links: the member's console page for a role change, the statement's
 * (/hesabim/alimlar/<id>) for a statement or a reminder, the member's statements for a
 * second-chance offer, its group's for a group notice, its hall mezat's for a hall notice,
 * else its auction's.
 */
export function noticeUrl(publicUrl: string | null, facts: NoticeFacts): string {
  if (isRoleChange(facts)) return `${publicUrl ?? ''}/yonetim/uyeler/${facts.memberId}`;
  if (isHall(facts)) return `${publicUrl ?? ''}/canli-mezat/${facts.hallSaleId}`;
  if (isSettlement(facts)) {
    const id = facts.settlement?.statementId ?? null;
    return facts.event === 'second-chance' || id === null
      ? `${publicUrl ?? ''}/hesabim/alimlar`
      : `${publicUrl ?? ''}/hesabim/alimlar/${id}`;
  }
  return isGroup(facts)
    ? groupUrl(publicUrl, facts.groupId as number)
    : auctionUrl(publicUrl, facts.auctionId);
}

/**
 * One notice of any event as a title, a one-line body and the page it links: what every
 * channel builds on (the mail's subject and line, a push notification).
 */
export function noticeText(
  facts: NoticeFacts,
  publicUrl: string | null,
): { title: string; body: string; url: string } {
  const t = eventTexts(facts);
  const v = values(facts);
  return { title: fill(t.subject, v), body: fill(t.line, v), url: noticeUrl(publicUrl, facts) };
}

/** The auction's page: absolute on PUBLIC_URL when set. */
export function auctionUrl(publicUrl: string | null, auctionId: number | null): string {
  return `${publicUrl ?? ''}/acik-arttirmalar/${auctionId ?? ''}`;
}

/** Subject, plain text and a simple HTML part whose every value is escaped. */
export function noticeMail(facts: NoticeFacts, url: string): NoticeMail {
  const v = values(facts);
  const t = eventTexts(facts);
  const escaped = Object.fromEntries(
    Object.entries(v).map(([key, value]) => [key, escapeMarkup(value)]),
  );
  const link = isRoleChange(facts)
    ? staffTexts.mailLink
    : facts.event === 'second-chance'
      ? texts.secondChanceMailLink
      : isSettlement(facts)
        ? texts.statementMailLink
        : isHall(facts)
          ? texts.hallMailLink
          : isGroup(facts)
            ? texts.groupMailLink
            : texts.mailLink;
  return {
    subject: fill(t.subject, v),
    text: fill(t.text, { ...v, url }),
    html: [
      '<!doctype html><html lang="tr"><body>',
      `<p>${fill(texts.mailGreeting, escaped)}</p>`,
      // Staff's message keeps its line breaks; every other line is one line.
      `<p>${fill(t.line, escaped).replace(/\n/g, '<br>')}</p>`,
      `<p><a href="${escapeMarkup(url)}">${escapeMarkup(link)}</a></p>`,
      `<p>${escapeMarkup(texts.mailSignature)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
