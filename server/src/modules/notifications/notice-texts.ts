import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
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
  /** A role change: whose (their console page is linked) and their roles now, in Turkish. */
  memberId?: string | null;
  roles?: string | null;
}

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

function values(facts: NoticeFacts) {
  return {
    // A name is stored text from staff: one line, and short enough for an SMS.
    name: singleLine(facts.auctionName ?? '', 80),
    amount: facts.amount === null ? '' : formatMoney(facts.amount),
    fullname: singleLine(facts.fullname ?? texts.member, 100),
    roles: facts.roles ?? '',
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
    case 'staff-roles-changed':
      return {
        sms: staffTexts.sms,
        subject: staffTexts.mailSubject,
        text: staffTexts.mailText,
        line: staffTexts.mailLine,
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

export function noticeSms(facts: NoticeFacts): string {
  return fill(eventTexts(facts).sms, values(facts));
}

/** A group's page: absolute on PUBLIC_URL when set. */
export function groupUrl(publicUrl: string | null, groupId: number): string {
  return `${publicUrl ?? ''}/grup-ihaleler/${groupId}`;
}

/**
 * The page a notice links: the member's console page for a role change, its group's for a
 * group notice, else its auction's.
 */
export function noticeUrl(publicUrl: string | null, facts: NoticeFacts): string {
  if (isRoleChange(facts)) return `${publicUrl ?? ''}/yonetim/uyeler/${facts.memberId}`;
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
  const escaped = {
    name: escapeMarkup(v.name),
    amount: escapeMarkup(v.amount),
    fullname: escapeMarkup(v.fullname),
    roles: escapeMarkup(v.roles),
  };
  const link = isRoleChange(facts)
    ? staffTexts.mailLink
    : isGroup(facts)
      ? texts.groupMailLink
      : texts.mailLink;
  return {
    subject: fill(t.subject, v),
    text: fill(t.text, { ...v, url }),
    html: [
      '<!doctype html><html lang="tr"><body>',
      `<p>${fill(texts.mailGreeting, escaped)}</p>`,
      `<p>${fill(t.line, escaped)}</p>`,
      `<p><a href="${escapeMarkup(url)}">${escapeMarkup(link)}</a></p>`,
      `<p>${escapeMarkup(texts.mailSignature)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
