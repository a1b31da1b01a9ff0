import { useEffect, useRef } from 'react';

/** SPEC §9: how often lists check the scroll position (participants use 50 ms). */
export const SCROLL_POLL_MS = 100;
/** How close to the end of the page (px) counts as 'near the bottom'. */
export const NEAR_BOTTOM_PX = 600;

function nearBottom(): boolean {
  const scrolled = window.scrollY + window.innerHeight;
  return scrolled >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
}

export interface NearBottomOptions {
  /** Polls only while true, e.g. not while a page loads, after the last page or a failure. */
  enabled: boolean;
  intervalMs?: number;
}

/**
 * Calls `onNearBottom` every `intervalMs` while the page is scrolled near its end
 * (SPEC §2 infinite scroll). Polling rather than scroll events also fills a tall screen
 * whose first page does not reach the bottom.
 */
export function useNearBottom(onNearBottom: () => void, options: NearBottomOptions): void {
  const { enabled, intervalMs = SCROLL_POLL_MS } = options;
  const callback = useRef(onNearBottom);
  callback.current = onNearBottom;
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (nearBottom()) callback.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs]);
}
