import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// Sections still loading their code: each remote slot counts itself while it waits.
let loadingSections = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts a section as loading until the returned function is called (a slot's fallback). */
export function markSectionLoading(): () => void {
  loadingSections += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    loadingSections -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long the page must stay quiet (no section loading, no query fetching) to be drawn. */
export const SETTLE_QUIET_MS = 150;
/** A page that never goes quiet (a slow API) is taken as drawn after this long. */
export const SETTLE_LIMIT_MS = 8000;

// Settling draws the footer: as a transition, in slices that yield to the browser, not in one
// task while the page is starting.
const settleWith = (setSettled: (value: boolean) => void) => () =>
  startTransition(() => setSettled(true));

/**
 * True once the first page has been drawn: no section is loading its code, no data query is
 * fetching, and that has lasted SETTLE_QUIET_MS. It never turns false again. The shell shows
 * the footer from then on, so the footer is first painted where it stays, never pushed down
 * as the sections above it fill in.
 */
export function usePageSettled(): boolean {
  // The server runs no effects, so no section ever counts itself there.
  const sections = useSyncExternalStore(
    subscribe,
    () => loadingSections,
    () => 0,
  );
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const quiet = sections === 0 && fetching === 0;

  useEffect(() => {
    if (settled) return undefined;
    const limit = window.setTimeout(settleWith(setSettled), SETTLE_LIMIT_MS);
    return () => window.clearTimeout(limit);
  }, [settled]);

  useEffect(() => {
    if (settled || !quiet) return undefined;
    const timer = window.setTimeout(settleWith(setSettled), SETTLE_QUIET_MS);
    return () => window.clearTimeout(timer);
  }, [settled, quiet]);

  return settled;
}
