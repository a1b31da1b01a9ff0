import { registerRemotesFromServer } from './federation/register-remotes';

/**
 * A page the server drew (its first view is already in #root) is seen before any script runs;
 * the scripts only make it live. They are asked for once the page has loaded (its pictures
 * in), so on a slow line they never compete with the largest picture for the bandwidth. Links
 * work meanwhile as plain links. A page with the empty root starts at once.
 */
function pageLoaded(): Promise<void> {
  const drawn = document.getElementById('root')?.firstChild != null;
  if (!drawn || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Gives the browser its turn (a new task): start-up work split this way never holds the main
 * thread long enough to delay a tap. `scheduler.yield` where the browser has it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The dynamic import is the async boundary that lets federation share singletons; the
// remotes are registered first so the app's very first render can load them.
pageLoaded()
  .then(yieldToBrowser)
  .then(() => registerRemotesFromServer())
  .then(yieldToBrowser)
  // React's own code is evaluated in a task of its own, the site's modules in the next.
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .finally(() => import('./bootstrap'));
