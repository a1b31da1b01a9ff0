import { type AppConfig, loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/connection';
import { AppError } from '../../errors';
import { listOutbox, type OutboxEntry } from '../sms/sms-gateway';
import { readAdminFile } from './admin-channel';
import { runStaffCommand, type StaffCommand, type StaffCommandResult } from './staff-service';

/** What the staff and outbox commands need, wherever the database is. */
export interface StaffBackend {
  /** How the command reached the data, for the user. */
  readonly via: string;
  run(command: StaffCommand): Promise<StaffCommandResult>;
  outbox(options: { phone?: string; limit?: number }): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** `--server URL`: always go through that running server's admin endpoint. */
  serverUrl?: string;
  /** Its token (`--token`, STAFF_ADMIN_TOKEN); read from DATA_DIR/admin.json when absent. */
  token?: string;
  env?: Record<string, string | undefined>;
}

function directBackend(database: Database, via: string): StaffBackend {
  return {
    via,
    run: (command) => runStaffCommand(database.db, command),
    outbox: (options) =>
      listOutbox(database.db, { phone: options.phone ?? null, limit: options.limit }),
    close: () => database.close(),
  };
}

function httpBackend(url: string, token: string): StaffBackend {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as T & { error?: { message?: string } };
    if (!response.ok) throw new Error(answer.error?.message ?? `HTTP ${response.status}`);
    return answer;
  };
  return {
    via: `sunucu ${url}`,
    run: (command) => post<StaffCommandResult>('/api/admin/staff', command),
    outbox: async (options) =>
      (await post<{ messages: OutboxEntry[] }>('/api/admin/outbox', options)).messages,
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

/**
 * Picks the way to the data:
 * 1. `--server URL`: that server's admin endpoint;
 * 2. DATABASE_URL: the PostgreSQL server directly (any number of processes may connect);
 * 3. a running server on DATA_DIR (its admin.json answers): through it, because an embedded
 *    PGlite directory must not be opened by a second process;
 * 4. otherwise the embedded database in DATA_DIR directly (no server is using it).
 */
export async function openStaffBackend(options: BackendOptions = {}): Promise<StaffBackend> {
  const config: AppConfig = loadConfig(options.env ?? process.env);
  const env = options.env ?? process.env;
  const endpoint = await readAdminFile(config.dataDir);

  if (options.serverUrl !== undefined) {
    const token = options.token ?? env.STAFF_ADMIN_TOKEN ?? endpoint?.token;
    if (token === undefined) {
      throw new AppError(
        'failed-precondition',
        `Yönetici anahtarı yok: --token verin ya da DATA_DIR (${config.dataDir}) sunucununki olsun.`,
      );
    }
    return httpBackend(options.serverUrl, token);
  }
  if (config.databaseUrl !== null) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    return directBackend(database, 'PostgreSQL (DATABASE_URL)');
  }
  if (endpoint !== null && (await serverAnswers(endpoint.url))) {
    return httpBackend(endpoint.url, endpoint.token);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
  await database.migrate();
  return directBackend(database, `gömülü veritabanı ${config.pgliteDir}`);
}
