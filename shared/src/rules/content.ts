// Content rules (news, gallery, site information, banner): one implementation for the
// console's forms and the server's services, with the catalogue's Turkish messages.

import { fill, messages } from '@kanat/shared/i18n';
import type { SiteInfoTextField } from '../api/contracts/site-info-fields';
import { mailLink, telephoneLink } from './contact-links';

export const NEWS_TITLE_MAX = 200;
export const NEWS_HTML_MAX = 500_000;
/** Request bytes a news save may take: the longest body, in UTF-8 and JSON-escaped. */
export const NEWS_SAVE_BODY_LIMIT = 2 * 1024 * 1024;
export const GALLERY_TITLE_MAX = 200;
/** Photos added to the gallery in one go. */
export const GALLERY_ADD_MAX = 50;

/** The plain text fields staff edit, by the console's groups. */
export const siteFieldGroups = {
  // The phone's and the mail's links are derived from them (contact-links.ts), not typed.
  contact: ['telephone', 'mail_name', 'address_name', 'address_url', 'address_embed_url'],
  social: [
    'instagram_name',
    'instagram_url',
    'youtube_name',
    'youtube_url',
    'facebook_name',
    'facebook_url',
  ],
  texts: ['footer_description'],
  guides: [
    'how_to_bid_step_one_title',
    'how_to_bid_step_one',
    'how_to_bid_step_two_title',
    'how_to_bid_step_two',
    'how_to_bid_step_three_title',
    'how_to_bid_step_three',
    'how_to_ask_step_one_title',
    'how_to_ask_step_one',
    'how_to_ask_step_two_title',
    'how_to_ask_step_two',
    'how_to_ask_step_three_title',
    'how_to_ask_step_three',
  ],
  // How the site is wired: the folders its group and archive lists start from, where the
  // participants list starts, the developer's link in the footer.
  settings: [
    'auction_vitrine_id',
    'auction_archive_id',
    'users_page_start_serial',
    'CentaurGames_url',
  ],
} as const satisfies Record<string, readonly SiteInfoTextField[]>;

export type EditableSiteField = (typeof siteFieldGroups)[keyof typeof siteFieldGroups][number];

export const editableSiteFields: readonly EditableSiteField[] =
  Object.values(siteFieldGroups).flat();

/** The corporate pages edited in the console, by the site-info field that locates each. */
export const corporatePageFields = {
  about_us: 'about_us_html_loc',
  terms: 'terms_html_loc',
  privacy_policy: 'privacy_policy_html_loc',
  cookie_policy: 'cookie_policy_html_loc',
} as const satisfies Record<string, SiteInfoTextField>;
export type CorporatePageKey = keyof typeof corporatePageFields;
export const corporatePageKeys = Object.keys(corporatePageFields) as CorporatePageKey[];

export const SITE_TEXT_MAX = 2000;
export const PAGE_HTML_MAX = 200_000;
/** Request bytes a site information save may take: four corporate pages and every text. */
export const SITE_INFO_SAVE_BODY_LIMIT = 4 * 1024 * 1024;
export const SITE_LIST_MAX = 20;

/** The banner's colours (the shell maps each to a theme colour). */
export const bannerColors = ['blue', 'green', 'orange', 'red'] as const;
export type BannerColor = (typeof bannerColors)[number];
export const BANNER_MESSAGE_MAX = 300;

const ruleTexts = messages.contentRules;
const fieldNames = messages.contentRules.fields;

/** How each field's value must look; every field may be left empty except these. */
const linkFields: ReadonlySet<EditableSiteField> = new Set([
  'address_url',
  'address_embed_url',
  'instagram_url',
  'youtube_url',
  'facebook_url',
  'CentaurGames_url',
]);
/** Whole numbers: container ids and a serial. */
const numberFields: ReadonlySet<EditableSiteField> = new Set([
  'auction_vitrine_id',
  'auction_archive_id',
  'users_page_start_serial',
]);
const requiredFields: ReadonlySet<EditableSiteField> = new Set([
  'telephone',
  'mail_name',
  'footer_description',
  'auction_vitrine_id',
  'auction_archive_id',
]);

/** An http(s) address with a host (what a visitor's browser can open). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The Turkish reason a site-information field's value is refused, or null when it is fine. */
export function siteFieldProblem(field: EditableSiteField, raw: string): string | null {
  const value = raw.trim();
  const name = fieldNames[field];
  if (value === '')
    return requiredFields.has(field) ? fill(ruleTexts.required, { field: name }) : null;
  if (value.length > SITE_TEXT_MAX) {
    return fill(ruleTexts.textTooLong, { field: name, max: SITE_TEXT_MAX });
  }
  if (numberFields.has(field) && !/^[0-9]{1,9}$/.test(value)) {
    return fill(ruleTexts.numberInvalid, { field: name });
  }
  if (linkFields.has(field) && !isWebAddress(value))
    return fill(ruleTexts.urlInvalid, { field: name });
  if (field === 'telephone' && telephoneLink(value) === null) {
    return fill(ruleTexts.telInvalid, { field: name });
  }
  if (field === 'mail_name' && mailLink(value) === null) {
    return fill(ruleTexts.mailInvalid, { field: name });
  }
  return null;
}

/** The reason a sponsor row is refused (1-based `index` for the message), or null. */
export function sponsorProblem(
  sponsor: { name: string; url: string; hasImage: boolean },
  index: number,
): string | null {
  if (sponsor.name.trim() === '' || !sponsor.hasImage) {
    return fill(ruleTexts.sponsorIncomplete, { index });
  }
  const url = sponsor.url.trim();
  if (url !== '' && !isWebAddress(url)) return fill(ruleTexts.sponsorUrlInvalid, { index });
  return null;
}

/** The reason a row of the promise labels is refused, or null. */
export function labelProblem(label: { title: string; text: string }, index: number): string | null {
  return label.title.trim() === '' || label.text.trim() === ''
    ? fill(ruleTexts.labelIncomplete, { index })
    : null;
}
