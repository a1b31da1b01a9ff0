// Demo data command: `pnpm --filter @kanat/server seed [--reset]`.
// Fills an empty database; with --reset it first empties a database that has data.
import { fill, messages } from '@kanat/shared/i18n/full';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { createMediaStore } from '../modules/media';
import { ensureSiteInfoDefaults } from '../modules/site-info';
import { clearDatabase, isDatabaseEmpty, seedDemoData } from '../seed/demo-data';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) {
    console.error(fill(messages.cli.seedUnknownOption, { options: unknown.join(' ') }));
    return 2;
  }
  const reset = args.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.pgliteDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  const media = createMediaStore(config);
  try {
    await database.migrate();
    return await database.exclusive(async (db) => {
      if (!(await isDatabaseEmpty(db))) {
        if (!reset) {
          console.error(messages.cli.seedNotEmpty);
          return 1;
        }
        await clearDatabase(db);
        console.log(messages.cli.seedCleared);
      }
      await ensureSiteInfoDefaults(db);
      const summary = await seedDemoData(db, { mediaDir: media });
      console.log(
        fill(messages.cli.seedSummary, {
          seconds: (summary.ms / 1000).toFixed(1),
          members: summary.members,
          fakeUsers: summary.fakeUsers,
          pigeons: summary.pigeons,
          auctions: summary.auctions,
          containers: summary.containers,
          bids: summary.bids,
          news: summary.news,
          comments: summary.comments,
          likes: summary.likes,
          galleryPhotos: summary.galleryPhotos,
          images: summary.images,
          mediaDir: media.location,
        }),
      );
      return 0;
    });
  } finally {
    media.close();
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
