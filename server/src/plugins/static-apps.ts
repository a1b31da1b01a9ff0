import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { messages } from '@kanat/shared/i18n';
import fp from 'fastify-plugin';
import { remoteApps } from '../config';
import { AppError } from '../errors';
import { isCallableRequest } from './error-handler';

export interface StaticAppsOptions {
  /** Folder holding shell/dist and mf-<short>/dist. */
  appsDir: string;
  mediaDir: string;
  /** Files shipped with the server (corporate HTML pages). */
  staticDir: string;
}

export const noCache = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';
const mediaCache = 'public, max-age=86400';

// Webpack names chunks `[name].[contenthash:8].js` and assets `[name].[contenthash:8][ext]`
// (shared/build/create-config.js); everything else (index.html, main.js, remoteEntry.js,
// mf-manifest.json) keeps its name across builds and must be revalidated.
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

export function appCacheControl(filePath: string): string {
  return hashedName.test(path.basename(filePath)) ? immutable : noCache;
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
  interface FastifyRequest {
    /** Set once the shell's index.html was tried, so a vanished file cannot loop. */
    spaFallbackTried: boolean;
  }
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
        index: ['index.html'],
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (res: SetHeadersResponse, filePath: string) => {
          res.setHeader('cache-control', appCacheControl(filePath));
        },
      });
    }

    mkdirSync(options.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res: SetHeadersResponse, filePath: string) => {
        res.setHeader('cache-control', mediaCache);
        // A pedigree PDF opens in the browser's viewer with no script and no same-origin rights.
        if (filePath.endsWith('.pdf')) res.setHeader('content-security-policy', 'sandbox');
      },
    });

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

    const shellIndex = path.join(shellDist, 'index.html');
    app.decorateRequest('spaFallbackTried', false);
    app.setNotFoundHandler(async (request, reply) => {
      const method = request.method;
      if ((method === 'GET' || method === 'HEAD') && isSpaRoute(request.url)) {
        if (!request.spaFallbackTried && existsSync(shellIndex)) {
          request.spaFallbackTried = true;
          return reply.sendFile('index.html', shellDist);
        }
        if (!request.spaFallbackTried) {
          return reply
            .code(503)
            .type('text/html; charset=utf-8')
            .header('cache-control', noCache)
            .send(notBuiltPage);
        }
      }
      throw new AppError(
        'not-found',
        isCallableRequest(request) ? messages.request.functionNotFound : messages.request.notFound,
      );
    });
  },
  { name: 'static-apps' },
);
