import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import type { BackupPlace } from '../cli/backup-archive';
import { openDatabase } from '../db/connection';
import * as schema from '../db/schema';
import { ensureSiteInfoDefaults } from '../modules/site-info/site-info-service';
import { seedDemoData } from '../seed/demo-data';
import { pgliteTemplate } from './database-template';

/**
 * A place for the backup tests: a DATA_DIR of its own and an empty database of the asked kind
 * (an embedded one in DATA_DIR/pglite, or a uniquely named database on TEST_DATABASE_URL's
 * server), removed by `destroy`.
 */
export interface ScratchPlace {
  place: BackupPlace;
  destroy(): Promise<void>;
}

export async function createScratchPlace(kind: 'pglite' | 'postgres'): Promise<ScratchPlace> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kanat-yedek-test-'));
  const common = { dataDir, mediaDir: path.join(dataDir, 'media') };
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      place: { ...common, database: { kind, dir: path.join(dataDir, 'pglite') } },
      destroy: removeDir,
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') throw new Error('TEST_DATABASE_URL is unset');
  const name = `kanat_yedek_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    place: { ...common, database: { kind, url: url.toString() } },
    destroy: async () => {
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      await removeDir();
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Migrates the place's database and fills it with the demo data, as a first start does. */
export async function seedPlace(place: BackupPlace, options: { images: boolean }): Promise<void> {
  if (place.database.kind === 'pglite') {
    // The same database, made faster: migrated (the tests' template) and seeded in memory,
    // then written to the place's directory whole, instead of an embedded cluster being
    // created, migrated and filled row by row on disk.
    const memory = new PGlite({ loadDataDir: await pgliteTemplate() });
    let image: Blob;
    try {
      const db = drizzle({ client: memory, schema });
      await ensureSiteInfoDefaults(db);
      await seedDemoData(db, { mediaDir: place.mediaDir, images: options.images });
      image = await memory.dumpDataDir('none');
    } finally {
      await memory.close();
    }
    const onDisk = new PGlite({ dataDir: place.database.dir, loadDataDir: image });
    await onDisk.waitReady;
    await onDisk.close();
    return;
  }
  const database = await openDatabase({ kind: 'postgres', url: place.database.url });
  try {
    await database.migrate();
    await ensureSiteInfoDefaults(database.db);
    await seedDemoData(database.db, { mediaDir: place.mediaDir, images: options.images });
  } finally {
    await database.close();
  }
}

/** Runs read-only queries on the place's database over one connection, with UTC times. */
export async function withPlaceQuery<T>(
  place: BackupPlace,
  work: (rows: <Row>(text: string) => Promise<Row[]>) => Promise<T>,
): Promise<T> {
  if (place.database.kind === 'pglite') {
    const client = await PGlite.create(place.database.dir);
    try {
      await client.exec(`set timezone = 'UTC'`);
      return await work(async <Row>(text: string) => (await client.query<Row>(text)).rows);
    } finally {
      await client.close();
    }
  }
  const client = new Client({ connectionString: place.database.url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    return await work(async <Row>(text: string) => (await client.query(text)).rows as Row[]);
  } finally {
    await client.end();
  }
}

export interface DatabaseSnapshot {
  /** Every table of ours, its rows as JSON text, sorted. */
  tables: Record<string, string[]>;
  /** Every sequence's position (identity columns included). */
  sequences: Record<string, string | null>;
}

/**
 * Everything a restore must bring back, in a form both kinds print alike (JSON text in UTC),
 * so an embedded backup compares with its restore on a server and back.
 */
export async function snapshotDatabase(place: BackupPlace): Promise<DatabaseSnapshot> {
  return withPlaceQuery(place, async (rows) => {
    const names = await rows<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
    );
    const tables: Record<string, string[]> = {};
    for (const { schema, name } of names) {
      const found = await rows<{ row: string }>(
        `select row_to_json(t)::text as row from "${schema}"."${name}" t`,
      );
      tables[`${schema}.${name}`] = found.map((r) => r.row).sort();
    }
    const sequences = await rows<{ name: string; at: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as at from pg_sequences
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    return { tables, sequences: Object.fromEntries(sequences.map((s) => [s.name, s.at])) };
  });
}

/**
 * Media files as a site collects them, for a backup to carry: `count` files of incompressible
 * bytes (1 to 48 KiB) in nested folders like the demo pictures' and the uploads'. A backup
 * copies media byte for byte whatever they hold, so these stand in for the demo data's
 * two hundred drawn pictures, which take seconds to rasterise.
 */
export async function writeSampleMedia(mediaDir: string, count: number): Promise<void> {
  const folders = [
    'demo/galeri',
    'demo/guvercin',
    'demo/haber',
    'demo/slider',
    'yuklemeler/2026/11',
  ];
  for (let i = 0; i < count; i++) {
    const folder = path.join(mediaDir, folders[i % folders.length] as string);
    await mkdir(folder, { recursive: true });
    const size = 1024 + ((i * 7919) % (47 * 1024));
    await writeFile(
      path.join(folder, `dosya-${i}${i % 3 === 0 ? '.webp' : '.jpg'}`),
      randomBytes(size),
    );
  }
}

/** The media folder's files (relative path and content), for comparing two DATA_DIRs. */
export async function mediaFiles(mediaDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let entries: string[];
  try {
    entries = await readdir(mediaDir, { recursive: true });
  } catch {
    return files;
  }
  for (const entry of entries.sort()) {
    const content = await readFile(path.join(mediaDir, entry)).catch(() => null);
    if (content !== null) files.set(entry, content);
  }
  return files;
}
