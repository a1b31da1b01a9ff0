import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

export interface AbsoluteRoute {
  /** Full path from the site root, e.g. '/hesabim/bilgilerim'. */
  path: string;
  element: ReactNode;
}

/**
 * Picks the element whose absolute path matches the whole URL. Matching against the full
 * pathname (useLocation gives it wherever we are mounted) keeps this module independent of
 * how the shell nests it: at the root or under a section prefix, with no base to strip.
 */
export function useAbsoluteRoute(routes: readonly AbsoluteRoute[]): ReactNode | null {
  const { pathname } = useLocation();
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
  return route ? route.element : null;
}
