/**
 * The legal texts staff publish in versions (KVKK): the information notice (aydınlatma metni),
 * the terms of use, the privacy and the cookie policies, and the text a member agrees to when
 * they consent to commercial messages (ticari elektronik ileti onayı). A registration
 * acknowledges the current notice and accepts the current terms.
 */
export const LEGAL_KINDS = [
  'notice',
  'terms',
  'privacy',
  'cookies',
  'marketing',
  'sale-contract',
] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The kinds a new member acknowledges when registering, with the versions they were shown. */
export const REGISTRATION_LEGAL_KINDS = ['notice', 'terms'] as const satisfies readonly LegalKind[];

/** Bounds of a published text (the HTML before it is cleaned). */
export const LEGAL_TITLE_MAX = 200;
export const LEGAL_HTML_MAX = 200_000;
/** A publish request's body limit: the text at its longest, in UTF-8, with room to spare. */
export const LEGAL_SAVE_BODY_LIMIT = 4 * LEGAL_HTML_MAX;

/** Where each kind is shown on the public site. */
export const LEGAL_PAGE_PATHS: Record<LegalKind, string> = {
  notice: '/kurumsal/aydinlatma-metni',
  terms: '/kurumsal/kullanim-kosullari',
  privacy: '/kurumsal/gizlilik-politikasi',
  cookies: '/kurumsal/cerez-politikasi',
  marketing: '/kurumsal/ticari-ileti-onayi',
  'sale-contract': '/kurumsal/on-bilgilendirme-ve-satis-kosullari',
};

export function isLegalKind(value: unknown): value is LegalKind {
  return (LEGAL_KINDS as readonly unknown[]).includes(value);
}

/**
 * A member's consents (KVKK and Law 6563), each optional, given and withdrawn by the member
 * and kept as an append-only history: commercial messages by SMS and by mail, and Web Push
 * (notices in the browser). Nothing is consented until the member says so.
 */
export const CONSENT_KINDS = ['marketing-sms', 'marketing-mail', 'push'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The legal text whose version a consent of each kind is recorded with. */
export const CONSENT_TEXT_KINDS: Record<ConsentKind, LegalKind> = {
  'marketing-sms': 'marketing',
  'marketing-mail': 'marketing',
  push: 'notice',
};

/**
 * The notices that are commercial messages: sent by SMS or mail only to a member whose consent
 * of that channel stands. Every other notice is about a sale the member takes part in (outbid,
 * won, a statement, a payment reminder...) and is not marketing.
 */
export const MARKETING_NOTICE_EVENTS = ['announcement', 'sale-opening'] as const;

export function isMarketingNotice(event: string): boolean {
  return (MARKETING_NOTICE_EVENTS as readonly string[]).includes(event);
}

/**
 * A data subject's application (ilgili kişi başvurusu, KVKK md. 11 and 13) that needs a person:
 * staff answer within thirty days. What a member can do alone (see, download, erase, consents)
 * needs none.
 */
export const PRIVACY_REQUEST_KINDS = ['correction', 'erasure', 'objection', 'other'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATES = ['open', 'answered', 'rejected'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];
/** KVKK md. 13: the answer is due within thirty days of the application. */
export const PRIVACY_REQUEST_ANSWER_DAYS = 30;
export const PRIVACY_REQUEST_TEXT_MAX = 2000;

/** The application's or the answer's text, trimmed; null when empty or too long. */
export function checkedPrivacyRequestText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > PRIVACY_REQUEST_TEXT_MAX ? null : trimmed;
}
