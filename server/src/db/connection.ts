import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder every repository uses; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared `Db` type
 * cannot say so, hence this one cast.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` as a named prepared statement: on PostgreSQL each pooled connection parses and
 * plans it once (`name` must be unique per query text, and the text must not vary between
 * calls: values go in as parameters only). For hot statements whose planning costs more than
 * running them, such as the bid. PGlite runs it like any query.
 */
export async function queryPreparedRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs `work` while holding a lock that every server instance on the same database shares,
   * so start-up steps (migrations, first seed) run once even when instances start together.
   * Not reentrant: do not call `migrate` or `exclusive` inside `work`.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Applies the committed migrations in server/drizzle that have not run yet (`folder`: those
   * of another folder, for the migrations' own tests).
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(__dirname, '..', '..', 'drizzle');

// Arbitrary but fixed: the advisory lock id for start-up work.
const startupLockId = 4_807_221;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** null keeps the database in memory. */
      dataDir: string | null;
      /**
       * Start from this data directory (a `dumpDataDir()` tarball) instead of an empty
       * cluster; the tests' migrated starting point (test/database-template.ts).
       */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDataDir)
    : openPostgres(target.url);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const client =
    loadDataDir !== undefined
      ? new PGlite({ ...(dataDir === null ? {} : { dataDir }), loadDataDir })
      : dataDir === null
        ? new PGlite()
        : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    // One process owns a PGlite directory, so there is nobody to exclude.
    exclusive: (work) => work(db),
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // A database that stops answering fails a request in seconds (503), never hangs it.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzleNodePg({ client: pool, schema });

  async function withLockedClient<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [startupLockId]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [startupLockId]);
      }
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    db,
    exclusive: (work) => withLockedClient((client) => work(drizzleNodePg({ client, schema }))),
    migrate: (folder = migrationsFolder) =>
      withLockedClient((client) =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: folder }),
      ),
    close: () => pool.end(),
  };
}
