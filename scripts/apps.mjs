// The site's apps, the one list: the shell first, then the five remotes, in the order the
// scripts build, watch, lint and test them (scripts/run.mjs, scripts/depcruise.mjs) and the
// bench checks their builds (bench/src/lib/web-site.ts). Each is a workspace directory with
// a `build` and a `watch` script and, once built, a `dist/mf-manifest.json`.
export const APPS = Object.freeze([
  'shell',
  'mf-auctions',
  'mf-news',
  'mf-account',
  'mf-corporate',
  'mf-admin',
]);
