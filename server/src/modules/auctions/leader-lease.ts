import { Client, type ClientConfig } from 'pg';
import type { Db } from '../../db/connection';
import { withTimeout } from '../../lib/timeout';

/**
 * Which instance leads a piece of work that one instance at a time should do (the closing
 * pass). `renew()` is called before each run: it keeps or tries to take the lead and answers
 * whether this instance leads now.
 */
export interface LeaderLease {
  readonly held: boolean;
  renew(): Promise<boolean>;
  /**
   * Gives the lead up (the app is closing); another instance takes it on its next try. Call it
   * only between renewals.
   */
  release(): Promise<void>;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** PGlite lives inside one process: that process is the only instance, so it always leads. */
class SoleInstanceLease implements LeaderLease {
  readonly held = true;
  async renew(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

/** A silent lease connection is given up after this long. */
const answerTimeoutMs = 3_000;

/**
 * A session-level advisory lock on a connection of its own, outside the pool (a pooled
 * connection would carry the lock to whatever query borrows it next). The lock lives exactly
 * as long as that session: when the holder's process ends or its connection drops, PostgreSQL
 * releases it and another instance's next `renew()` takes it. The holder checks on each renew
 * that its session still holds the lock, so it stops leading as soon as it loses it.
 *
 * The session asks PostgreSQL to probe the holder with TCP keepalives every few seconds, so a
 * holder cut off without its socket closing (a lost network) frees the lock in about 20 s
 * rather than after the operating system's default of two hours.
 */
class AdvisoryLockLease implements LeaderLease {
  held = false;
  private client: Client | null = null;

  constructor(
    private readonly config: ClientConfig,
    private readonly lockId: number,
    private readonly name: string,
    private readonly log: Logger,
  ) {}

  async renew(): Promise<boolean> {
    try {
      const client = this.client ?? (await this.connect());
      const query = this.held
        ? // Still ours? (Also proves the session is alive.)
          `select exists (
             select 1 from pg_locks
             where locktype = 'advisory' and pid = pg_backend_pid() and granted
               and classid = 0 and objid = $1::oid and objsubid = 1
           ) as held`
        : 'select pg_try_advisory_lock($1::bigint) as held';
      const result = await withTimeout(
        client.query<{ held: boolean }>(query, [this.lockId]),
        answerTimeoutMs,
      );
      this.setHeld(result.rows[0]?.held === true);
    } catch (error) {
      this.drop(error);
    }
    return this.held;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.setHeld(false);
    if (client === null) return;
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.on('error', () => {});
    // Ending the session releases the lock; no unlock needed.
    await client.end().catch(() => {});
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      ...this.config,
      keepAlive: true,
      application_name: this.name,
      connectionTimeoutMillis: answerTimeoutMs,
    });
    client.on('error', (error) => this.drop(error, client));
    client.on('end', () => this.drop(undefined, client));
    this.client = client;
    await client.connect();
    await client.query(
      `select set_config('tcp_keepalives_idle', '5', false),
              set_config('tcp_keepalives_interval', '5', false),
              set_config('tcp_keepalives_count', '3', false)`,
    );
    return client;
  }

  /** Forgets the connection (and with it the lock); the next renew connects again. */
  private drop(error: unknown, which: Client | null = this.client): void {
    if (which === null || which !== this.client) return;
    this.client = null;
    which.removeAllListeners('end');
    which.on('error', () => {});
    which.end().catch(() => {});
    // A follower retrying through a database outage would say so every second; the pool's
    // own errors and /readyz report the outage.
    if (this.held) {
      this.log.warn({ err: error, lease: this.name }, 'Liderlik kilidinin bağlantısı koptu');
    }
    this.setHeld(false);
  }

  private setHeld(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    this.log.info({ lease: this.name }, held ? 'Liderlik bu sunucuda' : 'Liderlik bırakıldı');
  }
}

/** node-postgres's pool settings behind `db`, or null on PGlite. */
function poolConfigOf(db: Db): ClientConfig | null {
  // drizzle keeps its client as `$client`, which the shared `Db` type does not name.
  const client = (db as unknown as { $client?: { options?: unknown; listen?: unknown } }).$client;
  if (client === undefined || typeof client.listen === 'function') return null;
  return typeof client.options === 'object' && client.options !== null
    ? (client.options as ClientConfig)
    : null;
}

/**
 * The lease for `lockId` (a number no other advisory lock of the app uses); `name` labels its
 * connection in pg_stat_activity and the logs.
 */
export function createLeaderLease(db: Db, lockId: number, name: string, log: Logger): LeaderLease {
  const config = poolConfigOf(db);
  return config === null
    ? new SoleInstanceLease()
    : new AdvisoryLockLease(config, lockId, name, log);
}
