import { bus } from '@kanat/shared/events';
import { useSyncExternalStore } from 'react';

// A page that ends the member's session itself and must stay on screen afterwards (erasing
// the account shows what was kept). RequireSignedIn sends a guest to login; for the one path
// held here it keeps the page instead, until the page goes or someone signs in.

let keptPath: string | null = null;
const listeners = new Set<() => void>();

function set(path: string | null): void {
  if (keptPath === path) return;
  keptPath = path;
  for (const listener of [...listeners]) listener();
}

/** Keeps the page at `path` on screen once its session has ended (call before ending it). */
export function stayAfterSignOut(path: string): void {
  set(path);
}

/** The page is gone (or done): a guest at its path goes to login again. */
export function releaseAfterSignOut(): void {
  set(null);
}

// Whoever signs in next sees the account pages as usual.
bus.on('session:changed', ({ user }) => {
  if (user) releaseAfterSignOut();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => keptPath;
const serverSnapshot = () => null;

/** The path whose page stays on screen after its session ended, or null. */
export function useStayAfterSignOut(): string | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
