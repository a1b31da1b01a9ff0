import { serverNow } from '@kanat/shared/api';
import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { watchNearScreen } from './near-screen';

/** SPEC §9: clocks on screen refresh every second. */
export const CLOCK_REFRESH_MS = 1000;

// The time the server drew the page at (server/src/modules/web/ssr.ts): the server's render
// and the browser's hydration of it both show clocks at that time, so the countdowns' text
// is the same on both sides; the browser moves them to its own time right after.
const RenderTime = createContext<number | null>(null);

export function RenderTimeProvider({ time, children }: { time?: number; children: ReactNode }) {
  return <RenderTime.Provider value={time ?? null}>{children}</RenderTime.Provider>;
}

const noSubscription = () => () => {};

/**
 * True while rendering on the server or hydrating the server's HTML (React reads the server
 * snapshot then), false in every other render in the browser.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

// One timer for every clock of the page that reads it through useServerClockValue: each tick
// reads the time once and wakes the clocks, and only those whose own value changed draw. The
// timer runs only while some clock is near the screen and the tab is shown; a clock that comes
// back reads the time afresh at once.
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | null = null;
let clockTime = Number.NaN;
let clockReadAt = Number.NaN;
let watchingTab = false;

/** The time of the current tick; while no clock runs, read afresh once a tick's length. */
function clockSnapshotTime(): number {
  const now = Date.now();
  if (clockTimer === null && !(now - clockReadAt < CLOCK_REFRESH_MS)) {
    clockTime = serverNow();
    clockReadAt = now;
  }
  return clockTime;
}

function tabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function tick() {
  clockTime = serverNow();
  clockReadAt = Date.now();
  for (const wake of clockListeners) wake();
}

/** Starts or stops the one timer as the clocks and the tab's visibility require. */
function updateClockTimer() {
  const wanted = clockListeners.size > 0 && !tabHidden();
  if (wanted && clockTimer === null) {
    clockTimer = setInterval(tick, CLOCK_REFRESH_MS);
    tick();
  } else if (!wanted && clockTimer !== null) {
    clearInterval(clockTimer);
    clockTimer = null;
  }
}

function subscribeClock(listener: () => void): () => void {
  if (!watchingTab && typeof document !== 'undefined') {
    watchingTab = true;
    document.addEventListener('visibilitychange', updateClockTimer);
  }
  clockListeners.add(listener);
  if (clockTimer === null) updateClockTimer();
  else listener();
  return () => {
    clockListeners.delete(listener);
    updateClockTimer();
  };
}

/** Ticks `listener` with the clock only while `element` is near the screen. */
function subscribeClockNear(element: Element, listener: () => void): () => void {
  let leave: (() => void) | null = null;
  const stopWatching = watchNearScreen(element, (near) => {
    if (near && leave === null) leave = subscribeClock(listener);
    else if (!near && leave !== null) {
      leave();
      leave = null;
    }
  });
  return () => {
    stopWatching();
    leave?.();
  };
}

/**
 * A value drawn from the server-corrected time every second (SPEC §9), such as a countdown's
 * text: the component re-renders only when `select` gives a different value, so a ticking
 * countdown redraws its own text and nothing around it. `select` must return a primitive
 * (a string, number or boolean). While hydrating it reads the time the server drew the page at.
 *
 * With `near`, the element the value is shown in, the value follows the clock only while that
 * element is near the screen (and the tab is shown): a list's clocks far from the screen cost
 * nothing, and one that comes back shows the current value at once.
 */
export function useServerClockValue<T extends string | number | boolean | null>(
  select: (now: number) => T,
  near?: RefObject<Element | null>,
): T {
  const renderTime = useContext(RenderTime);
  const subscribe = useCallback(
    (listener: () => void) => {
      const element = near?.current;
      return element ? subscribeClockNear(element, listener) : subscribeClock(listener);
    },
    [near],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(clockSnapshotTime()),
    () => select(renderTime ?? clockSnapshotTime()),
  );
}

/** The server-corrected current time, re-rendering every `intervalMs`. */
export function useServerClock(intervalMs: number = CLOCK_REFRESH_MS): number {
  const renderTime = useContext(RenderTime);
  const hydrating = useHydrating();
  const [now, setNow] = useState(() =>
    hydrating && renderTime !== null ? renderTime : serverNow(),
  );
  useEffect(() => {
    // A tick is a transition: React draws it in slices that yield to the browser every few
    // milliseconds. As a plain update it was drawn in one go, every clock of the page at once
    // (a grid of cards, each with its countdown): a long task right after hydration and one
    // more every second on a slow phone.
    const tick = () => startTransition(() => setNow(serverNow()));
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
