// The site's apps, the one list: the shell (the host) first, then the federated remotes, in
// the order the scripts build, watch, lint and test them. Every reader derives what it needs
// from these names: the container name (`mf-news` -> `mf_news`, remoteName), the folder a
// remote is served from (`/mf/news/`, remoteShortName), its REMOTE_<NAME>_URL variable, the
// route owners and the import rules. Plain JavaScript, so the scripts read it on any Node
// before anything is installed; TypeScript reads its literal types from the JSDoc.

/** The host: navbar, footer, overlays, route table, home page. */
export const SHELL = 'shell';

/** Each remote's workspace folder (`mf-<short>`), with a `build` and a `watch` script. */
export const REMOTE_APPS = Object.freeze(
  /** @type {const} */ (['mf-auctions', 'mf-news', 'mf-account', 'mf-corporate', 'mf-admin']),
);

/**
 * The remotes the server draws for guests before the browser takes over: those with a server
 * build (`src/ssr.tsx`), besides the shell's home page.
 */
export const SERVER_RENDERED_REMOTES = Object.freeze(
  /** @type {const} */ (['mf-auctions', 'mf-news']),
);

/** Every app, the shell first. */
export const APPS = Object.freeze([SHELL, ...REMOTE_APPS]);

/**
 * A remote's federation container name: its folder with an underscore (`mf_news`).
 * @template {string} S
 * @param {`mf-${S}`} app
 * @returns {`mf_${S}`}
 */
export function remoteName(app) {
  return /** @type {`mf_${S}`} */ (app.replace('-', '_'));
}

/**
 * The folder name a remote is served under (`/mf/news/`): its folder without `mf-`.
 * @template {string} S
 * @param {`mf-${S}`} app
 * @returns {S}
 */
export function remoteShortName(app) {
  return /** @type {S} */ (app.slice('mf-'.length));
}
