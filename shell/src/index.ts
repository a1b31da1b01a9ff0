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

// The dynamic import is the async boundary that lets federation share singletons; the
// remotes are registered first so the app's very first render can load them.
pageLoaded()
  .then(() => registerRemotesFromServer())
  .finally(() => import('./bootstrap'));
