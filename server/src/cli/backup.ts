// Backup command: `pnpm run backup -- <file.tar.gz>` (README.md, "Backups (Yedekleme)").
// Dumps the database the server's configuration names, with the media files and the push keys.
import { backupTexts } from './backup-archive';
import { runBackupCommand } from './backup-command';
import { createBackup } from './backup-create';

runBackupCommand([], backupTexts.backupUsage, async (path, _flags, place) => {
  const { file, manifest } = await createBackup(place, path);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  if (manifest.media.bucket !== undefined)
    console.log(backupTexts.mediaInBucket(manifest.media.bucket));
  console.log(
    backupTexts.backupDone(file, rows, Object.keys(manifest.tables).length, manifest.media.files),
  );
});
