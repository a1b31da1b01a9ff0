import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { setApiTransport, setServerInitialAnswers } from '@kanat/shared/api';
import { remoteName, SERVER_RENDERED_REMOTES } from '@kanat/shared/apps';
import type { RemoteName } from '@kanat/shared/rules';
import { setServerHtmlCleaner } from '@kanat/shared/server-html';
import type { FastifyInstance } from 'fastify';
import { sanitizeNewsHtml } from '../news';
import type { AppFiles } from './app-files';
import { type DocumentOptions, localRemote } from './document';
import { routeOwner } from './site-pages';

/** What the shell's server build (shell/src/ssr.tsx) renders for a page. */
export interface RenderedPage {
  html: string;
  styles: string;
  /** The render's time and query cache, for the browser's hydration (shell bootstrap.tsx). */
  state: unknown;
}

interface RemoteModule {
  default: unknown;
}

interface ShellBundle {
  renderPage(options: {
    url: string;
    loadRemote: (id: string) => Promise<RemoteModule>;
    signal: AbortSignal;
  }): Promise<RenderedPage>;
}

interface RemoteBundle {
  exposed: Record<string, unknown>;
}

/** Path of an app's server build inside its dist folder (shared/build/create-config.js). */
export const SSR_BUNDLE = path.join('ssr', 'index.cjs');

/** Who asked for the page: the render's API requests are theirs (view counts, limits). */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/** The request a render answers: its server, visitor and the answers the page carries. */
interface RenderScope {
  app: FastifyInstance;
  answers: Readonly<Record<string, unknown>>;
  visitor: Visitor;
}

const scope = new AsyncLocalStorage<RenderScope>();

/**
 * The server render's API requests are answered by the server itself, in process
 * (app.inject), as a guest: no cookie is ever passed on. They come from the visitor's address
 * and browser, as the browser's own requests would, so a news item the server draws counts
 * the visitor's view once, not once more for the server (news routes' viewerOf). Installed
 * once per process; each render finds its own server and visitor through the async scope.
 */
let hooksInstalled = false;
function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  setServerInitialAnswers(() => scope.getStore()?.answers ?? null);
  // News bodies in the first view, cleaned by the server's allow-list (as when they are stored
  // and served); the browser cleans them again with its own when it takes over.
  setServerHtmlCleaner(sanitizeNewsHtml);
  setApiTransport(async (url, init) => {
    const current = scope.getStore();
    if (!current) throw new Error('API request outside a server render');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      if (key !== 'cookie') headers[key] = value;
    });
    if (current.visitor.userAgent !== undefined) headers['user-agent'] = current.visitor.userAgent;
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST';
    const response = await current.app.inject({
      method,
      url,
      headers,
      remoteAddress: current.visitor.ip,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        answerHeaders.append(key, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  });
}

/**
 * Loads an app's server build, again whenever the file changes (a deploy swaps the app's
 * dist folder under the running server). Node's module cache is keyed by path, so the old
 * entry is dropped first. Its bare imports (react, @kanat/shared/...) resolve from the
 * app's folder to the same files as every other app's: one instance of each on the server.
 */
function loadBundle<T>(files: AppFiles, file: string): T | null {
  const read = files.read(file);
  if (!read) return null;
  return files.derive(`ssr:${file}`, [read], () => {
    delete require.cache[file];
    return require(file) as T;
  });
}

export interface PageRendererOptions {
  files: AppFiles;
  document: DocumentOptions;
  /** How long a render may take before the page is sent without it. */
  timeoutMs: number;
}

/** Owners of routes the server renders for guests: the home page and these remotes' pages. */
const RENDERED_OWNERS = new Set<string>(['home', ...SERVER_RENDERED_REMOTES.map(remoteName)]);

/**
 * Renders a guest's first view of a page with the shell's and the remotes' server builds.
 * Null when the page is not one the server renders (a signed-in or private page, a remote
 * served from elsewhere, builds missing). Throws when the render fails or takes too long:
 * the caller then sends the page with the empty root, as before.
 */
export async function renderPage(
  app: FastifyInstance,
  options: PageRendererOptions,
  url: string,
  answers: Readonly<Record<string, unknown>>,
  visitor: Visitor,
): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://local.invalid').pathname;
  const owner = routeOwner(pathname);
  if (!owner || !RENDERED_OWNERS.has(owner)) return null;
  const { appsDir } = options.document;
  const shell = loadBundle<ShellBundle>(
    options.files,
    path.join(appsDir, 'shell', 'dist', SSR_BUNDLE),
  );
  if (!shell) return null;
  if (owner !== 'home' && !remoteBundle(options, owner as RemoteName)) return null;

  const loadRemote = async (id: string): Promise<RemoteModule> => {
    const [name, module] = id.split('/') as [RemoteName, string];
    const exposed = remoteBundle(options, name)?.exposed[module];
    if (!exposed) throw new Error(`${id}: sunucu derlemesi yok`);
    return { default: exposed };
  };

  installHooks();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // The render is told to stop (its signal), and the page does not wait for it either way.
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`SSR time limit (${options.timeoutMs} ms)`);
      controller.abort(error);
      reject(error);
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([
      scope.run({ app, answers, visitor }, () =>
        shell.renderPage({ url, loadRemote, signal: controller.signal }),
      ),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A remote's server build, only when this server serves the remote from its own folder. */
function remoteBundle(options: PageRendererOptions, name: RemoteName): RemoteBundle | null {
  const local = localRemote(options.document, name);
  if (!local) return null;
  const bundle = loadBundle<RemoteBundle>(options.files, path.join(local.distDir, SSR_BUNDLE));
  return bundle && typeof bundle.exposed === 'object' ? bundle : null;
}
