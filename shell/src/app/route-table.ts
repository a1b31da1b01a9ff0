import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../federation/remote-slot';

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

const remote = (name: RemoteName): RouteTarget => ({ kind: 'remote', remote: name });

/**
 * The top-level route table of SPEC §2. Remotes render their own `<Routes>` with absolute
 * paths, so the shell only decides which remote owns a URL prefix.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', target: { kind: 'home' } },
  { path: '/acik-arttirmalar/*', target: remote('mf_auctions') },
  { path: '/grup-ihaleler/*', target: remote('mf_auctions') },
  { path: '/arsiv/*', target: remote('mf_auctions') },
  { path: '/katilimcilar', target: remote('mf_auctions') },
  { path: '/haberler/*', target: remote('mf_news') },
  { path: '/galeri', target: remote('mf_news') },
  { path: '/giris-yap/*', target: remote('mf_account') },
  { path: '/sifre-yenile', target: remote('mf_account') },
  { path: '/kayit-ol/*', target: remote('mf_account') },
  { path: '/hesabim/*', target: remote('mf_account') },
  { path: '/guvercinlerim', target: remote('mf_account') },
  { path: '/kurumsal/*', target: remote('mf_corporate') },
  { path: '/iletisim', target: remote('mf_corporate') },
  { path: '/yonetim/*', target: remote('mf_admin') },
  { path: '/500', target: { kind: 'server-error' } },
];

const NOT_FOUND: RouteTarget = { kind: 'not-found' };

export function resolveRoute(pathname: string): RouteTarget {
  const entry = routeTable.find((e) => matchPath(e.path, pathname) !== null);
  return entry ? entry.target : NOT_FOUND;
}
