// What the backup and restore commands share: their arguments, and the check that no server
// holds the embedded database.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { readAdminFile } from '../modules/staff';
import { BackupError, type BackupPlace, backupTexts, placeFromConfig } from './backup-archive';

export interface CommandArgs {
  file: string | null;
  flags: Set<string>;
}

/**
 * `<file> [--flag...]`. Only the named flags are known; anything else is refused rather than
 * taken for a file name. pnpm passes a lone `--` through from `pnpm run backup -- <file>`.
 */
export function parseCommandArgs(argv: string[], knownFlags: string[]): CommandArgs | string {
  const { positionals, tokens } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: Object.fromEntries(knownFlags.map((flag) => [flag, { type: 'boolean' as const }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const flags = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!knownFlags.includes(token.name)) return backupTexts.unknownOption(token.rawName);
    flags.add(token.name);
  }
  if (positionals.length > 1) return backupTexts.unknownOption(positionals.slice(1).join(' '));
  return { file: positionals[0] ?? null, flags };
}

/**
 * The file as the user meant it: pnpm runs the script in server/, but a relative name is
 * relative to where the user typed the command (INIT_CWD, set by pnpm and npm).
 */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function processAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An embedded PGlite directory belongs to one process: with the server running (its
 * DATA_DIR/admin.json names a live process) the command refuses instead of opening it too.
 */
export async function ensureEmbeddedDatabaseFree(place: BackupPlace): Promise<void> {
  if (place.database.kind !== 'pglite') return;
  const endpoint = await readAdminFile(place.dataDir);
  if (endpoint !== null && processAlive(endpoint.pid)) {
    throw new BackupError(backupTexts.serverRunning(endpoint.pid));
  }
}

/**
 * Runs the backup or restore command: `usage` on a wrong call or `--help`, otherwise `work`
 * with the file (as the user meant it), the flags and the configured place, once no server
 * holds the embedded database. Exits with its code; a configuration or backup error is printed
 * as its Turkish message, without a stack.
 */
export function runBackupCommand(
  knownFlags: string[],
  usage: string,
  work: (file: string, flags: Set<string>, place: BackupPlace) => Promise<void>,
): void {
  const main = async (): Promise<number> => {
    const args = parseCommandArgs(process.argv.slice(2), [...knownFlags, 'help']);
    if (typeof args === 'string' || args.file === null || args.flags.has('help')) {
      if (typeof args === 'string') console.error(args);
      console.error(usage);
      return typeof args === 'string' || args.file === null ? 2 : 0;
    }
    const place = placeFromConfig(loadConfig());
    await ensureEmbeddedDatabaseFree(place);
    await work(userPath(args.file), args.flags, place);
    return 0;
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError || error instanceof BackupError ? error.message : error,
      );
      process.exit(1);
    },
  );
}
