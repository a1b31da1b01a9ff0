import { useEffect, useState, useSyncExternalStore } from 'react';
import { type LiveStatus, liveStatus, subscribeLive, subscribeLiveStatus } from './live-client';

/**
 * The latest live value at `path` (undefined until one arrives). A null path subscribes to
 * nothing, for data whose id is not known yet.
 */
export function useLive<T>(path: string | null): T | undefined {
  const [state, setState] = useState<{ path: string | null; value: T | undefined }>({
    path,
    value: undefined,
  });
  useEffect(() => {
    setState({ path, value: undefined });
    if (path === null) return;
    return subscribeLive(path, (value) => setState({ path, value: value as T }));
  }, [path]);
  // A value from the previous path must not show for the new one before the effect runs.
  return state.path === path ? state.value : undefined;
}

/** The live connection's state: 'reconnecting' while values may be stale. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, () => 'live');
}
