import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveQuery } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { AppError } from '../../errors';
import { createStreamCaps } from './live-caps';
import { LiveHub } from './live-hub';
import { createNotificationSource } from './live-notifications';
import { type LivePath, mayWatch, parseLivePath } from './live-paths';
import { defaultLiveSettings, type LiveSettings } from './live-settings';

export interface LiveRoutesOptions {
  /** Overrides of the defaults (app.ts passes config.live, the LIVE_* variables). */
  settings?: Partial<LiveSettings>;
}

/** Browsers reconnect this long after a dropped stream (EventSource's `retry:` field). */
const reconnectDelayMs = 3_000;

/**
 * The watchable paths of `?paths=`, and how many were not paths of the contract. Those are
 * skipped rather than failing the stream, so one stale or mistyped path cannot cut a tab off
 * from the banner and everything else it watches; only a request with no valid path is refused.
 */
function parsePaths(raw: string, maxPaths: number): { paths: LivePath[]; ignored: number } {
  const unique = new Set(
    raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  );
  if (unique.size === 0) {
    throw new AppError('invalid-argument', messages.live.noPaths);
  }
  if (unique.size > maxPaths) {
    throw new AppError('invalid-argument', fill(messages.live.tooManyPaths, { max: maxPaths }));
  }
  const paths: LivePath[] = [];
  let firstInvalid: string | null = null;
  for (const text of unique) {
    const path = parseLivePath(text);
    if (path !== null) paths.push(path);
    else firstInvalid ??= text;
  }
  if (paths.length === 0) {
    throw new AppError(
      'invalid-argument',
      fill(messages.live.invalidPath, { path: `${firstInvalid?.slice(0, 80)}` }),
    );
  }
  return { paths, ignored: unique.size - paths.length };
}

/**
 * `GET /api/live?paths=a,b`: one Server-Sent Events stream per tab (server/README.md, "Live data").
 * This instance LISTENs once on PostgreSQL and fans each change out to its own watchers.
 */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, options) => {
  const settings: LiveSettings = { ...defaultLiveSettings, ...options.settings };
  const source = createNotificationSource(app.database, app.log);
  const hub = new LiveHub(app.db, source, settings, app.log);
  // The caps count streams across every instance on the database (PGlite: this process's).
  const caps = createStreamCaps(app.database, settings, app.log);
  await caps.start();
  app.metrics.readLiveConnections(() => hub.connectionCount);
  await source.start({
    onPath: (path) => hub.notify(path),
    onResync: () => hub.resync(),
    onDown: () => hub.notificationsDown(),
  });
  // Open streams would keep the HTTP server from closing; end them first.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    await source.close();
    await caps.close();
  });

  app.get(
    '/api/live',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['live'],
        operationId: 'openLiveStream',
        summary: 'Canlı veri akışı (Server-Sent Events): her yolun değeri, sonra değişiklikleri',
        querystring: LiveQuery,
      },
    },
    async (request, reply) => {
      const { paths, ignored } = parsePaths(request.query.paths, settings.maxPathsPerConnection);
      const viewer = request.sessionUser?.uid ?? null;
      const allowed = paths.filter((path) => mayWatch(path, viewer));
      const response = reply.raw;
      // A client gone while the caps were asked never gets a 'close' after this: note it now.
      let gone = false;
      const onGone = () => {
        gone = true;
      };
      response.once('close', onGone);
      const admission = await caps.admit(request.ip);
      response.off('close', onGone);
      if (admission === 'address-full') {
        throw new AppError('resource-exhausted', messages.live.tooManyFromAddress);
      }
      if (admission === 'site-full') {
        throw new AppError('unavailable', messages.live.serverFull);
      }

      // From here on the stream is ours: Fastify's onSend hooks (x-server-time) do not run.
      reply.hijack();
      if (gone || response.destroyed) {
        caps.release(request.ip);
        return;
      }
      request.raw.socket.setNoDelay(true);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-server-time': String(Date.now()),
        // Paths of the request that are not the contract's and are not watched.
        'x-live-ignored': String(ignored),
      });
      // The first write sends the head and settles the framing (chunked or not) that
      // attach() relies on.
      response.write(`retry: ${reconnectDelayMs}\n\n`);
      const watcher = hub.attach(response, request.ip, allowed);
      response.once('close', () => {
        hub.detach(watcher);
        caps.release(request.ip);
      });
    },
  );
};
