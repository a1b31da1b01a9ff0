import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@kanat/shared/i18n/full';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, migrationsFolder } from '../../db/connection';
import { AppError } from '../../errors';
import { withTimeout } from '../../lib/timeout';
import { isLoopbackRequest } from '../../loopback';
import type { PeriodicPass } from '../../periodic-pass';
import { AppMetrics, unmatchedRoute } from './app-metrics';
import { newestAppliedMigration } from './health-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry and the hooks other modules report through. */
    metrics: AppMetrics;
  }
}

export interface MetricsModuleOptions {
  database: Database;
  /** METRICS_TOKEN: with it GET /metrics wants `Authorization: Bearer <token>`, else loopback. */
  token: string | null;
}

/** Readiness and scrape reads give up on a database that does not answer in this time. */
const databaseTimeoutMs = 2_000;

/** The decorations that hold the app's periodic passes (made by later modules). */
const passDecorations = [
  'closingScheduler',
  'noticeSender',
  'statementIssuer',
  'retentionPass',
] as const;

function passesOf(app: FastifyInstance): PeriodicPass<unknown>[] {
  return passDecorations.flatMap((name) => (app.hasDecorator(name) ? [app[name]] : []));
}

/** Whether a request may read /metrics; the token is compared in constant time. */
function metricsAccess(token: string | null): (request: FastifyRequest) => boolean {
  if (token === null) return isLoopbackRequest;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(token);
  return (request) => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    // Digests have one length, so timingSafeEqual never learns the given token's length.
    return match !== null && timingSafeEqual(digest(match[1] as string), expected);
  };
}

/**
 * Health and metrics (server/README.md, "Health and metrics"): `GET /healthz`,
 * `GET /readyz`, `GET /metrics`, and the request timing behind the HTTP metrics. Registered
 * before the modules, so that every route is timed and the live module finds `app.metrics`.
 */
export const metricsModule = fp<MetricsModuleOptions>(
  async (app, { database, token }) => {
    const metrics = new AppMetrics({
      database,
      log: app.log,
      passes: () => passesOf(app),
      closingLeader: () =>
        app.hasDecorator('closingScheduler') ? app.closingScheduler.leading : null,
      queryTimeoutMs: databaseTimeoutMs,
    });
    app.decorate('metrics', metrics);

    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? unmatchedRoute,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    // The newest committed migration, read once: the server runs the code it started with.
    const newestMigration = Math.max(
      0,
      ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
    );

    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (closing) {
        throw new AppError('unavailable', messages.readiness.shuttingDown, { check: 'shutdown' });
      }
      let applied: number | null;
      try {
        applied = await withTimeout(newestAppliedMigration(database.db), databaseTimeoutMs);
      } catch (error) {
        request.log.warn({ err: error }, 'readyz: database not answering');
        throw new AppError('unavailable', messages.database.unavailable, { check: 'database' });
      }
      if (applied === null || applied < newestMigration) {
        throw new AppError('unavailable', messages.readiness.migrationsPending, {
          check: 'migrations',
        });
      }
      return { status: 'ok' };
    });

    const mayRead = metricsAccess(token);
    app.get(
      '/metrics',
      { schema: { hide: true }, exposeHeadRoute: false },
      async (request, reply) => {
        if (!mayRead(request)) throw new AppError('permission-denied');
        const { contentType, body } = await metrics.exposition();
        reply.header('content-type', contentType).header('cache-control', 'no-store');
        return body;
      },
    );
  },
  { name: 'metrics' },
);
