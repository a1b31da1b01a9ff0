import { NEAR_BOTTOM_PX } from '@kanat/shared/ui';
import { useEffect, useRef } from 'react';

export interface ScrollSentinelProps {
  /** Called when the end of the page comes within `nearPx` of the viewport's bottom. */
  onReach: () => void;
  /** Watches only while true, e.g. not while a page loads, after the last page or a failure. */
  enabled: boolean;
  /** How many rows the list shows: each new page re-arms the observer. */
  rowCount: number;
  nearPx?: number;
}

/**
 * How far below the viewport the marker may still be when it counts as near: the marker
 * sits at the end of the list, and what follows it (the footer) is taken off, so the list
 * asks for more once the end of the page is `nearPx` from the bottom of the screen.
 */
function marginFor(marker: HTMLElement, nearPx: number): number {
  const markerBottom = marker.getBoundingClientRect().bottom + window.scrollY;
  const below = Math.max(0, document.documentElement.scrollHeight - markerBottom);
  return Math.round(nearPx - below);
}

/**
 * An empty marker at the end of a list that asks for more once the page is scrolled near
 * its end (SPEC §2). The observer is made anew after every page (and whenever it is enabled
 * again), and an observer always reports the current state first: so the list keeps filling
 * a tall screen whose rows do not yet reach the bottom, without polling the scroll position.
 */
export function ScrollSentinel({
  onReach,
  enabled,
  rowCount,
  nearPx = NEAR_BOTTOM_PX,
}: ScrollSentinelProps) {
  const marker = useRef<HTMLDivElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `rowCount` re-arms the observer on purpose
  useEffect(() => {
    const target = marker.current;
    if (!enabled || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: `0px 0px ${marginFor(target, nearPx)}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, rowCount, nearPx]);

  return <div ref={marker} aria-hidden="true" data-testid="scroll-sentinel" />;
}
