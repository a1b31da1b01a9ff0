// Making a backup (see backup-archive.ts for the archive's format): the database dump, the
// media files and the VAPID key pair packed into one .tar.gz.

import { lstat, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import * as tar from 'tar';
import {
  BackupError,
  type BackupManifest,
  type BackupPlace,
  backupFormat,
  backupFormatVersion,
  backupTexts,
  dumpName,
  manifestName,
  mediaName,
  vapidName,
} from './backup-archive';
import {
  countRows,
  lastMigration,
  ourTables,
  pgliteSession,
  postgresSession,
  runTool,
  serverVersion,
  toolConnection,
} from './backup-database';
import { exists, mediaSummary } from './backup-media';

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes the backup archive. An embedded database must not be open in another process (the
 * command checks for a running server first); a PostgreSQL server may stay in use: the dump
 * and the row counts come from one snapshot.
 */
export async function createBackup(place: BackupPlace, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (await exists(target)) throw new BackupError(backupTexts.fileExists(target));
  const staging = await mkdtemp(path.join(os.tmpdir(), 'kanat-yedek-'));
  try {
    const dumped =
      place.database.kind === 'pglite'
        ? await dumpPglite(place.database.dir, path.join(staging, dumpName))
        : await dumpPostgres(place.database.url, path.join(staging, dumpName));
    const vapidFile = path.join(place.dataDir, vapidName);
    const vapidKeys = (await lstat(vapidFile).catch(() => null))?.isFile() === true;
    const mediaBucket = place.mediaBucket ?? null;
    const manifest: BackupManifest = {
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: new Date().toISOString(),
      database: { kind: place.database.kind, serverVersion: dumped.serverVersion },
      lastMigration: dumped.lastMigration,
      tables: dumped.tables,
      media:
        mediaBucket === null
          ? await mediaSummary(place.mediaDir)
          : { files: 0, bytes: 0, bucket: mediaBucket },
      vapidKeys,
    };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [manifestName, dumpName];
    if (mediaBucket === null && (await exists(place.mediaDir))) {
      entries.push(path.resolve(place.mediaDir));
    }
    if (vapidKeys) entries.push(path.resolve(vapidFile));
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    const mediaRoot = path.resolve(place.mediaDir);
    try {
      await tar.c(
        {
          file: partial,
          gzip: true,
          cwd: staging,
          portable: true,
          // The backup holds password hashes and the push keys: the operator's eyes only.
          mode: 0o600,
          filter: (_name, stat) => !('type' in stat) && (stat.isFile() || stat.isDirectory()),
          // Media and vapid.json come from DATA_DIR; in the archive they sit beside the dump.
          onWriteEntry: (entry) => {
            const absolute = entry.absolute;
            if (absolute === mediaRoot || absolute.startsWith(`${mediaRoot}${path.sep}`)) {
              entry.path = path.posix.join(
                mediaName,
                ...path.relative(mediaRoot, absolute).split(path.sep),
              );
              if (entry.type === 'Directory') entry.path += '/';
            } else if (absolute === path.resolve(vapidFile)) {
              entry.path = vapidName;
            }
          },
        },
        entries,
      );
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { file: target, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Dumped {
  serverVersion: string;
  lastMigration: number | null;
  tables: Record<string, number>;
}

// pg_dump's options for a dump that loads into an empty database of either kind, as whoever
// restores it: no owners or grants (the roles differ), INSERTs (PGlite's exec has no COPY
// FROM stdin), a hundred rows per INSERT to keep the file and the load quick.
const dumpOptions = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

async function dumpPglite(dir: string, out: string): Promise<Dumped> {
  const client = new PGlite(dir);
  await client.waitReady;
  try {
    const session = pgliteSession(client, false);
    const tables = await ourTables(session);
    const result: Dumped = {
      serverVersion: await serverVersion(session),
      lastMigration: await lastMigration(session, tables),
      tables: await countRows(session, tables),
    };
    const dump = await pgDump({ pg: client, args: dumpOptions });
    await writeFile(out, Buffer.from(await dump.arrayBuffer()));
    return result;
  } finally {
    await client.close();
  }
}

async function dumpPostgres(url: string, out: string): Promise<Dumped> {
  const session = await postgresSession(url);
  try {
    // One snapshot for the counts and the dump, so the manifest describes exactly the dump
    // while the site keeps taking bids.
    await session.rows('begin transaction isolation level repeatable read read only');
    const [snapshot] = await session.rows<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await ourTables(session);
    const result: Dumped = {
      serverVersion: await serverVersion(session),
      lastMigration: await lastMigration(session, tables),
      tables: await countRows(session, tables),
    };
    const { dbname, env } = toolConnection(url);
    await runTool({
      tool: 'pg_dump',
      args: [
        `--dbname=${dbname}`,
        `--file=${out}`,
        '--format=plain',
        `--snapshot=${snapshot?.id ?? ''}`,
        ...dumpOptions,
      ],
      env,
    });
    await session.rows('commit');
    return result;
  } finally {
    await session.close();
  }
}
