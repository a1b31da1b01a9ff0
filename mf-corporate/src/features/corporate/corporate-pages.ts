import type { SiteInfoTextField } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { LEGAL_PAGE_PATHS, type LegalKind, type SitePage } from '@kanat/shared/rules';
import { corporatePages as published } from '../../pages';

export interface CorporatePage {
  /** Absolute route path. */
  path: string;
  /** Other paths that show this page (/kurumsal). */
  aliases: readonly string[];
  title: string;
  /** Site-info field holding the location of the page's HTML file (not for a legal text). */
  htmlField: SiteInfoTextField | null;
  /** A versioned legal text: its current version comes from the server, with its number. */
  legalKind: LegalKind | null;
  /** Shown when the HTML cannot be loaded. */
  loadFailed: string;
}

const { corporate } = messages;

/** What a text page says when its HTML cannot be loaded, by its site-info field (else the general text). */
const loadFailedTexts: Partial<Record<SiteInfoTextField, string>> = {
  about_us_html_loc: corporate.aboutLoadFailed,
  terms_html_loc: corporate.termsLoadFailed,
  privacy_policy_html_loc: corporate.privacyLoadFailed,
  cookie_policy_html_loc: corporate.cookiesLoadFailed,
};

const legalKindOf = (path: string): LegalKind | null =>
  (Object.entries(LEGAL_PAGE_PATHS) as [LegalKind, string][]).find(
    ([, legalPath]) => legalPath === path,
  )?.[0] ?? null;

const asCorporatePage = (page: SitePage): CorporatePage[] => {
  const legalKind = legalKindOf(page.path);
  const field = page.head.kind === 'text' ? page.head.field : null;
  if (field === null && legalKind === null) return [];
  return [
    {
      path: page.path,
      aliases: page.aliases ?? [],
      title: page.title ?? '',
      htmlField: field,
      legalKind,
      loadFailed: (field && loadFailedTexts[field]) || corporate.pageLoadFailed,
    },
  ];
};

/** The text pages of /kurumsal, in menu order: the text pages of this remote's pages file. */
export const corporatePages: readonly CorporatePage[] = published.pages.flatMap(asCorporatePage);
