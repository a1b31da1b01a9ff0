import { Client, type ClientConfig, type Notification } from 'pg';
import type { Database } from '../../db/connection';
import { liveChannel } from './live-publisher';

export interface NotificationHandlers {
  /** A writer published this path. */
  onPath(path: string): void;
  /**
   * The listener (re)connected after a gap in which notifications may have been lost: every
   * watched value must be re-read.
   */
  onResync(): void;
  /** The listener lost its connection; values cached from now on may go stale. */
  onDown(): void;
}

/** One LISTEN per server instance, whatever the number of watchers. */
export interface NotificationSource {
  readonly connected: boolean;
  /** Resolves once the first LISTEN is in place, or failed and is being retried. */
  start(handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

interface PoolLike {
  options: ClientConfig;
}

// The `Database` facade hides the driver; LISTEN needs it. drizzle keeps it as `$client`.
function driverClient(database: Database): unknown {
  return (database.db as unknown as { $client?: unknown }).$client;
}

function isPgliteListener(client: unknown): client is PgliteListener {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as { listen?: unknown }).listen === 'function'
  );
}

function isPool(client: unknown): client is PoolLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as { options?: unknown }).options === 'object'
  );
}

/** PGlite delivers NOTIFY of its own (only) connection to its `listen` callbacks. */
class PgliteNotificationSource implements NotificationSource {
  connected = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly client: PgliteListener) {}

  async start(handlers: NotificationHandlers): Promise<void> {
    this.unlisten = await this.client.listen(liveChannel, (payload) => handlers.onPath(payload));
    this.connected = true;
  }

  async close(): Promise<void> {
    this.connected = false;
    const unlisten = this.unlisten;
    this.unlisten = null;
    // The database may already be closing with the app; there is nothing left to stop then.
    await unlisten?.().catch(() => {});
  }
}

const firstRetryMs = 250;
const maxRetryMs = 5_000;

/**
 * A dedicated connection outside the pool (a pooled one would be handed to other queries and
 * lose its LISTEN). It reconnects with backoff; after a gap every watched path is re-read.
 */
class PostgresNotificationSource implements NotificationSource {
  connected = false;
  private client: Client | null = null;
  private handlers: NotificationHandlers | null = null;
  private closed = false;
  private retryMs = firstRetryMs;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Set once a connection attempt failed or dropped: the next LISTEN must trigger a re-read. */
  private missedSome = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly log: Logger,
  ) {}

  async start(handlers: NotificationHandlers): Promise<void> {
    this.handlers = handlers;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      ...this.config,
      keepAlive: true,
      application_name: 'kanat-live',
    });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      // Keep a late socket error from becoming an unhandled 'error' event.
      client.on('error', () => {});
      client.end().catch(() => {});
      if (this.client === client) this.client = null;
      if (this.closed) return;
      this.missedSome = true;
      if (this.connected) {
        this.connected = false;
        this.handlers?.onDown();
      }
      this.log.warn(
        { err: error },
        'Canlı veri dinleyicisi bağlantısı koptu, yeniden bağlanılacak',
      );
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message: Notification) => {
      if (message.channel === liveChannel && message.payload !== undefined) {
        this.handlers?.onPath(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${liveChannel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost) return;
    this.connected = true;
    this.retryMs = firstRetryMs;
    if (this.missedSome) {
      this.missedSome = false;
      this.log.info({}, 'Canlı veri dinleyicisi yeniden bağlandı');
      this.handlers?.onResync();
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer !== null) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, maxRetryMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client !== null) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

export function createNotificationSource(database: Database, log: Logger): NotificationSource {
  const client = driverClient(database);
  if (database.kind === 'pglite' && isPgliteListener(client)) {
    return new PgliteNotificationSource(client);
  }
  if (database.kind === 'postgres' && isPool(client)) {
    return new PostgresNotificationSource(client.options, log);
  }
  throw new Error('Canlı veri: veritabanı sürücüsü LISTEN desteklemiyor');
}
