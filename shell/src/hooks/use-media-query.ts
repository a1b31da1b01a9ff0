import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; updates when it starts or stops matching. The server
 * knows no screen: its render, and the browser's hydration of it, take the narrow (mobile)
 * layout, and React renders again at once with the real answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
