import type { SiteRoute } from '@kanat/shared/rules';
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../federation/remote-slot';
import { BARE_PAGE_PATHS, SITE_ROUTES } from '../site-pages';

/** Where a URL is rendered: a page the shell owns, or the routes module of a remote. */
export type RouteTarget =
  | { kind: 'home' }
  | { kind: 'server-error' }
  | { kind: 'not-found' }
  | { kind: 'remote'; remote: RemoteName };

interface RouteEntry {
  /** A react-router path pattern; '/*' also matches everything below the prefix. */
  path: string;
  target: RouteTarget;
}

const targetOf = (owner: SiteRoute['owner']): RouteTarget =>
  owner === 'home' || owner === 'server-error'
    ? { kind: owner }
    : { kind: 'remote', remote: owner };

/**
 * The top-level route table of SPEC §2 (`SITE_ROUTES`, from the apps' pages files, which the
 * server reads too). Remotes render their own `<Routes>` with absolute paths, so the shell
 * only decides which remote owns a URL prefix.
 */
export const routeTable: readonly RouteEntry[] = SITE_ROUTES.map((route) => ({
  path: route.path,
  target: targetOf(route.owner),
}));

const NOT_FOUND: RouteTarget = { kind: 'not-found' };

export function resolveRoute(pathname: string): RouteTarget {
  const entry = routeTable.find((e) => matchPath(e.path, pathname) !== null);
  return entry ? entry.target : NOT_FOUND;
}

/** Whether the page at `pathname` is drawn without the site's frame (its pages file says `bare`). */
export function isBarePage(pathname: string): boolean {
  return BARE_PAGE_PATHS.some((path) => matchPath(path, pathname) !== null);
}
