/**
 * The legal texts staff publish in versions (KVKK): the information notice (aydınlatma metni),
 * the terms of use, the privacy and the cookie policies. A registration acknowledges the
 * current notice and accepts the current terms.
 */
export const LEGAL_KINDS = ['notice', 'terms', 'privacy', 'cookies'] as const;
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
};

export function isLegalKind(value: unknown): value is LegalKind {
  return (LEGAL_KINDS as readonly unknown[]).includes(value);
}
