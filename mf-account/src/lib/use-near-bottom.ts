import { useEffect, useRef } from 'react';

/** SPEC §9: lists check the scroll position every 100 ms. */
export const SCROLL_POLL_MS = 100;
/** Distance from the end of the page (px) at which the next page is fetched. */
const THRESHOLD_PX = 400;

function isNearBottom(): boolean {
  const root = document.documentElement;
  return window.scrollY + window.innerHeight >= root.scrollHeight - THRESHOLD_PX;
}

/**
 * Infinite scroll: calls `load` while the page is scrolled near its end. Polling (rather
 * than scroll events) also fills a tall screen whose first page never reaches the bottom.
 */
export function useNearBottom(load: () => void, enabled: boolean): void {
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (isNearBottom()) loadRef.current();
    }, SCROLL_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
}
