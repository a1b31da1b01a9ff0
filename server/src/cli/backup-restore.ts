// Restoring a backup (see backup-archive.ts for the archive's format): the archive checked
// against its manifest, then the database loaded and the files put in place.

import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as tar from 'tar';
import { migrationsFolder } from '../db/connection';
import {
  BackupError,
  type BackupManifest,
  type BackupPlace,
  backupFormat,
  backupFormatVersion,
  backupTexts,
  dumpName,
  journalTable,
  manifestName,
  mediaName,
  vapidName,
} from './backup-archive';
import {
  countRows,
  headerLength,
  knownSettings,
  ourTables,
  pgliteSession,
  postgresSession,
  rewriteHeader,
  runTool,
  type Session,
  toolConnection,
} from './backup-database';
import { exists, mediaSummary } from './backup-media';

export interface RestoreOptions {
  /** Replace whatever the target holds (the command's --force). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: Record<string, number>;
}

/**
 * Loads a backup into the place's database and DATA_DIR. Refuses a target that holds data
 * (rows in our tables, media files, other push keys) unless `force`. The database part runs in
 * one transaction: a failure leaves the target as it was.
 */
export async function restoreBackup(
  place: BackupPlace,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!(await exists(source))) throw new BackupError(backupTexts.fileMissing(source));
  await mkdir(place.dataDir, { recursive: true });
  // Unpacked inside DATA_DIR, so the media folder moves into place with a rename.
  const staging = await mkdtemp(path.join(place.dataDir, '.geri-yukleme-'));
  try {
    await unpack(source, staging);
    const manifest = await readManifest(source, staging);
    const newestKnown = Math.max(
      0,
      ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
    );
    if (!options.force && manifest.lastMigration !== null && manifest.lastMigration > newestKnown) {
      throw new BackupError(backupTexts.newerSchema);
    }

    const session =
      place.database.kind === 'pglite'
        ? pgliteSession(await PGlite.create(place.database.dir), true)
        : await postgresSession(place.database.url);
    let tables: Record<string, number>;
    try {
      const refusals = await targetContents(session, place, staging);
      if (refusals.length > 0 && !options.force) {
        throw new BackupError(backupTexts.targetNotEmpty(refusals.join('; ')));
      }
      const prelude = (await hasOurObjects(session))
        ? // What a previous start or restore left: dropped in the same transaction as the load.
          'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n'
        : '';
      const dumpFile = path.join(staging, dumpName);
      if (place.database.kind === 'pglite') {
        await loadIntoPglite(session, dumpFile, prelude);
      } else {
        await loadIntoPostgres(session, place.database.url, dumpFile, prelude);
      }
      tables = await countRows(session, await ourTables(session));
    } finally {
      await session.close();
    }
    const wrong = Object.entries(manifest.tables)
      .filter(([table, expected]) => tables[table] !== expected)
      .map(
        ([table, expected]) =>
          `  - ${backupTexts.countMismatch(table, expected, tables[table] ?? 0)}`,
      );
    if (wrong.length > 0) throw new BackupError(backupTexts.restoreIncomplete(wrong.join('\n')));

    await placeFiles(place, staging, manifest);
    return { manifest, tables };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const allowedEntry = (name: string) =>
  name === manifestName ||
  name === dumpName ||
  name === vapidName ||
  name === `${mediaName}/` ||
  name.startsWith(`${mediaName}/`);

async function unpack(source: string, staging: string): Promise<void> {
  try {
    await tar.x({
      file: source,
      cwd: staging,
      strict: true,
      // Only what a backup holds, and only files and folders: never a link out of DATA_DIR.
      filter: (name, entry) =>
        allowedEntry(name.replace(/^\.\//, '')) &&
        'type' in entry &&
        (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch {
    throw new BackupError(backupTexts.notABackup(source));
  }
}

async function readManifest(source: string, staging: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(staging, manifestName), 'utf8'),
    ) as BackupManifest;
  } catch {
    throw new BackupError(backupTexts.notABackup(source));
  }
  if (manifest.format !== backupFormat || !(await exists(path.join(staging, dumpName)))) {
    throw new BackupError(backupTexts.notABackup(source));
  }
  if (manifest.version > backupFormatVersion) {
    throw new BackupError(backupTexts.newerFormat(manifest.version));
  }
  return manifest;
}

/** What in the target a restore would overwrite, one phrase each; empty when nothing. */
async function targetContents(
  session: Session,
  place: BackupPlace,
  staging: string,
): Promise<string[]> {
  const found: string[] = [];
  const counts = await countRows(session, await ourTables(session));
  const withRows = Object.entries(counts)
    .filter(([table, n]) => table !== journalTable && n > 0)
    .map(([table, n]) => `${table.replace(/^public\./, '')} ${n}`);
  if (withRows.length > 0) {
    const shown = withRows.slice(0, 5).join(', ') + (withRows.length > 5 ? ', …' : '');
    found.push(backupTexts.rowsInTables(shown));
  }
  if ((await mediaSummary(place.mediaDir)).files > 0)
    found.push(backupTexts.mediaPresent(place.mediaDir));
  const ownVapid = path.join(place.dataDir, vapidName);
  const ownKeys = await readFile(ownVapid, 'utf8').catch(() => null);
  const theirKeys = await readFile(path.join(staging, vapidName), 'utf8').catch(() => null);
  if (ownKeys !== null && theirKeys !== null && ownKeys !== theirKeys) {
    found.push(backupTexts.otherVapidKeys(ownVapid));
  }
  return found;
}

async function hasOurObjects(session: Session): Promise<boolean> {
  const [row] = await session.rows<{ any: boolean }>(
    `select exists (select 1 from pg_namespace where nspname = 'drizzle')
        or exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public')
        or exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                   where n.nspname = 'public')
        or exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                   where n.nspname = 'public') as any`,
  );
  return row?.any === true;
}

async function loadIntoPglite(session: Session, dumpFile: string, prelude: string): Promise<void> {
  const text = await readFile(dumpFile, 'utf8');
  const cut = headerLength(text);
  const header = rewriteHeader(text.slice(0, cut), {
    known: await knownSettings(session),
    forExec: true,
  });
  let body = text.slice(cut);
  if (header.key !== null) body = body.replace(`\n\\unrestrict ${header.key}\n`, '\n');
  await session.rows('begin');
  try {
    // One simple-protocol message: PGlite runs the dump's many statements in one go.
    await session.exec(`${prelude}${header.text}\n${body}`);
    await session.rows('commit');
  } catch (error) {
    await session.rows('rollback').catch(() => {});
    throw error;
  }
  // The dump empties search_path for itself; the session goes on with the usual one.
  await session.rows('reset search_path');
  await session.rows('analyze');
}

async function loadIntoPostgres(
  session: Session,
  url: string,
  dumpFile: string,
  prelude: string,
): Promise<void> {
  // The header is ASCII and short; read it, rewrite it, then stream the rest untouched.
  const handle = await open(dumpFile, 'r');
  let headText: string;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    headText = buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
  const cut = headerLength(headText);
  const header = rewriteHeader(headText.slice(0, cut), {
    known: await knownSettings(session),
    forExec: false,
  });
  const { dbname, env } = toolConnection(url);
  const text = (value: string) => Readable.from([Buffer.from(value, 'utf8')]);
  await runTool({
    tool: 'psql',
    args: [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      '--output=/dev/null',
      `--dbname=${dbname}`,
      '--file=-',
    ],
    env,
    input: [
      text(`${prelude}${header.text}\n`),
      createReadStream(dumpFile, { start: cut }),
      text('\nanalyze;\n'),
    ],
  });
}

async function placeFiles(
  place: BackupPlace,
  staging: string,
  manifest: BackupManifest,
): Promise<void> {
  const newMedia = path.join(staging, mediaName);
  if (await exists(newMedia)) {
    const oldMedia = path.join(staging, 'onceki-medya');
    if (await exists(place.mediaDir)) await rename(place.mediaDir, oldMedia);
    await mkdir(path.dirname(place.mediaDir), { recursive: true });
    await rename(newMedia, place.mediaDir);
  }
  // Resized copies of the old pictures would be served for new ones of the same name.
  await rm(path.join(place.dataDir, 'image-cache'), { recursive: true, force: true });
  if (manifest.vapidKeys) {
    const keys = await readFile(path.join(staging, vapidName));
    await writeFile(path.join(place.dataDir, vapidName), keys, { mode: 0o600 });
  }
}
