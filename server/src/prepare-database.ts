import type { FastifyBaseLogger } from 'fastify';
import { staticDir } from './app';
import type { Database } from './db/connection';
import { ensureLegalTextDefaults } from './modules/legal';
import type { MediaPlace } from './modules/media';
import { ensureSiteInfoDefaults } from './modules/site-info';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-data';

export interface PrepareOptions {
  /** Seed demo data when the database holds no users, auctions or news yet. */
  seed: boolean;
  /** Where seeded pictures go: the local folder, or the media store (the S3 bucket). */
  mediaDir: MediaPlace;
  /** Draw the demo pictures with the demo rows (default true; tests that read none say false). */
  seedImages?: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Start-up work on the database: migrations, default site information and, on the very
 * first start, the demo data. Runs under the shared start-up lock, so instances starting
 * together do it once.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.migrate();
  await database.exclusive(async (db) => {
    await ensureSiteInfoDefaults(db);
    await ensureLegalTextDefaults(db, staticDir);
    if (options.seed && (await isDatabaseEmpty(db))) {
      options.log.info('Veritabanı boş: örnek veriler yükleniyor...');
      const summary = await seedDemoData(db, {
        mediaDir: options.mediaDir,
        images: options.seedImages,
      });
      options.log.info(summary, 'Örnek veriler yüklendi');
    }
  });
}
