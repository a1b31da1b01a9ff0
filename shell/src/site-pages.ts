// The site's pages: the shell's own and those each remote publishes in its pages file
// (`mf-*/src/pages.ts`), put together by the host. Plain data and pure functions, no React:
// the shell's route table and navbar read it, and so does the server (its page head,
// preloads and sitemap, bundled into its build).
import { REMOTE_APPS, remoteName } from '@kanat/shared/apps';
import {
  ownerAmong,
  type PageMatch,
  pageAt,
  type RemoteName,
  type RemotePages,
  type RouteOwner,
  type SitePage,
  type SiteRoute,
} from '@kanat/shared/rules';
import { accountPages } from '../../mf-account/src/pages';
import { adminPages } from '../../mf-admin/src/pages';
import { auctionsPages } from '../../mf-auctions/src/pages';
import { corporatePages } from '../../mf-corporate/src/pages';
import { newsPages } from '../../mf-news/src/pages';
import { shellPages } from './pages';

/** Each remote's pages file, by container name: one for every remote of the one list. */
export const REMOTE_PAGES: Readonly<Record<RemoteName, RemotePages>> = {
  mf_auctions: auctionsPages,
  mf_news: newsPages,
  mf_account: accountPages,
  mf_corporate: corporatePages,
  mf_admin: adminPages,
};

const remotesInOrder = REMOTE_APPS.map((app) => {
  const name = remoteName(app);
  return { name, published: REMOTE_PAGES[name] };
});

/**
 * The top-level routes of SPEC §2: which app renders a URL. Remotes render their own routes
 * below these prefixes.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...shellPages.routes,
  ...remotesInOrder.flatMap(({ name, published }) =>
    published.routes.map((path) => ({ path, owner: name })),
  ),
];

/** Every page of the site, the shell's first, then each remote's in the order of the list. */
export const SITE_PAGES: readonly SitePage[] = [
  ...shellPages.pages,
  ...remotesInOrder.flatMap(({ published }) => published.pages),
];

/** Paths of the pages drawn without the site's frame (`bare`: the hall's room screen). */
export const BARE_PAGE_PATHS: readonly string[] = remotesInOrder.flatMap(({ published }) =>
  published.pages.filter((page) => page.bare).map((page) => page.path),
);

/** The owner of a path, or null when no route matches (the not-found page). */
export function routeOwner(pathname: string): RouteOwner | null {
  return ownerAmong(SITE_ROUTES, pathname);
}

/** The page of the site at a path (compared as given), or null. */
export function sitePageAt(pathname: string): PageMatch | null {
  return pageAt(SITE_PAGES, pathname);
}
