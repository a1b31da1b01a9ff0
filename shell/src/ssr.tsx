// The shell's server build (shared/build/create-config.js, createSsrConfig): renders a guest's
// first view of a page on the server. server/src/modules/web/ssr.ts loads it and the remotes'
// server builds; the browser hydrates the result (bootstrap.tsx).
import { serverNow } from '@kanat/shared/api';
import { createQueryClient, SERVER_DATA_FRESH_MS } from '@kanat/shared/query';
import { SiteProviders } from '@kanat/shared/session';
import { GLOBAL_STYLE_ATTRIBUTE, theme } from '@kanat/shared/ui';
import { globalCss } from '@kanat/shared/ui/global-css';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
  skipToken,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import type { RemoteComponentModule } from './federation/load-remote-module';
import { RemoteModuleLoader } from './federation/remote-slot';

export interface SsrRenderOptions {
  /** Path and query of the page, e.g. '/acik-arttirmalar/5'. */
  url: string;
  /** Loads `<container>/<module>` (mf_news/home-news) from the remote's server build. */
  loadRemote: (id: string) => Promise<RemoteComponentModule>;
  /** Aborts the render (the server's time limit). */
  signal: AbortSignal;
}

export interface SsrResult {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The resets' `<style>` tag, then styled-components' `<style>` tags, for the head. */
  styles: string;
  /** What the browser's hydrating render needs to draw the same page (bootstrap.tsx). */
  state: SsrState;
}

/** Written into the page as `km-ssr`: the render's time and its query cache. */
export interface SsrState {
  /** When the page was drawn (server clock): clocks show this until hydrated. */
  time: number;
  queries: DehydratedState;
}

/** Render passes at most: each may find the queries of what the data of the last one showed. */
const MAX_PASSES = 3;

function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) =>
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
    );
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** A query the view would fetch on mount: not switched off (`enabled`, `skipToken`). */
function wouldFetch(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === skipToken || typeof queryFn !== 'function') return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries a render asked for that have neither data nor a fetch under way. */
function unstarted(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wouldFetch(query),
    );
}

async function renderPass(
  options: SsrRenderOptions,
  client: QueryClient,
  loadRemote: SsrRenderOptions['loadRemote'],
  time: number,
): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        // The same tree as bootstrap.tsx, with the router fixed on the asked URL.
        <StrictMode>
          <StaticRouter location={options.url}>
            <RemoteModuleLoader value={loadRemote}>
              <SiteProviders queryClient={client} renderTime={time} guest>
                <App />
              </SiteProviders>
            </RemoteModuleLoader>
          </StaticRouter>
        </StrictMode>,
      ),
      {
        signal: options.signal,
        // Every boundary inline, in place: a large one would otherwise be sent as its fallback
        // plus an inline script that swaps it in, and the site's CSP (script-src 'self')
        // blocks inline scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A boundary that failed on the server is drawn by the browser; the page is not
        // sent half-made.
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const html = await readStream(prelude);
    if (options.signal.aborted) throw new Error('SSR time limit reached');
    if (errors.length > 0) throw errors[0];
    // The resets first, in a sheet of their own that no script changes (global-style.ts).
    const resets = `<style ${GLOBAL_STYLE_ATTRIBUTE}>${globalCss(theme)}</style>`;
    return { html, styles: resets + sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders the site frame and the route's remote view. A first pass leaves the queries the
 * views asked for in the cache (a server render runs no effects, so nothing fetches); they
 * are fetched and the page is rendered again with their data, until no new query appears.
 * A query that failed makes the whole render fail: the browser then draws the page as before.
 */
export async function renderPage(options: SsrRenderOptions): Promise<SsrResult> {
  const client = createQueryClient();
  // Everything drawn here is fresh: no query shows itself as fetching again (see
  // SERVER_DATA_FRESH_MS; the browser gives the same queries the same time).
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, staleTime: SERVER_DATA_FRESH_MS },
  });
  const time = serverNow();
  // One promise per module for all passes: React sees it settled on the second pass.
  const modules = new Map<string, Promise<RemoteComponentModule>>();
  const loadRemote = (id: string) => {
    let module = modules.get(id);
    if (!module) {
      module = options.loadRemote(id);
      modules.set(id, module);
    }
    return module;
  };

  for (let pass = 1; ; pass += 1) {
    const page = await renderPass(options, client, loadRemote, time);
    const waiting = unstarted(client);
    if (waiting.length === 0 || pass === MAX_PASSES) {
      if (waiting.length > 0) throw new Error('SSR: queries still pending after the last pass');
      return { ...page, state: { time, queries: dehydrate(client) } };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    const failed = waiting.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`SSR: query ${JSON.stringify(failed.queryKey)} failed`);
  }
}
