import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
