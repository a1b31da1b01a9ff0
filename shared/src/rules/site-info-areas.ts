import type { SiteInfoKey } from '../api/contracts/site-info';
import { siteFieldGroups } from './content';
import type { StaffArea, StaffRole } from './staff-roles';

/**
 * The site information form is two areas in one (issue 30): the site's settings and legal
 * texts for administrators, the corporate pages and the home page's contents for editors.
 * Both read the whole form; a save may change only the fields of the caller's areas.
 */
export const siteInfoRoles: readonly StaffRole[] = ['administrator', 'editor'];

export type SiteInfoArea = Extract<StaffArea, 'siteSettings' | 'corporatePages'>;

const byGroup = (group: keyof typeof siteFieldGroups, area: SiteInfoArea) =>
  siteFieldGroups[group].map((key) => [key, area] as const);

/**
 * The area of every stored site-information field:
 * - siteSettings (administrator): contact and social links, how the site is wired (folders,
 *   serials, links), the logo and the institute's picture, and the legal texts (terms of use,
 *   privacy and cookie policies);
 * - corporatePages (editor): the about-us page, the footer text, the bidding and selling
 *   guides, the labels, the slider pictures and the sponsors.
 */
export const SITE_INFO_AREAS: Readonly<Partial<Record<SiteInfoKey, SiteInfoArea>>> = {
  ...Object.fromEntries([
    ...byGroup('contact', 'siteSettings'),
    ...byGroup('social', 'siteSettings'),
    ...byGroup('settings', 'siteSettings'),
    ...byGroup('texts', 'corporatePages'),
    ...byGroup('guides', 'corporatePages'),
  ]),
  // Derived from the phone and the mail on every save (contact-links.ts).
  telephone_url: 'siteSettings',
  mail_url: 'siteSettings',
  logo: 'siteSettings',
  institute_image: 'siteSettings',
  terms_html_loc: 'siteSettings',
  privacy_policy_html_loc: 'siteSettings',
  cookie_policy_html_loc: 'siteSettings',
  about_us_html_loc: 'corporatePages',
  label_titles: 'corporatePages',
  slider_pics: 'corporatePages',
  sponsors: 'corporatePages',
};

/** The area a site-information field is in; a field not edited in the console: siteSettings. */
export function siteInfoKeyArea(key: SiteInfoKey): SiteInfoArea {
  return SITE_INFO_AREAS[key] ?? 'siteSettings';
}
