import { type TouchEvent, useRef } from 'react';

/** SPEC §9: a swipe counts once the finger moved 10% of the element's width. */
export const SWIPE_THRESHOLD = 0.1;

/**
 * Which way a horizontal gesture went, or null when it is too short (under `threshold` of
 * `width`) or more vertical than horizontal (the user was scrolling).
 */
export function swipeDirection(
  dx: number,
  dy: number,
  width: number,
  threshold = SWIPE_THRESHOLD,
): 'left' | 'right' | null {
  if (width <= 0 || Math.abs(dx) < width * threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

interface SwipeOptions {
  /** Finger moved right to left: usually 'next'. */
  onSwipeLeft: () => void;
  /** Finger moved left to right: usually 'previous'. */
  onSwipeRight: () => void;
  onTouchStart?: () => void;
  onTouchEnd?: () => void;
  threshold?: number;
}

/** Touch handlers that report horizontal swipes over an element. */
export function useSwipe(options: SwipeOptions) {
  const start = useRef<{ x: number; y: number; width: number } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  return {
    onTouchStart(e: TouchEvent<HTMLElement>) {
      const touch = e.touches[0];
      if (!touch) return;
      start.current = {
        x: touch.clientX,
        y: touch.clientY,
        width: e.currentTarget.getBoundingClientRect().width,
      };
      latest.current.onTouchStart?.();
    },
    onTouchEnd(e: TouchEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      latest.current.onTouchEnd?.();
      const touch = e.changedTouches[0];
      if (!from || !touch) return;
      const direction = swipeDirection(
        touch.clientX - from.x,
        touch.clientY - from.y,
        from.width,
        latest.current.threshold,
      );
      if (direction === 'left') latest.current.onSwipeLeft();
      else if (direction === 'right') latest.current.onSwipeRight();
    },
  };
}
