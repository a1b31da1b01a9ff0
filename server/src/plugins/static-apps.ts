import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RemoteName, remoteApps } from '../config';
import { AppError } from '../errors';
import type { MediaStore } from '../modules/media';
import { LocalMediaStore, mediaCacheControl, mediaFilesRoute } from '../modules/media';
import {
  AppFiles,
  servedManifest,
  shareRoutes,
  siteOrigin,
  versionedRemotes,
} from '../modules/web';
import { type LcpImageFinder, siteDocumentRoutes } from './site-document';

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
        // The build wrote .br and .gz beside every text file (shared/build/build-plugins.js).
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

    siteDocumentRoutes(app, {
      files,
      document: documentOptions,
      ssrTimeoutMs: options.ssrTimeoutMs,
      origin,
      previews,
    });
  },
  { name: 'static-apps' },
);
