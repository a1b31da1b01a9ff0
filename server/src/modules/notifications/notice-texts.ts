import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { singleLine } from '../media/plain-text';

const texts = messages.notices;

/** What a notice is about, as read when it is sent. */
export interface NoticeFacts {
  event: string;
  auctionId: number | null;
  auctionName: string | null;
  amount: number | null;
  fullname: string | null;
}

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function values(facts: NoticeFacts) {
  return {
    // A name is stored text from staff: one line, and short enough for an SMS.
    name: singleLine(facts.auctionName ?? '', 80),
    amount: facts.amount === null ? '' : formatMoney(facts.amount),
    fullname: singleLine(facts.fullname ?? texts.member, 100),
  };
}

const isMaximum = (facts: NoticeFacts) => facts.event === 'maximum-exceeded';

export function noticeSms(facts: NoticeFacts): string {
  return fill(isMaximum(facts) ? texts.maximumExceededSms : texts.outbidSms, values(facts));
}

/** The auction's page: absolute on PUBLIC_URL when set. */
export function auctionUrl(publicUrl: string | null, auctionId: number | null): string {
  return `${publicUrl ?? ''}/acik-arttirmalar/${auctionId ?? ''}`;
}

/** Subject, plain text and a simple HTML part whose every value is escaped. */
export function noticeMail(facts: NoticeFacts, url: string): NoticeMail {
  const v = values(facts);
  const maximum = isMaximum(facts);
  const escaped = {
    name: escapeHtml(v.name),
    amount: escapeHtml(v.amount),
    fullname: escapeHtml(v.fullname),
  };
  return {
    subject: fill(maximum ? texts.maximumExceededMailSubject : texts.outbidMailSubject, v),
    text: fill(maximum ? texts.maximumExceededMailText : texts.outbidMailText, { ...v, url }),
    html: [
      '<!doctype html><html lang="tr"><body>',
      `<p>${fill(texts.mailGreeting, escaped)}</p>`,
      `<p>${fill(maximum ? texts.maximumExceededMailLine : texts.outbidMailLine, escaped)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.mailLink)}</a></p>`,
      `<p>${escapeHtml(texts.mailSignature)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
