// Whole-site backups: the database as a plain SQL dump made by PostgreSQL's own pg_dump (the
// system one for a server, PGlite's WebAssembly build for the embedded database), with the
// media files and the VAPID key pair, in one .tar.gz. The commands are backup.ts and
// restore.ts; README.md, "Backups (Yedekleme)", is the operator's side.
//
// The dump is plain SQL with INSERTs rather than pg_dump's custom format: PGlite runs
// PostgreSQL 18 while the supported servers start at 15, and pg_restore refuses archives from a
// newer pg_dump, whereas plain SQL loads into either kind (psql for a server, PGlite's exec for
// the embedded one). It carries the drizzle migration journal and the sequences' positions, so
// a restored database continues exactly where the backup left it.

import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import {
  lstat,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Client } from 'pg';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { migrationsFolder } from '../db/connection';

export const backupFormat = 'kanat-mezat-yedek';
export const backupFormatVersion = 1;

/** Where a backup is read from or restored into: the database and the DATA_DIR beside it. */
export interface BackupPlace {
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  /** Holds vapid.json and the image cache. */
  dataDir: string;
  mediaDir: string;
  /**
   * The S3 bucket media live in (S3_BUCKET), when they do: the backup then leaves them out
   * (the bucket has its own versioning and replication) and says so.
   */
  mediaBucket?: string | null;
}

export function placeFromConfig(config: AppConfig): BackupPlace {
  return {
    database:
      config.databaseUrl === null
        ? { kind: 'pglite', dir: config.pgliteDir }
        : { kind: 'postgres', url: config.databaseUrl },
    dataDir: config.dataDir,
    mediaDir: config.mediaDir,
    mediaBucket: config.s3?.bucket ?? null,
  };
}

/** What `manifest.json` in the archive says; restore checks the archive against it. */
export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: { kind: BackupPlace['database']['kind']; serverVersion: string };
  /** The newest applied migration (drizzle's `created_at`, the migration folder's time). */
  lastMigration: number | null;
  /** Rows per table (`schema.table`), counted in the dump's snapshot. */
  tables: Record<string, number>;
  /** With `bucket`, the media were in that S3 bucket and are not in the archive. */
  media: { files: number; bytes: number; bucket?: string };
  vapidKeys: boolean;
}

/** A refusal meant for the operator: its message is the whole story, in Turkish. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const backupTexts = {
  backupUsage:
    'Kullanım: pnpm run backup -- <dosya.tar.gz>\n' +
    'Veritabanını (DATABASE_URL ya da DATA_DIR içindeki gömülü veritabanı), medya dosyalarını ve Web Push anahtarlarını tek dosyaya yedekler.',
  restoreUsage:
    'Kullanım: pnpm run restore -- <dosya.tar.gz> [--force]\n' +
    'Bir yedeği boş bir veritabanına geri yükler. --force: hedefte veri olsa da siler ve yedeği yükler.',
  unknownOption: (options: string) => `Bilinmeyen seçenek: ${options}`,
  serverRunning: (pid: number) =>
    `Sunucu bu DATA_DIR üzerinde çalışıyor (süreç ${pid}). Gömülü veritabanını aynı anda yalnızca bir süreç açabilir: sunucuyu durdurup komutu yeniden çalıştırın.`,
  fileExists: (file: string) =>
    `${file} zaten var; üzerine yazılmaz. Başka bir dosya adı verin ya da eski dosyayı silin.`,
  toolMissing: (tool: string) =>
    `${tool} bulunamadı. PostgreSQL istemci araçlarını kurun (Debian: apt-get install postgresql-client).`,
  toolFailed: (tool: string, detail: string) => `${tool} başarısız oldu:\n${detail}`,
  fileMissing: (file: string) => `${file} bulunamadı.`,
  notABackup: (file: string) => `${file} bir Kanat Mezat yedeği değil ya da bozuk.`,
  newerFormat: (version: number) =>
    `Bu yedek daha yeni bir sürümün biçiminde (${version}); bu sürüm onu okuyamaz.`,
  newerSchema:
    'Yedekteki veritabanı, bu kodun bilmediği daha yeni bir geçişle (migration) alınmış. Önce kodu yedeğin alındığı sürüme güncelleyin; yine de yüklemek için --force verin.',
  targetNotEmpty: (what: string) =>
    `Hedef boş değil: ${what}. Yedek mevcut verinin üzerine yazılmaz. Hedefi silip yedeği yüklemek için komutu --force ile çalıştırın.`,
  rowsInTables: (tables: string) => `veritabanında kayıt var (${tables})`,
  mediaInBucket: (bucket: string) =>
    `Medya dosyaları S3 kovasında (${bucket}); bu yedeğe alınmadı: kovayı kendi sürümleme ya da kopyalama ayarlarıyla yedekleyin.`,
  mediaPresent: (dir: string) => `${dir} içinde medya dosyaları var`,
  otherVapidKeys: (file: string) => `${file} yedektekinden farklı Web Push anahtarları tutuyor`,
  countMismatch: (table: string, expected: number, found: number) =>
    `${table}: yedekte ${expected} satır, geri yüklenen veritabanında ${found}`,
  restoreIncomplete: (details: string) => `Geri yükleme eksik kaldı:\n${details}`,
  backupDone: (file: string, rows: number, tables: number, media: number) =>
    `Yedek alındı: ${file} (${tables} tablo, ${rows} satır, ${media} medya dosyası).`,
  restoreDone: (rows: number, tables: number, media: number) =>
    `Yedek geri yüklendi: ${tables} tablo, ${rows} satır, ${media} medya dosyası. Sunucu bu veritabanıyla başlatılabilir.`,
} as const;

const manifestName = 'manifest.json';
const dumpName = 'database.sql';
const vapidName = 'vapid.json';
const mediaName = 'media';
/** Bookkeeping, not data: a database only migrated still counts as empty. */
const journalTable = 'drizzle.__drizzle_migrations';
const ourSchemas = ['public', 'drizzle'];

