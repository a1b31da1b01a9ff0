import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the slider advances every 3 s and a hover or touch pauses it for 3 s. */
export const SLIDE_INTERVAL_MS = 3000;
export const INTERACTION_PAUSE_MS = 3000;

export interface AutoAdvanceOptions {
  /** How many positions there are; below 2 nothing moves. */
  count: number;
  intervalMs?: number;
  /** How long the rotation waits after a hover ends, a touch ends or a manual move. */
  pauseMs?: number;
}

export interface AutoAdvance {
  index: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** The pointer entered or a finger touched: stop moving until `release`. */
  hold(): void;
  /** The pointer left or the finger lifted: move again after the pause. */
  release(): void;
}

const wrap = (i: number, count: number) => ((i % count) + count) % count;

/** A position that moves forward on a timer, wrapping around, paused by interaction. */
export function useAutoAdvance({
  count,
  intervalMs = SLIDE_INTERVAL_MS,
  pauseMs = INTERACTION_PAUSE_MS,
}: AutoAdvanceOptions): AutoAdvance {
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  const settings = useRef({ count, intervalMs });
  settings.current = { count, intervalMs };

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(
    (delay: number) => {
      stop();
      if (held.current || settings.current.count < 2) return;
      timer.current = setTimeout(function tick() {
        const { count: n, intervalMs: every } = settings.current;
        setIndex((i) => wrap(i + 1, n));
        timer.current = setTimeout(tick, every);
      }, delay);
    },
    [stop],
  );

  useEffect(() => {
    setIndex((i) => (count > 0 ? Math.min(i, count - 1) : 0));
    schedule(intervalMs);
    return stop;
  }, [count, intervalMs, schedule, stop]);

  const goTo = useCallback(
    (i: number) => {
      const n = settings.current.count;
      if (n === 0) return;
      setIndex(wrap(i, n));
      schedule(pauseMs);
    },
    [schedule, pauseMs],
  );

  return {
    index,
    goTo,
    next: useCallback(() => {
      const n = settings.current.count;
      if (n < 2) return;
      setIndex((i) => wrap(i + 1, n));
      schedule(pauseMs);
    }, [schedule, pauseMs]),
    previous: useCallback(() => {
      const n = settings.current.count;
      if (n < 2) return;
      setIndex((i) => wrap(i - 1, n));
      schedule(pauseMs);
    }, [schedule, pauseMs]),
    hold: useCallback(() => {
      held.current = true;
      stop();
    }, [stop]),
    release: useCallback(() => {
      held.current = false;
      schedule(pauseMs);
    }, [schedule, pauseMs]),
  };
}
