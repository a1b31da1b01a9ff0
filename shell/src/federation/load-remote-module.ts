import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteFailure, RemoteLoadError } from './remote-failure';

/** What every exposed module of our remotes looks like: a component as default export. */
export interface RemoteComponentModule {
  default: ComponentType;
}

const cache = new Map<string, Promise<RemoteComponentModule>>();
// A failed promise stays cached until someone asks to retry: React re-renders the suspended
// component after the rejection, and dropping it earlier would start a new load in a loop.
const failed = new Set<string>();

function isComponentModule(value: unknown): value is RemoteComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = (value as { default: unknown }).default;
  // Memo and forwardRef components are objects with a $$typeof tag, not functions.
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/**
 * Loads `<remote>/<module>` once and shares the promise between every slot that shows it.
 * After a failure, `forgetRemoteModule` (the retry button) makes the next call load again.
 */
export function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  const cached = cache.get(id);
  if (cached) return cached;
  // A failed load is tried once more at once. The page preloads the route's remote (its
  // entry and first chunks); when that preload failed, the browser hands the failure to the
  // first script that asks for the same address without asking the network again, so the
  // first try after the remote is back would fail on the old error. The second asks anew.
  const loading = loadRemote<unknown>(id)
    .then((mod) => (isRemoteFailure(mod) ? loadRemote<unknown>(id) : mod))
    .then((mod) => {
      if (isRemoteFailure(mod)) throw new RemoteLoadError(id, mod.error);
      if (!isComponentModule(mod)) throw new RemoteLoadError(id, new Error('no default component'));
      return mod;
    });
  cache.set(id, loading);
  loading.catch(() => {
    if (cache.get(id) === loading) failed.add(id);
  });
  return loading;
}

/** Drops a cached module so the next load fetches it again. */
export function forgetRemoteModule(id: string): void {
  cache.delete(id);
  failed.delete(id);
}

/** Drops the module only if its last load failed: a newly shown slot tries again. */
export function forgetRemoteModuleIfFailed(id: string): void {
  if (failed.has(id)) forgetRemoteModule(id);
}
