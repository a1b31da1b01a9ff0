import { type ReactNode, useContext } from 'react';
import { Route, Routes, UNSAFE_RouteContext } from 'react-router-dom';

export interface AbsoluteRoute {
  /** Full path from the site root, e.g. '/haberler/:id'; '*' catches everything else. */
  path: string;
  element: ReactNode;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The path of `absolute` below the already matched `base`, or null when the route lies
 * outside it. Route matching is case-insensitive, so the prefix comparison is too.
 */
export function relativeToBase(absolute: string, base: string): string | null {
  if (absolute === '*') return '*';
  const baseParts = segments(base);
  const parts = segments(absolute);
  if (parts.length < baseParts.length) return null;
  for (let i = 0; i < baseParts.length; i += 1) {
    if (parts[i].toLowerCase() !== baseParts[i].toLowerCase()) return null;
  }
  return `/${parts.slice(baseParts.length).join('/')}`;
}

/**
 * A remote's <Routes>, written with full paths from the site root. The shell renders a
 * remote outside any <Route>, where these match as they are; under a parent route (a
 * section prefix such as '/haberler/*', or a test's mount route) descendant <Routes> see
 * only the URL below the parent's match, so that matched base is cut off each path here and
 * routes outside it are left out. Route params reach the pages through useParams as usual.
 */
export function AbsoluteRoutes({ routes }: { routes: readonly AbsoluteRoute[] }) {
  // The public hooks give no way to read the parent route's matched base, which is what
  // <Routes> itself strips; the route context is the one place it is kept.
  const { matches } = useContext(UNSAFE_RouteContext);
  const base = matches.length > 0 ? matches[matches.length - 1].pathnameBase : '/';
  return (
    <Routes>
      {routes.map((route) => {
        const path = relativeToBase(route.path, base);
        return path === null ? null : (
          <Route key={route.path} path={path} element={route.element} />
        );
      })}
    </Routes>
  );
}
