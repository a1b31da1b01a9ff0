import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/connection';
import { withTimeout } from '../../lib/timeout';
import type { PassStats } from '../../periodic-pass';
import { type OutboxBacklog, selectOutboxBacklog } from './health-repository';

/** A periodic pass as the metrics read it (PeriodicPass). */
export interface ObservedPass {
  readonly name: string;
  readonly stats: PassStats;
}

export interface AppMetricsOptions {
  database: Database;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The periodic passes of the app, read at scrape time (they are made after this). */
  passes: () => ObservedPass[];
  /** Whether this instance runs the closing pass now; null before the auctions module exists. */
  closingLeader: () => boolean | null;
  /** How long a scrape may wait for the database before it reports without it. */
  queryTimeoutMs: number;
}

/** Label of requests no route matched: the raw URL would make a series per stranger's path. */
export const unmatchedRoute = 'unmatched';

/**
 * One app's metrics in its own registry (never prom-client's global one: tests run several
 * apps in one process). Everything server/README.md "Health and metrics" lists; the values
 * of other modules are read when Prometheus scrapes, not pushed.
 */
/** What became of one bid call, as the bid counter labels it. */
export type BidCount =
  | { result: 'accepted' | 'repeated' | 'failed' }
  | { result: 'refused'; reason: string };

export class AppMetrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly bids: Counter<'result' | 'reason'>;
  private liveConnections: () => number = () => 0;

  constructor(options: AppMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });

    this.httpRequests = new Counter({
      name: 'kanat_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'kanat_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, in seconds.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });

    this.bids = new Counter({
      name: 'kanat_bids_total',
      help: 'Bid calls by result (accepted, repeated, refused, failed) and refusal reason.',
      labelNames: ['result', 'reason'],
      registers,
    });
    // Present from the start, so rate() has a zero to begin from.
    for (const result of ['accepted', 'repeated', 'failed'] as const) this.bids.inc({ result }, 0);

    const liveConnections = () => this.liveConnections();
    new Gauge({
      name: 'kanat_live_connections',
      help: 'Open live streams (GET /api/live) on this instance.',
      registers,
      collect() {
        this.set(liveConnections());
      },
    });

    const { database, log, queryTimeoutMs } = options;
    new Gauge({
      name: 'kanat_outbox_backlog',
      help: 'Rows waiting to go out: pending notices, mail and SMS, and the outbid queue.',
      labelNames: ['outbox'],
      registers,
      async collect() {
        let backlog: OutboxBacklog;
        try {
          backlog = await withTimeout(selectOutboxBacklog(database.db), queryTimeoutMs);
        } catch (error) {
          // A scrape during a database outage still reports everything else.
          log.warn({ err: error }, 'metrics: outbox backlog unreadable');
          this.reset();
          return;
        }
        for (const [outbox, rows] of Object.entries(backlog)) this.set({ outbox }, rows);
      },
    });

    new Gauge({
      name: 'kanat_database_info',
      help: 'The database this instance uses (kind: pglite or postgres); always 1.',
      labelNames: ['kind'],
      registers,
    }).set({ kind: database.kind }, 1);
    const pool = poolOf(database);
    if (pool !== null) registerPoolGauges(pool, registers);

    // Kept by the passes themselves and read at scrape time, so the counters are theirs.
    const passMetric = (
      Metric: typeof Counter | typeof Gauge,
      name: string,
      help: string,
      stat: keyof PassStats,
    ) =>
      new Metric({
        name,
        help,
        labelNames: ['pass'],
        registers,
        collect(this: Counter<'pass'> | Gauge<'pass'>) {
          this.reset();
          for (const pass of options.passes()) {
            const value = pass.stats[stat];
            if (value !== null) this.inc({ pass: pass.name }, value);
          }
        },
      });
    new Gauge({
      name: 'kanat_closing_leader',
      help: 'Whether this instance holds the closing lease and runs the closing pass (1) or not (0).',
      registers,
      collect() {
        const leading = options.closingLeader();
        if (leading === null) this.reset();
        else this.set(leading ? 1 : 0);
      },
    });
    passMetric(Counter, 'kanat_scheduler_runs_total', 'Periodic passes finished.', 'runs');
    passMetric(Counter, 'kanat_scheduler_failures_total', 'Periodic passes failed.', 'failures');
    passMetric(
      Gauge,
      'kanat_scheduler_last_run_duration_seconds',
      'How long the last finished pass took, in seconds.',
      'lastDurationSeconds',
    );
  }

  /** One answered request; `route` is the route's pattern, never the URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  /** One bid call's outcome (the auctions module reports each one). */
  observeBid(outcome: BidCount): void {
    this.bids.inc(
      outcome.result === 'refused'
        ? { result: outcome.result, reason: outcome.reason }
        : { result: outcome.result },
    );
  }

  /** The live module hands over how to read its open stream count. */
  readLiveConnections(read: () => number): void {
    this.liveConnections = read;
  }

  /** The Prometheus text exposition and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** node-postgres's pool behind the database, or null (PGlite is one in-process connection). */
function poolOf(database: Database): Pool | null {
  // drizzle keeps its client as `$client`, which the shared `Db` type does not name.
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof Pool ? client : null;
}

function registerPoolGauges(pool: Pool, registers: Registry[]): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('kanat_db_pool_connections', 'Open connections of the pool.', () => pool.totalCount);
  gauge('kanat_db_pool_idle_connections', 'Open connections not in use.', () => pool.idleCount);
  gauge(
    'kanat_db_pool_waiting_requests',
    'Queries waiting for a connection (all in use).',
    () => pool.waitingCount,
  );
  gauge('kanat_db_pool_max_connections', 'The most connections the pool opens.', () =>
    Number(pool.options.max ?? 10),
  );
}
