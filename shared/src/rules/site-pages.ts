import type { FullMessages } from '@kanat/shared/i18n/full';
import type { SiteInfoTextField } from '../api/contracts/site-info-fields';
import { trimPath } from './site-routes';

/** A description the server writes into a page's head (the catalogue's `share` group). */
export type ShareText = keyof FullMessages['share'];

/**
 * What the server writes into a page's head (server/src/modules/web/page-head.ts):
 * - `home`: the site's name alone as the title, the site's description;
 * - `list`: a section's list or a page of text of its own: its title, `description`, and as
 *   its preview picture the gallery's newest photo when `image` says so (else the site card);
 * - `text`: a page of text staff edit (the site information field `field` holds its HTML):
 *   its title and the corporate description;
 * - `auction`, `group`, `news`, `hall-sale`: one item (`:id`), named and described by its
 *   data; 404 when it does not exist (a hall sale still in draft does not);
 * - `sale-report`: a finished sale's report (`:id`, a group's under /arsiv, a hall mezat's under
 *   /canli-mezat), named by the sale, described by its figures, with its own share picture;
 * - `private`: sign-in, the member's and the staff's pages: the site's head, not indexed.
 */
export type PageHeadRule =
  | { kind: 'home' }
  | { kind: 'list'; description: ShareText; image?: 'gallery-photo' }
  | { kind: 'text'; field: SiteInfoTextField }
  | { kind: 'auction' }
  | { kind: 'group' }
  | { kind: 'news' }
  | { kind: 'hall-sale' }
  | { kind: 'sale-report' }
  | { kind: 'private' };

/**
 * The largest picture the page draws first, which the server preloads
 * (server/src/modules/web/lcp-images.ts): the home page's first slide, an auction's first
 * photo, a group's photo, a news item's main picture. A page without one draws text first.
 */
export type LcpRule = 'home-slider' | 'auction-photo' | 'group-photo' | 'news-picture';

/** The rows the sitemap reads from the database (server/src/modules/web/sitemap.ts). */
export type SitemapSource =
  | 'running-auctions'
  | 'groups'
  | 'archived-groups'
  | 'news'
  /** The hall sales the public sees (scheduled, running, ended; never a draft). */
  | 'hall-sales';

/**
 * What the sitemap lists for a page. The sitemap holds the pages first, then the items, then
 * the text pages, each in the order of the apps and of their pages files.
 * - `page`: the page's own address, dated by the newest row of `newestOf` (undated without);
 * - `each`: one address per row of `source`, the pattern's `:id` filled in, dated by its row;
 * - `text`: the page's own address, dated by its text's last edit (head kind `text`).
 */
export type PageSitemap =
  | { kind: 'page'; newestOf?: readonly SitemapSource[] }
  | { kind: 'each'; source: SitemapSource }
  | { kind: 'text' };

/** One page an app publishes: plain data, read by the shell and by the server. */
export interface SitePage {
  /**
   * Path pattern, lower case: exact ('/galeri'), one item (`:id` for one segment:
   * '/haberler/:id', or a page of that item: '/canli-mezat/:id/salon'), or a whole section
   * ('/hesabim/*': the prefix and everything below it).
   */
  path: string;
  /** Other addresses that show the same page; its canonical address stays `path`. */
  aliases?: readonly string[];
  /** The page's name (a text of the catalogue); pages named by their data have none. */
  title?: string;
  head: PageHeadRule;
  lcp?: LcpRule;
  sitemap?: PageSitemap;
  /** Listed in the navbar's menu of its section. */
  menu?: boolean;
  /**
   * Drawn alone, without the site's banner, navbar and footer: a screen of its own (the hall's
   * projector shows a hall mezat's room screen).
   */
  bare?: boolean;
}

/** A remote's pages file: the route prefixes it owns and its pages. */
export interface RemotePages {
  /** Top-level patterns the shell mounts the remote at: exact, or ending in '/*'. */
  routes: readonly string[];
  pages: readonly SitePage[];
}

/** A page found for a path, with the `:id` segment it was found with. */
export interface PageMatch {
  page: SitePage;
  id: string | null;
}

function matchPattern(pattern: string, path: string): PageMatch['id'] | false {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`) ? null : false;
  }
  const param = pattern.indexOf('/:id');
  if (param < 0) return path === pattern ? null : false;
  const prefix = pattern.slice(0, param + 1);
  const suffix = pattern.slice(param + '/:id'.length);
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) return false;
  const id = path.slice(prefix.length, path.length - suffix.length);
  return id !== '' && !id.includes('/') ? id : false;
}

/**
 * The page at a path (trailing slashes aside), or null. The path is compared as given: the
 * caller lower-cases it where case does not matter.
 */
export function pageAt(pages: readonly SitePage[], pathname: string): PageMatch | null {
  const path = trimPath(pathname);
  for (const page of pages) {
    if (page.aliases?.includes(path)) return { page, id: null };
    const id = matchPattern(page.path, path);
    if (id !== false) return { page, id };
  }
  return null;
}

/** A section of items: its list, and one page per item below it. */
export interface SectionOfItems {
  /** The list's path; each item is at `<path>/:id`. */
  path: string;
  title: string;
  description: ShareText;
  /** The head of an item's page. */
  item: Extract<PageHeadRule, { kind: 'auction' | 'group' | 'news' }>;
  lcp?: LcpRule;
  /** The rows the sitemap lists as the items, and dates the list by. */
  source: SitemapSource;
}

/**
 * The two pages of a section of items: the list (dated in the sitemap by its newest item) and
 * the item's page (one sitemap address per row of `source`).
 */
export function sectionPages(section: SectionOfItems): SitePage[] {
  const { path, title, description, item, lcp, source } = section;
  return [
    {
      path,
      title,
      head: { kind: 'list', description },
      sitemap: { kind: 'page', newestOf: [source] },
    },
    { path: `${path}/:id`, head: item, ...(lcp ? { lcp } : {}), sitemap: { kind: 'each', source } },
  ];
}

/** A page of text staff edit (its HTML in the site information's `field`), in the sitemap. */
export function textPage(
  page: Pick<SitePage, 'path' | 'aliases' | 'menu'> & { title: string; field: SiteInfoTextField },
): SitePage {
  const { field, ...rest } = page;
  return { ...rest, head: { kind: 'text', field }, sitemap: { kind: 'text' } };
}
