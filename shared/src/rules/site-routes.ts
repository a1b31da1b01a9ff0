/** The federated remotes, by container name. */
export type RemoteName = 'mf_auctions' | 'mf_news' | 'mf_account' | 'mf_corporate' | 'mf_admin';

/** Who renders a URL: a page of the shell's own, or the routes module of a remote. */
export type RouteOwner = 'home' | 'server-error' | RemoteName;

export interface SiteRoute {
  /** A path pattern: exact, or ending in '/*' for the prefix and everything below it. */
  path: string;
  owner: RouteOwner;
}

/**
 * The top-level routes of SPEC §2, read by the shell (which remote to mount) and by the
 * server (which remote's files to preload in the page it sends). Remotes render their own
 * routes below these prefixes.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', owner: 'home' },
  { path: '/acik-arttirmalar/*', owner: 'mf_auctions' },
  { path: '/grup-ihaleler/*', owner: 'mf_auctions' },
  { path: '/arsiv/*', owner: 'mf_auctions' },
  { path: '/katilimcilar', owner: 'mf_auctions' },
  { path: '/haberler/*', owner: 'mf_news' },
  { path: '/galeri', owner: 'mf_news' },
  { path: '/giris-yap/*', owner: 'mf_account' },
  { path: '/sifre-yenile', owner: 'mf_account' },
  { path: '/kayit-ol/*', owner: 'mf_account' },
  { path: '/hesabim/*', owner: 'mf_account' },
  { path: '/guvercinlerim', owner: 'mf_account' },
  { path: '/kurumsal/*', owner: 'mf_corporate' },
  { path: '/iletisim', owner: 'mf_corporate' },
  { path: '/yonetim/*', owner: 'mf_admin' },
  { path: '/500', owner: 'server-error' },
];

function matches(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path.toLowerCase() === pattern;
  const prefix = pattern.slice(0, -2);
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** The owner of a path, or null when no route matches (the not-found page). */
export function routeOwner(pathname: string): RouteOwner | null {
  return SITE_ROUTES.find((route) => matches(route.path, pathname))?.owner ?? null;
}
