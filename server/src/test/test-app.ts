import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connection';
import { createMediaStore } from '../modules/media/media-store';
import { prepareDatabase } from '../prepare-database';
import { pgliteTemplate, postgresTemplate } from './database-template';
import { TEST_MS } from './limits';

/**
 * Tests run against a real database: an in-memory PGlite by default or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a freshly created database on it that is
 * dropped afterwards (one per test file, so files can run in parallel). Either starts with
 * every migration applied, copied from a template made once (test/database-template.ts),
 * unless `empty` asks for a database no migration has touched.
 */
export interface TestDatabase {
  database: Database;
  kind: Database['kind'];
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
}

/**
 * For beforeAll hooks: starting PGlite and migrating takes seconds, many more on a loaded
 * machine; the limit only catches a hang.
 */
export const setupTimeout = TEST_MS;

const quietLog = { info: () => {}, warn: () => {} };

export interface TestDatabaseOptions {
  /** A database without any migration (for the migrations' own tests); default false. */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const empty = options.empty ?? false;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(empty ? {} : { loadDataDir: await pgliteTemplate() }),
    });
    return { database, kind: database.kind, destroy: () => database.close() };
  }

  const template = empty ? null : await postgresTemplate(serverUrl);
  const name = `kanat_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      template === null
        ? `create database "${name}"`
        : `create database "${name}" template "${template}"`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    kind: database.kind,
    destroy: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (NODE_ENV, DATA_DIR and SEED are preset). */
  env?: Record<string, string>;
  /** Reuse a database (it is then not destroyed by close()). */
  database?: Database;
  /** Register extra routes, functions or lists before the app is ready. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Run the start-up preparation with demo seeding. */
  seed?: boolean;
  /**
   * With `seed`: draw the demo pictures too, as a first start does (default true). A test
   * that reads the demo rows but never a picture says false: the same rows, without the few
   * seconds of rasterising two hundred images.
   */
  seedImages?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Temporary DATA_DIR (media lives in config.mediaDir). */
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kanat-test-'));
  // Only what is written here and in options.env: the developer's own environment stays out.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // No built apps unless a test points APPS_DIR somewhere.
    APPS_DIR: path.join(dataDir, 'apps'),
    SEED: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const owned = options.database === undefined ? await createTestDatabase() : null;
  const database = options.database ?? (owned as TestDatabase).database;
  const seedMedia = createMediaStore(config);
  try {
    await prepareDatabase(database, {
      seed: options.seed ?? false,
      seedImages: options.seedImages ?? true,
      mediaDir: seedMedia,
      log: quietLog,
    });
  } finally {
    seedMedia.close();
  }
  const app = buildApp({ config, database });
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await owned?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