// ---------------------------------------------------------------------------------------------
// Database sessions: one connection, so session settings (search_path) stay put.

interface Session {
  rows<Row>(text: string): Promise<Row[]>;
  /** Several statements in one simple-protocol message. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

function pgliteSession(client: PGlite, owned: boolean): Session {
  return {
    rows: async <Row>(text: string) => (await client.query<Row>(text)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    close: async () => {
      if (owned) await client.close();
    },
  };
}

async function postgresSession(url: string): Promise<Session> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    rows: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    exec: async (text) => {
      await client.query(text);
    },
    close: () => client.end(),
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function ourTables(session: Session): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${ourSchemas.map((s) => `'${s}'`).join(', ')})
     order by 1`,
  );
  return rows.map((row) => row.name);
}

const qualified = (table: string) => {
  const [schema, name] = table.split('.') as [string, string];
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
};

async function countRows(session: Session, tables: string[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const rows = await session.rows<{ name: string; n: string | number }>(
    tables
      .map((t) => `select '${t}' as name, count(*)::text as n from ${qualified(t)}`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

async function serverVersion(session: Session): Promise<string> {
  const [row] = await session.rows<{ v: string }>(`select current_setting('server_version') as v`);
  return row?.v ?? '?';
}

async function lastMigration(session: Session, tables: string[]): Promise<number | null> {
  if (!tables.includes(journalTable)) return null;
  const [row] = await session.rows<{ at: string | null }>(
    `select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return row?.at == null ? null : Number(row.at);
}

// ---------------------------------------------------------------------------------------------
// External tools.

interface ToolRun {
  tool: string;
  args: string[];
  env?: Record<string, string>;
  input?: Readable[];
}

/** Runs pg_dump or psql; resolves with its stdout, or fails with its stderr in the message. */
function runTool({ tool, args, env, input }: ToolRun): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (input === undefined) child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' ? new BackupError(backupTexts.toolMissing(tool)) : (error as Error),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new BackupError(backupTexts.toolFailed(tool, stderr.trim() || `çıkış kodu ${code}`)),
        );
    });
    if (input !== undefined) {
      const stdin = child.stdin;
      // psql stops reading at the first error (ON_ERROR_STOP); its stderr says why.
      stdin.on('error', () => {});
      (async () => {
        for (const part of input) {
          for await (const chunk of part) {
            if (!stdin.write(chunk)) await new Promise((done) => stdin.once('drain', done));
          }
        }
        stdin.end();
      })().catch((error: unknown) => {
        child.kill();
        reject(error);
      });
    }
  });
}

/** The URL without its password, which goes to the tools through PGPASSWORD instead of argv. */
function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password === '' ? {} : { PGPASSWORD: password } };
}

// ---------------------------------------------------------------------------------------------
// The dump's header: the SET lines pg_dump writes before any object. A dump from a newer
// pg_dump sets parameters an older server does not know (PostgreSQL 17's transaction_timeout
// from PGlite's pg_dump 18), and pg_dump 15.14 and later guard the file with psql's
// \restrict meta-command, which only psql understands.

const headerLine =
  /^(--.*|\s*|SET [a-z_]+ = .*;|SELECT pg_catalog\.set_config\(.*\);|\\restrict \S+)$/;

/** Where the header ends (the offset of the first line that creates something). */
function headerLength(text: string): number {
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    if (end === -1) return offset;
    if (!headerLine.test(text.slice(offset, end))) return offset;
    offset = end + 1;
  }
  return offset;
}

interface HeaderRewrite {
  known: Set<string>;
  /** PGlite's exec is not psql: the \restrict guard goes (its key, for the closing line). */
  forExec: boolean;
}

function rewriteHeader(
  header: string,
  rewrite: HeaderRewrite,
): { text: string; key: string | null } {
  let key: string | null = null;
  const lines = header.split('\n').filter((line) => {
    const setting = /^SET ([a-z_]+) = /.exec(line);
    if (setting !== null) return rewrite.known.has(setting[1] as string);
    const restrict = /^\\restrict (\S+)$/.exec(line);
    if (restrict !== null && rewrite.forExec) {
      key = restrict[1] as string;
      return false;
    }
    return true;
  });
  return { text: lines.join('\n'), key };
}

async function knownSettings(session: Session): Promise<Set<string>> {
  return new Set(
    (await session.rows<{ name: string }>('select name from pg_settings')).map((r) => r.name),
  );
}

// ---------------------------------------------------------------------------------------------
// Media: regular files and folders only, so a planted symbolic link never travels.

async function mediaSummary(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const walk = async (folder: string) => {
    let entries: string[];
    try {
      entries = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of entries) {
      const full = path.join(folder, name);
      const stat = await lstat(full);
      if (stat.isDirectory()) await walk(full);
      else if (stat.isFile()) {
        files += 1;
        bytes += stat.size;
      }
    }
  };
  await walk(dir);
  return { files, bytes };
}

const exists = async (file: string) =>
  lstat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

// ---------------------------------------------------------------------------------------------
// Backup.

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

// ---------------------------------------------------------------------------------------------
// Restore.

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
