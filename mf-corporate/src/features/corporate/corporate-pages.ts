import type { SiteInfoTextField } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';

export interface CorporatePage {
  /** Absolute route path. */
  path: string;
  title: string;
  /** Site-info field holding the location of the page's HTML file. */
  htmlField: SiteInfoTextField;
  /** Shown when the HTML cannot be loaded. */
  loadFailed: string;
}

export const CORPORATE_ROOT = '/kurumsal';

/** The four text pages of /kurumsal, in menu order. */
export const corporatePages = [
  {
    path: '/kurumsal/hakkimizda',
    title: messages.corporate.about,
    htmlField: 'about_us_html_loc',
    loadFailed: messages.corporate.aboutLoadFailed,
  },
  {
    path: '/kurumsal/kullanim-kosullari',
    title: messages.corporate.terms,
    htmlField: 'terms_html_loc',
    loadFailed: messages.corporate.termsLoadFailed,
  },
  {
    path: '/kurumsal/gizlilik-politikasi',
    title: messages.corporate.privacy,
    htmlField: 'privacy_policy_html_loc',
    loadFailed: messages.corporate.privacyLoadFailed,
  },
  {
    path: '/kurumsal/cerez-politikasi',
    title: messages.corporate.cookies,
    htmlField: 'cookie_policy_html_loc',
    loadFailed: messages.corporate.cookiesLoadFailed,
  },
] as const satisfies readonly CorporatePage[];
