import type { REMOTE_APPS } from '@kanat/shared/apps';

type RemoteApp = (typeof REMOTE_APPS)[number];

/** The federated remotes, by container name (`mf-news` -> `mf_news`), from the one list. */
export type RemoteName = RemoteApp extends `mf-${infer Short}` ? `mf_${Short}` : never;

/** Who renders a URL: a page of the shell's own, or the routes module of a remote. */
export type RouteOwner = 'home' | 'server-error' | RemoteName;

export interface SiteRoute {
  /** A path pattern: exact, or ending in '/*' for the prefix and everything below it. */
  path: string;
  owner: RouteOwner;
}

/** A path without its trailing slashes ('/' stays '/'). */
export function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether a path is at a route pattern: exactly (patterns are lower case, the path is
 * compared in lower case), or at or below the prefix of a pattern ending in '/*'.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const lower = trimPath(pathname).toLowerCase();
  if (!pattern.endsWith('/*')) return lower === pattern;
  const prefix = pattern.slice(0, -2);
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** The owner of a path among `routes`, or null when none matches (the not-found page). */
export function ownerAmong(routes: readonly SiteRoute[], pathname: string): RouteOwner | null {
  return routes.find((route) => matchesRoute(route.path, pathname))?.owner ?? null;
}
