// Backup command: `pnpm run backup -- <file.tar.gz>` (README.md, "Backups (Yedekleme)").
// Dumps the database the server's configuration names, with the media files and the push keys.
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupTexts, createBackup, placeFromConfig } from './backup-archive';
import { ensureEmbeddedDatabaseFree, parseCommandArgs, userPath } from './backup-command';

async function main(): Promise<number> {
  const args = parseCommandArgs(process.argv.slice(2), ['help']);
  if (typeof args === 'string' || args.file === null || args.flags.has('help')) {
    if (typeof args === 'string') console.error(args);
    console.error(backupTexts.backupUsage);
    return typeof args === 'string' || args.file === null ? 2 : 0;
  }
  const place = placeFromConfig(loadConfig());
  await ensureEmbeddedDatabaseFree(place);
  const { file, manifest } = await createBackup(place, userPath(args.file));
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    backupTexts.backupDone(file, rows, Object.keys(manifest.tables).length, manifest.media.files),
  );
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
