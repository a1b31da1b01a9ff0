import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC §9: the slider advances every 3 s, and after a hover ends, a touch ends or a manual
 * move it waits 3 s before moving again.
 */
const SLIDE_INTERVAL_MS = 3000;
const INTERACTION_PAUSE_MS = 3000;

export interface RotationOptions {
  /** How many positions there are; below 2 nothing moves. */
  count: number;
  /** Called when the strip is about to move, or may soon (a hover or a touch). */
  onMove?: () => void;
}

export interface Rotation {
  /**
   * Goes on the rotating part: while it is off the screen (or the tab is hidden) the
   * rotation stands still, and it starts again with a full interval when it is seen.
   */
  ref: (node: HTMLElement | null) => void;
  index: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** The pointer entered or a finger touched: stop moving until `release`. */
  hold(): void;
  /** The pointer left or the finger lifted: move again after the pause. */
  release(): void;
  /** Hover handlers that hold the rotation while a mouse or pen is over it. */
  hoverHold: {
    onPointerEnter(e: PointerEvent<HTMLElement>): void;
    onPointerLeave(e: PointerEvent<HTMLElement>): void;
  };
}

const wrap = (i: number, count: number) => ((i % count) + count) % count;

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Calls `onChange` with whether `element` is on the screen and the tab is shown; counts as
 * seen until the first report says otherwise. Returns the stop function.
 */
function watchSeen(element: HTMLElement, onChange: (seen: boolean) => void): () => void {
  let onScreen = true;
  const report = () => onChange(onScreen && !tabHidden());
  const sight =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          const last = entries[entries.length - 1];
          if (!last) return;
          onScreen = last.isIntersecting;
          report();
        });
  sight?.observe(element);
  document.addEventListener('visibilitychange', report);
  return () => {
    sight?.disconnect();
    document.removeEventListener('visibilitychange', report);
  };
}

/**
 * A strip of positions moving forward on a timer and wrapping around, paused by interaction
 * (SPEC §9), standing still while it is off the screen or the tab is hidden. The caller draws
 * `index` (a transform, or a layout library told where to go).
 */
export function useRotation({ count, onMove }: RotationOptions): Rotation {
  const [element, ref] = useState<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  /** Seen on the screen in a shown tab. */
  const seen = useRef(!tabHidden());
  const settings = useRef({ count, onMove });
  settings.current = { count, onMove };

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(
    (delay: number) => {
      stop();
      if (held.current || !seen.current || settings.current.count < 2) return;
      timer.current = setTimeout(function tick() {
        settings.current.onMove?.();
        const n = settings.current.count;
        setIndex((i) => wrap(i + 1, n));
        timer.current = setTimeout(tick, SLIDE_INTERVAL_MS);
      }, delay);
    },
    [stop],
  );

  useEffect(() => {
    setIndex((i) => (count > 0 ? Math.min(i, count - 1) : 0));
    schedule(SLIDE_INTERVAL_MS);
    return stop;
  }, [count, schedule, stop]);

  useEffect(() => {
    if (!element || count < 2) return;
    return watchSeen(element, (now) => {
      if (now === seen.current) return;
      seen.current = now;
      if (now) schedule(SLIDE_INTERVAL_MS);
      else stop();
    });
  }, [element, count, schedule, stop]);

  const move = useCallback(
    (to: (i: number, n: number) => number) => {
      const n = settings.current.count;
      if (n < 2) return;
      settings.current.onMove?.();
      setIndex((i) => wrap(to(i, n), n));
      schedule(INTERACTION_PAUSE_MS);
    },
    [schedule],
  );

  const hold = useCallback(() => {
    held.current = true;
    settings.current.onMove?.();
    stop();
  }, [stop]);

  const release = useCallback(() => {
    held.current = false;
    schedule(INTERACTION_PAUSE_MS);
  }, [schedule]);

  return {
    ref,
    index,
    next: useCallback(() => move((i) => i + 1), [move]),
    previous: useCallback(() => move((i) => i - 1), [move]),
    goTo: useCallback((i: number) => move(() => i), [move]),
    hold,
    release,
    // A finger is left to the touch handlers: a tap makes the browser fake a mouseenter with
    // no mouseleave after it, which would otherwise stop the rotation for good.
    hoverHold: {
      onPointerEnter(e) {
        if (e.pointerType !== 'touch') hold();
      },
      onPointerLeave(e) {
        if (e.pointerType !== 'touch') release();
      },
    },
  };
}
