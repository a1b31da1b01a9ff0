import path from 'node:path';
import { messages } from '@kanat/shared/i18n/full';
import type { RemoteName } from '@kanat/shared/rules';
import { escapeMarkup } from '../../lib/escape';
import type { AppFiles } from './app-files';
import type { RenderedHead } from './head';
import {
  exposeScripts,
  remoteEntryScript,
  type ServedManifest,
  servedManifest,
} from './remote-manifest';
import { routeOwner } from './site-pages';
import type { RenderedPage } from './ssr';

/** The page's largest picture, when the server knows it: preloaded at high priority. */
export interface LcpImage {
  href: string;
  srcSet?: string;
  sizes?: string;
  /** For a picture shown only at some widths (the slider's mobile and wide pictures). */
  media?: string;
}

export interface DocumentOptions {
  /** Folder holding shell/dist and mf-<short>/dist. */
  appsDir: string;
  /** Container name -> `<short>` of /mf/<short>/. */
  remoteApps: Record<RemoteName, string>;
  /** Container name -> manifest URL as configured (REMOTE_<NAME>_URL or the local default). */
  remotes: Record<RemoteName, string>;
}

export const SITE_DESCRIPTION: string = messages.share.siteDescription;

/** JSON inside <script type="application/json">: no `</script>` or `<!--` can close it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The local folder of a manifest URL the server itself serves (/mf/<short>/mf-manifest.json). */
export function localRemote(
  options: DocumentOptions,
  name: RemoteName,
): { distDir: string; baseUrl: string; manifestPath: string } | null {
  const short = options.remoteApps[name];
  const manifestPath = `/mf/${short}/mf-manifest.json`;
  const configured = options.remotes[name];
  let pathname: string;
  try {
    pathname = new URL(configured, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  if (pathname !== manifestPath) return null;
  // A PUBLIC_URL default (https://site/mf/...) is ours too; another host's is not.
  if (/^https?:/i.test(configured) && !configured.endsWith(manifestPath)) return null;
  return {
    distDir: path.join(options.appsDir, `mf-${short}`, 'dist'),
    baseUrl: configured.slice(0, -'mf-manifest.json'.length),
    manifestPath,
  };
}

/** A remote's manifest as this server serves it, and its folder's address; null for a remote
 * hosted elsewhere or not built. */
function servedRemote(
  files: AppFiles,
  options: DocumentOptions,
  name: RemoteName,
): { baseUrl: string; served: ServedManifest } | null {
  const local = localRemote(options, name);
  const served = local ? servedManifest(files, local.distDir) : null;
  return local && served ? { baseUrl: local.baseUrl, served } : null;
}

/** Each remote's configured address, or for one this server serves, what `address` makes of it. */
function remotesList(
  files: AppFiles,
  options: DocumentOptions,
  address: (
    remote: { baseUrl: string; served: ServedManifest },
    configured: string,
  ) => string | null,
): Record<RemoteName, string> {
  const result = { ...options.remotes };
  for (const name of Object.keys(options.remotes) as RemoteName[]) {
    const remote = servedRemote(files, options, name);
    const value = remote ? address(remote, options.remotes[name]) : null;
    if (value) result[name] = value;
  }
  return result;
}

/**
 * What /remotes.json lists: each manifest URL, with `?v=` for the manifests this server serves,
 * so the browser keeps them (and the entries they name) until they change.
 */
export function versionedRemotes(
  files: AppFiles,
  options: DocumentOptions,
): Record<RemoteName, string> {
  return remotesList(
    files,
    options,
    ({ served }, configured) => `${configured}?v=${served.version}`,
  );
}

/**
 * What the page itself registers as its remotes: for each remote this server serves and finds
 * built, the remoteEntry.js its manifest names (versioned), so the browser loads the entry at
 * once instead of asking for the manifest first, and the shell needs none of the federation
 * runtime's manifest handling (`disableSnapshot`, shared/build/create-config.js). Any other
 * remote keeps its manifest URL, which the shell reads itself (manifest-entry-plugin.ts).
 * /remotes.json still lists the manifests (`versionedRemotes`): they are the remotes' contract.
 */
export function pageRemotes(files: AppFiles, options: DocumentOptions): Record<RemoteName, string> {
  return remotesList(files, options, ({ served, baseUrl }) =>
    remoteEntryScript(served.manifest, baseUrl),
  );
}

interface HeadLink {
  rel: string;
  href: string;
  extra?: Record<string, string>;
}

function linkTag({ rel, href, extra = {} }: HeadLink): string {
  const attributes = Object.entries(extra)
    .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeMarkup(value)}"`))
    .join('');
  return `<link rel="${rel}" href="${escapeMarkup(href)}"${attributes}>`;
}

/**
 * The page the server sends for a route of the site. It is the shell's index.html with, in its
 * head: the route's title, description, canonical address, link preview and JSON-LD
 * (`pageHead`, head.ts; the site's description alone without it), icons and web app manifest;
 * the remotes list and the public answers the shell draws its frame with (site information,
 * banner) inline, saving their round trips; `?v=` on main.js; and preloads for what the route draws with: the LCP
 * picture, the shell's first-render chunks, and the owning remote's entry and routes chunks
 * taken from its manifest. The body is the empty root the shell renders into, or, for a page
 * the server drew (ssr.ts), that first view, which the shell hydrates: its scripts are then not
 * preloaded (the shell fetches them once the page has loaded). Either way the federation
 * contract (remotes found at run time, each failing alone) is unchanged.
 */
export function renderDocument(
  files: AppFiles,
  options: DocumentOptions,
  pathname: string,
  lcpImages: readonly LcpImage[],
  initialAnswers: Record<string, unknown> = {},
  rendered: RenderedPage | null = null,
  pageHead: RenderedHead | null = null,
): string | null {
  const shellDist = path.join(options.appsDir, 'shell', 'dist');
  const index = files.read(path.join(shellDist, 'index.html'));
  if (!index) return null;
  let html = index.content.toString('utf8');

  const main = files.read(path.join(shellDist, 'main.js'));
  if (main) html = html.replace(/src="\/main\.js"/, `src="/main.js?v=${main.version}"`);

  const links: HeadLink[] = [
    { rel: 'icon', href: '/favicon.ico', extra: { sizes: '32x32' } },
    { rel: 'icon', href: '/static/brand/icon.svg', extra: { type: 'image/svg+xml' } },
    { rel: 'apple-touch-icon', href: '/static/brand/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
  for (const image of lcpImages) {
    const extra: Record<string, string> = { as: 'image', fetchpriority: 'high' };
    if (image.srcSet) extra.imagesrcset = image.srcSet;
    if (image.sizes) extra.imagesizes = image.sizes;
    if (image.media) extra.media = image.media;
    links.push({ rel: 'preload', href: image.href, extra });
  }
  const firstRender = files.read(path.join(shellDist, 'first-render.json'));
  const shellChunks = firstRender
    ? files.derive('first-render', [firstRender], () => {
        try {
          const parsed = JSON.parse(firstRender.content.toString('utf8')) as { chunks?: unknown };
          return Array.isArray(parsed.chunks)
            ? parsed.chunks.filter((chunk): chunk is string => typeof chunk === 'string')
            : [];
        } catch {
          return [];
        }
      })
    : [];
  // A page drawn on the server needs its scripts only to come alive, not to be seen: the
  // shell asks for them once the page has loaded (shell/src/index.ts), so they are not
  // preloaded either, and never compete with the pictures the page shows.
  const preloadScripts = rendered === null;
  const script = { as: 'script' };
  if (preloadScripts) {
    for (const chunk of shellChunks)
      links.push({ rel: 'preload', href: `/${chunk}`, extra: script });
  }

  const remotes = pageRemotes(files, options);
  const owner = routeOwner(pathname);
  if (preloadScripts && owner && owner !== 'home' && owner !== 'server-error') {
    const remote = servedRemote(files, options, owner);
    for (const file of remote
      ? exposeScripts(remote.served.manifest, remote.baseUrl, 'routes')
      : []) {
      links.push({ rel: 'preload', href: file, extra: script });
    }
  }

  if (pageHead) {
    // A function as replacement: `$` in a title is not a replacement pattern.
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${pageHead.title}</title>`);
  }
  const head = [
    // The route's own description, canonical address, link preview and JSON-LD (head.ts).
    pageHead?.tags ?? `<meta name="description" content="${escapeMarkup(SITE_DESCRIPTION)}">`,
    ...links.map(linkTag),
    `<script type="application/json" id="km-remotes">${scriptJson(remotes)}</script>`,
    `<script type="application/json" id="km-initial">${scriptJson(initialAnswers)}</script>`,
  ];
  if (rendered) {
    // The server's first view (ssr.ts): its styles, and the time and query cache it was
    // drawn with, which the browser's hydrating render takes so both draw the same page.
    head.push(
      rendered.styles,
      `<script type="application/json" id="km-ssr">${scriptJson(rendered.state)}</script>`,
    );
  }
  html = html.replace('</head>', `${head.join('')}</head>`);
  // A function as replacement: `$` in the page's text is not a replacement pattern.
  return rendered
    ? html.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
    : html;
}
