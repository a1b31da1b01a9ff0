// The migrated starting point every test database is copied from, made once per migration set
// instead of once per test file: on PGlite a dump of a freshly migrated data directory, on
// PostgreSQL a template database (`create database x template tpl` copies its files). A test
// database starts exactly as a fresh database after `migrate()` would; the migrations
// themselves stay under test on an empty database (db/migrations.test.ts asks for one).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { migrationsFolder, openDatabase } from '../db/connection';

/**
 * What a migrated database depends on: every file of server/drizzle and the installed
 * migrator and embedded database (their resolved paths carry pnpm's version folder). A change
 * to any of them makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(migrationsFolder, name)).isFile())
    .sort();
  for (const name of files) {
    hash.update(name);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  for (const pkg of ['drizzle-orm', '@electric-sql/pglite']) hash.update(require.resolve(pkg));
  return hash.digest('hex').slice(0, 16);
}

const templateDir = path.join(os.tmpdir(), 'kanat-test-templates');

/**
 * The migrated PGlite data directory as a `dumpDataDir()` tarball, from a file in the system's
 * temporary folder; the first test file of a run (or after a migration change) writes it.
 * Test files running in parallel may each write it once: the file is renamed into place whole.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(templateDir, `pglite-${templateKey()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached !== null) return new Blob([cached]);

  // As openDatabase opens an in-memory PGlite, migrated as a first start does.
  const client = new PGlite();
  let image: Blob;
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    image = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  await mkdir(templateDir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
  // Dumps of earlier migration sets are of no more use.
  for (const name of await readdir(templateDir)) {
    if (name.startsWith('pglite-') && name.endsWith('.tar') && name !== path.basename(file)) {
      await rm(path.join(templateDir, name), { force: true });
    }
  }
  return image;
}

/**
 * Renames a database once the server has let go of it: the backend of a connection just
 * closed may still be exiting, and a database in use cannot be renamed (SQLSTATE 55006).
 */
async function renameWhenClosed(admin: Client, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`alter database "${from}" rename to "${to}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// Arbitrary but fixed: the advisory lock id under which a template database is made.
const templateLockId = 4_807_222;

/**
 * The name of the migrated template database on `serverUrl`'s server, made on first use under
 * an advisory lock (test files running in parallel wait for one another) and published by a
 * rename, so a half-made template is never copied.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `kanat_test_tpl_${templateKey()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [templateLockId]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_making`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await renameWhenClosed(admin, building, name);
      // Templates of earlier migration sets are of no more use.
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'kanat\\_test\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    await admin.query('select pg_advisory_unlock($1)', [templateLockId]);
  } finally {
    await admin.end();
  }
  return name;
}
