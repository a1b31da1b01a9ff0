// The backup's database side: sessions on either kind of database, pg_dump and psql, and
// the dump's header.

import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { BackupError, backupTexts, journalTable, ourSchemas } from './backup-archive';

// ---------------------------------------------------------------------------------------------
// Database sessions: one connection, so session settings (search_path) stay put.

export interface Session {
  rows<Row>(text: string): Promise<Row[]>;
  /** Several statements in one simple-protocol message. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export function pgliteSession(client: PGlite, owned: boolean): Session {
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

export async function postgresSession(url: string): Promise<Session> {
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

export async function ourTables(session: Session): Promise<string[]> {
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

export async function countRows(
  session: Session,
  tables: string[],
): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const rows = await session.rows<{ name: string; n: string | number }>(
    tables
      .map((t) => `select '${t}' as name, count(*)::text as n from ${qualified(t)}`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

export async function serverVersion(session: Session): Promise<string> {
  const [row] = await session.rows<{ v: string }>(`select current_setting('server_version') as v`);
  return row?.v ?? '?';
}

export async function lastMigration(session: Session, tables: string[]): Promise<number | null> {
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
export function runTool({ tool, args, env, input }: ToolRun): Promise<string> {
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
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
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
export function headerLength(text: string): number {
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

export function rewriteHeader(
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

export async function knownSettings(session: Session): Promise<Set<string>> {
  return new Set(
    (await session.rows<{ name: string }>('select name from pg_settings')).map((r) => r.name),
  );
}
