// Restore command: `pnpm run restore -- <file.tar.gz> [--force]` (README.md, "Backups (Yedekleme)").
// Loads a backup into the database the server's configuration names, and its DATA_DIR.
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupTexts, placeFromConfig, restoreBackup } from './backup-archive';
import { ensureEmbeddedDatabaseFree, parseCommandArgs, userPath } from './backup-command';

async function main(): Promise<number> {
  const args = parseCommandArgs(process.argv.slice(2), ['force', 'help']);
  if (typeof args === 'string' || args.file === null || args.flags.has('help')) {
    if (typeof args === 'string') console.error(args);
    console.error(backupTexts.restoreUsage);
    return typeof args === 'string' || args.file === null ? 2 : 0;
  }
  const place = placeFromConfig(loadConfig());
  await ensureEmbeddedDatabaseFree(place);
  const { manifest, tables } = await restoreBackup(place, userPath(args.file), {
    force: args.flags.has('force'),
  });
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.log(backupTexts.restoreDone(rows, Object.keys(tables).length, manifest.media.files));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof BackupError ? error.message : error,
    );
    process.exit(1);
  },
);
