import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RemoteName, remoteApps } from '../config';
import { AppError } from '../errors';
import { authPolicy } from '../modules/auth';
import type { MediaStore } from '../modules/media';
import { LocalMediaStore, mediaCacheControl, mediaFilesRoute } from '../modules/media';
import {
  AppFiles,
  describePage,
  type LcpImage,
  type RenderedHead,
  renderDocument,
  renderHead,
  renderPage,
  servedManifest,
  shareRoutes,
  siteOrigin,
  versionedRemotes,
} from '../modules/web';
import { isCallableRequest } from './error-handler';

export interface StaticAppsOptions {
  /** Folder holding shell/dist and mf-<short>/dist. */
  appsDir: string;
  /** Media: the local folder (static serving) or a shared bucket (streamed at the same URLs). */
  mediaStore: MediaStore;
  /** Files shipped with the server (corporate HTML pages, brand images, icons). */
  staticDir: string;
  /** Container name -> manifest URL as configured. */
  remotes: Record<RemoteName, string>;
  /** How long a guest's page may take to render on the server (SSR_TIMEOUT_MS). */
  ssrTimeoutMs?: number;
  /** PUBLIC_URL: the origin of canonical and preview addresses; else the request's own. */
  publicUrl?: string | null;
}

/** A server render that takes longer is dropped: the page goes out with the empty root. */
export const SSR_TIMEOUT_MS = 1000;

/** API answers written into every page (shared/src/api/initial-data.ts reads them). */
export const INITIAL_ANSWER_PATHS = ['/api/infos', '/api/banner'] as const;

/**
 * Finds the largest picture a route shows first, for the page's preload; none if unknown.
 * `initial` holds the answers already read for the page (INITIAL_ANSWER_PATHS).
 */
export type LcpImageFinder = (
  pathname: string,
  initial: Readonly<Record<string, unknown>>,
) => Promise<LcpImage[]>;

export const noCache = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';

// Webpack names chunks `[name].[contenthash:8].js` and assets `[name].[contenthash:8][ext]`
// (shared/build/create-config.js); everything else (index.html, main.js, remoteEntry.js,
// mf-manifest.json) keeps its name across builds and must be revalidated.
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

export function appCacheControl(filePath: string): string {
  // With precompressed files the path is the .br or .gz beside the file that was asked for.
  const asked = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return hashedName.test(asked) ? immutable : noCache;
}

