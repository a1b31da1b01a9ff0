// Demo data command: `pnpm --filter @kanat/server seed [--reset]`.
// Fills an empty database; with --reset it first empties a database that has data.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { ensureSiteInfoDefaults } from '../modules/site-info/site-info-service';
import { clearDatabase, isDatabaseEmpty, seedDemoData } from '../seed/demo-data';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) {
    console.error(`Bilinmeyen seçenek: ${unknown.join(' ')}\nKullanım: seed [--reset]`);
    return 2;
  }
  const reset = args.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.pgliteDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  try {
    await database.migrate();
    return await database.exclusive(async (db) => {
      if (!(await isDatabaseEmpty(db))) {
        if (!reset) {
          console.error(
            'Veritabanında zaten veri var; hiçbir şey değişmedi. Silip yeniden yüklemek için --reset kullanın.',
          );
          return 1;
        }
        await clearDatabase(db);
        console.log('Veritabanı boşaltıldı.');
      }
      await ensureSiteInfoDefaults(db);
      const summary = await seedDemoData(db, { mediaDir: config.mediaDir });
      console.log(
        [
          `Örnek veriler yüklendi (${(summary.ms / 1000).toFixed(1)} sn):`,
          `  ${summary.members} üye, ${summary.fakeUsers} hesapsız sahip`,
          `  ${summary.pigeons} güvercin`,
          `  ${summary.auctions} açık arttırma, ${summary.containers} grup, ${summary.bids} teklif`,
          `  ${summary.news} haber, ${summary.comments} yorum, ${summary.likes} beğeni`,
          `  ${summary.galleryPhotos} galeri fotoğrafı, ${summary.images} resim dosyası (${config.mediaDir})`,
        ].join('\n'),
      );
      return 0;
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
