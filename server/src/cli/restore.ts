// Restore command: `pnpm run restore -- <file.tar.gz> [--force]` (README.md, "Backups (Yedekleme)").
// Loads a backup into the database the server's configuration names, and its DATA_DIR.
import { backupTexts } from './backup-archive';
import { runBackupCommand } from './backup-command';
import { restoreBackup } from './backup-restore';

runBackupCommand(['force'], backupTexts.restoreUsage, async (path, flags, place) => {
  const { manifest, tables } = await restoreBackup(place, path, { force: flags.has('force') });
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.log(backupTexts.restoreDone(rows, Object.keys(tables).length, manifest.media.files));
});