/** Paths the shell's index.html answers: client routes such as /acik-arttirmalar/5. */
export function isSpaRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/(api|mf|media|static)(\/|$)/.test(pathname) || pathname === '/remotes.json') {
    return false;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const notBuiltPage = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Kanat Mezat</title>
<p>Site henüz derlenmedi. Lütfen biraz sonra tekrar deneyin.</p></html>`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes list the shell registers: manifest URLs, versioned where we serve them. */
    siteRemotes(): Record<RemoteName, string>;
    /** Set by a module that knows each route's largest picture (see LcpImageFinder). */
    lcpImageFinder: { find: LcpImageFinder | null };
  }
}

/** The fixed-name file a URL of the apps names, or null (a hashed chunk, or not an app). */
function fixedNameFile(appsDir: string, pathname: string): string | null {
  if (pathname === '/main.js') return path.join(appsDir, 'shell', 'dist', 'main.js');
  const match = /^\/mf\/([a-z]+)\/remoteEntry\.js$/.exec(pathname);
  if (match && Object.values(remoteApps).includes(match[1] as never)) {
    return path.join(appsDir, `mf-${match[1]}`, 'dist', 'remoteEntry.js');
  }
  return null;
}

/**
 * Serves the built shell at /, each remote at /mf/<short>/, media at /media/ and the
 * corporate pages at /static/. Files are read from disk on every request, so rebuilding one
 * remote is live without restarting the server; a missing dist is only a warning.
 */
export const staticAppsPlugin = fp<StaticAppsOptions>(
  async (app, options) => {
    const shellDist = path.join(options.appsDir, 'shell', 'dist');
    const apps = [
      { prefix: '/', root: shellDist },
      ...Object.values(remoteApps).map((short) => ({
        prefix: `/mf/${short}/`,
        root: path.join(options.appsDir, `mf-${short}`, 'dist'),
      })),
    ];

    for (const [index, { prefix, root }] of apps.entries()) {
      if (!existsSync(root)) {
        app.log.warn(`Derlenmiş uygulama bulunamadı: ${root} (${prefix} boş kalacak)`);
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        // Only the first registration may add reply.sendFile; the SPA fallback uses it.
        decorateReply: index === 0,
        wildcard: true,
        // '/' is the page renderDocument makes, like every other route of the site.
        index: false,
        dotfiles: 'ignore',
        // dist/ssr/ is the app's server build (ssr.ts): the server's to run, not to serve.
        allowedPath: (pathname: string) => !/^\/?ssr(\/|$)/.test(pathname),
        cacheControl: false,
        // The build wrote .br and .gz beside every text file (shared/build/create-config.js).
        preCompressed: true,
        setHeaders: (res: SetHeadersResponse, filePath: string) => {
          res.setHeader('cache-control', appCacheControl(filePath));
          // The same address answers br, gzip or plain: a shared cache must keep them apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const files = new AppFiles();
    const documentOptions = { appsDir: options.appsDir, remoteApps, remotes: options.remotes };
    app.decorate('siteRemotes', () => versionedRemotes(files, documentOptions));
    app.decorate('lcpImageFinder', { find: null });

    // Each remote's manifest names its remoteEntry.js with `?v=` (remote-manifest.ts). Asked for
    // with the version it has now, the manifest itself is cached for good too.
    for (const short of Object.values(remoteApps)) {
      const distDir = path.join(options.appsDir, `mf-${short}`, 'dist');
      app.get(
        `/mf/${short}/mf-manifest.json`,
        { schema: { hide: true } },
        async (request, reply) => {
          const served = servedManifest(files, distDir);
          if (!served) throw new AppError('not-found', messages.request.notFound);
          const asked = (request.query as { v?: unknown }).v;
          return reply
            .type('application/json; charset=utf-8')
            .header('cache-control', asked === served.version ? immutable : noCache)
            .send(served.json);
        },
      );
    }

    // main.js and remoteEntry.js keep their names across builds; asked for with `?v=` equal
    // to their content version (as the page and the manifests ask), they never change.
    app.addHook('onSend', async (request, reply, payload) => {
      if ((reply.statusCode !== 200 && reply.statusCode !== 304) || !request.url.includes('v=')) {
        return payload;
      }
      const url = new URL(request.url, 'http://local.invalid');
      const asked = url.searchParams.get('v');
      const file = asked ? fixedNameFile(options.appsDir, url.pathname) : null;
      if (file && files.read(file)?.version === asked) reply.header('cache-control', immutable);
      return payload;
    });

    // The icons browsers ask for at the root, and the web app manifest.
    for (const [route, file, type] of [
      ['/favicon.ico', 'favicon.ico', 'image/x-icon'],
      ['/site.webmanifest', 'site.webmanifest', 'application/manifest+json'],
    ] as const) {
      const full = path.join(options.staticDir, 'brand', file);
      app.get(route, { schema: { hide: true } }, async (_request, reply) => {
        const read = files.read(full);
        if (!read) throw new AppError('not-found', messages.request.notFound);
        return reply.type(type).header('cache-control', 'public, max-age=86400').send(read.content);
      });
    }

    // The service worker (Web Push): at the root for scope '/', always revalidated
    // so a new version reaches every browser on its next visit.
    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
      const read = files.read(path.join(options.staticDir, 'sw.js'));
      if (!read) throw new AppError('not-found', messages.request.notFound);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', noCache)
        .header('service-worker-allowed', '/')
        .send(read.content);
    });

    // robots.txt, sitemap.xml and the link preview pictures.
    const origin = (request: FastifyRequest) => siteOrigin(options.publicUrl, request);
    const previews = shareRoutes(app, {
      mediaStore: options.mediaStore,
      staticDir: options.staticDir,
      origin,
    });

    const media = options.mediaStore;
    if (media instanceof LocalMediaStore) {
      mkdirSync(media.mediaDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: media.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        wildcard: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (res: SetHeadersResponse, filePath: string) => {
          res.setHeader('cache-control', mediaCacheControl);
          // A pedigree PDF opens in the browser's viewer with no script and no same-origin rights.
          if (filePath.endsWith('.pdf')) res.setHeader('content-security-policy', 'sandbox');
        },
      });
    } else {
      mediaFilesRoute(app, media);
    }

    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/static/',
      decorateReply: false,
      wildcard: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res: SetHeadersResponse) => {
        res.setHeader('cache-control', noCache);
      },
    });

    /**
     * The public answers every page's frame is drawn with, asked of the API itself so they are
     * exactly what the browser would have fetched. One that fails is left out: the browser
     * then asks for it as before.
     */
    async function initialAnswers(): Promise<Record<string, unknown>> {
      const read = await Promise.all(
        INITIAL_ANSWER_PATHS.map(async (apiPath) => {
          const response = await app.inject({ method: 'GET', url: apiPath });
          return [apiPath, response.statusCode === 200 ? response.json() : undefined] as const;
        }),
      );
      // Always in INITIAL_ANSWER_PATHS order, so the same data makes the same page byte for byte.
      const answers: Record<string, unknown> = {};
      for (const [apiPath, answer] of read) if (answer !== undefined) answers[apiPath] = answer;
      return answers;
    }

    /**
     * A guest's first view of the page rendered by the server (ssr.ts), or null: for members
     * (a session cookie, even an expired one: their first client render differs), for the
     * pages the server does not render, and whenever the render fails or runs out of time.
     * The page is then sent with the empty root as before: the server render is only ever a
     * head start, never a reason for an error page.
     */
    async function serverRender(request: FastifyRequest, answers: Record<string, unknown>) {
      if (request.method !== 'GET' || request.cookies?.[authPolicy.cookieName] !== undefined) {
        return null;
      }
      try {
        return await renderPage(
          app,
          { files, document: documentOptions, timeoutMs: options.ssrTimeoutMs ?? SSR_TIMEOUT_MS },
          request.url,
          answers,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        );
      } catch (error) {
        request.log.warn(
          { err: error },
          'sunucu tarafı çizim yapılamadı; sayfa boş kökle gönderildi',
        );
        return null;
      }
    }

    /**
     * The route's head for link previews and search engines (page-head.ts) and its status:
     * 404 for a missing auction, group or news item or an unknown path. Null, with 200, if
     * its data cannot be read: the page still goes out with the site's own head.
     */
    async function pageHead(
      request: FastifyRequest,
      pathname: string,
      answers: Record<string, unknown>,
    ): Promise<{ status: 200 | 404; head: RenderedHead | null }> {
      try {
        const infos = answers['/api/infos'];
        const head = await describePage(
          {
            db: app.db,
            origin: origin(request),
            previews,
            now: app.clock.now(),
            infos:
              typeof infos === 'object' && infos !== null ? (infos as Record<string, unknown>) : {},
          },
          pathname,
        );
        return { status: head.status, head: renderHead(head) };
      } catch (error) {
        request.log.warn({ err: error }, 'sayfanın başlık bilgileri okunamadı');
        return { status: 200, head: null };
      }
    }

    /** The page of a route of the site (renderDocument), or the 'not built yet' page. */
    async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
      const pathname = new URL(request.url, 'http://local.invalid').pathname;
      const answers = await initialAnswers();
      const described = pageHead(request, pathname, answers);
      const finder = app.lcpImageFinder.find;
      const lcp = finder
        ? await finder(pathname, answers).catch((error: unknown) => {
            request.log.warn({ err: error }, 'sayfanın en büyük resmi bulunamadı');
            return [];
          })
        : [];
      const rendered = await serverRender(request, answers);
      const { status, head } = await described;
      const html = renderDocument(files, documentOptions, pathname, lcp, answers, rendered, head);
      return reply
        .code(html === null ? 503 : status)
        .type('text/html; charset=utf-8')
        .header('cache-control', noCache)
        .send(html ?? notBuiltPage);
    }

    // The static handler's '/*' would take '/' for a folder; the home page is a route too.
    app.get('/', { schema: { hide: true } }, sendDocument);
    app.setNotFoundHandler(async (request, reply) => {
      const method = request.method;
      if ((method === 'GET' || method === 'HEAD') && isSpaRoute(request.url)) {
        return sendDocument(request, reply);
      }
      throw new AppError(
        'not-found',
        isCallableRequest(request) ? messages.request.functionNotFound : messages.request.notFound,
      );
    });
  },
  { name: 'static-apps' },
);
