import { fill, messages } from '@kanat/shared/i18n/full';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connection';
import { AppError } from '../errors';
import { createMediaStore } from '../modules/media';
import { createSmsGateway, listOutbox, type OutboxEntry, type SmsGateway } from '../modules/sms';
import {
  type AdminEndpoint,
  type NewsCommand,
  type NewsCommandResult,
  readAdminFile,
  runNewsCommand,
  runStaffCommand,
  type StaffCommand,
  type StaffCommandResult,
} from '../modules/staff';

/** What the staff, outbox and news commands need, wherever the database is. */
export interface StaffBackend {
  /** How the command reached the data, for the user. */
  readonly via: string;
  run(command: StaffCommand): Promise<StaffCommandResult>;
  outbox(options: { phone?: string; email?: string; limit?: number }): Promise<OutboxEntry[]>;
  news(command: NewsCommand): Promise<NewsCommandResult>;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** `--server URL`: always go through that running server's admin endpoint. */
  serverUrl?: string;
  /** Its token (`--token`, STAFF_ADMIN_TOKEN); read from DATA_DIR/admin.json when absent. */
  token?: string;
  env?: Record<string, string | undefined>;
}

/** A refusal the running server sent back over the admin channel; its message is for the user. */
export class AdminChannelError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'AdminChannelError';
  }
}

function directBackend(database: Database, config: AppConfig, via: string): StaffBackend {
  // The member hears of a decision by SMS through the gateway the server would use.
  const sms: SmsGateway = createSmsGateway(config.sms);
  const mediaStore = createMediaStore(config);
  return {
    via,
    run: (command) => runStaffCommand(database.db, command, { sms, actor: 'cli' }),
    outbox: (options) =>
      listOutbox(database.db, {
        phone: options.phone ?? null,
        email: options.email ?? null,
        limit: options.limit,
      }),
    news: (command) => runNewsCommand(database.db, mediaStore, command),
    close: async () => {
      mediaStore.close();
      await database.close();
    },
  };
}

function httpBackend(url: string, token: string): StaffBackend {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      // A news picture is decoded and re-encoded on the server, which takes a while on a busy box.
      signal: AbortSignal.timeout(60_000),
    });
    const answer = (await response.json().catch(() => ({}))) as T & {
      error?: { message?: string };
    };
    if (!response.ok) {
      throw new AdminChannelError(
        answer.error?.message ?? `HTTP ${response.status}`,
        response.status,
      );
    }
    return answer;
  };
  return {
    via: `sunucu ${url}`,
    run: (command) => post<StaffCommandResult>('/api/admin/staff', command),
    outbox: async (options) =>
      (await post<{ messages: OutboxEntry[] }>('/api/admin/outbox', options)).messages,
    news: (command) => post<NewsCommandResult>('/api/admin/news', command),
    close: async () => {},
  };
}

async function serverAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/time`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the process that wrote admin.json still exists (an unknown pid counts as gone). */
function writerAlive(endpoint: AdminEndpoint): boolean {
  if (endpoint.pid <= 0) return false;
  try {
    process.kill(endpoint.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Picks the way to the data:
 * 1. `--server URL`: that server's admin endpoint;
 * 2. DATABASE_URL: the PostgreSQL server directly (any number of processes may connect);
 * 3. a running server on DATA_DIR (its admin.json answers): through it, because an embedded
 *    PGlite directory must not be opened by a second process; if the process that wrote the
 *    file lives but does not answer, refuse rather than open a database it may hold;
 * 4. otherwise the embedded database in DATA_DIR directly (no server is using it).
 */
export async function openStaffBackend(options: BackendOptions = {}): Promise<StaffBackend> {
  const config: AppConfig = loadConfig(options.env);
  const endpoint = await readAdminFile(config.dataDir);

  if (options.serverUrl !== undefined) {
    const token = options.token ?? config.staffAdminToken ?? endpoint?.token;
    if (token === undefined) {
      throw new AppError(
        'failed-precondition',
        fill(messages.cli.adminTokenMissing, { dataDir: config.dataDir }),
      );
    }
    return httpBackend(options.serverUrl, token);
  }
  if (config.databaseUrl !== null) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    // A database no server has started on yet still gets its tables (migrations are idempotent).
    await database.migrate();
    return directBackend(database, config, 'PostgreSQL (DATABASE_URL)');
  }
  if (endpoint !== null) {
    if (await serverAnswers(endpoint.url)) return httpBackend(endpoint.url, endpoint.token);
    if (writerAlive(endpoint)) {
      throw new AppError(
        'unavailable',
        fill(messages.cli.serverNotAnswering, { pid: endpoint.pid, url: endpoint.url }),
      );
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
  await database.migrate();
  const via = fill(messages.cli.embeddedDatabase, { dir: config.pgliteDir });
  return directBackend(database, config, via);
}
