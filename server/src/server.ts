import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { createMediaStore } from './modules/media';
import { prepareDatabase } from './prepare-database';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.pgliteDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  const app = buildApp({ config, database });

  // SIGTERM, SIGINT and the other termination signals, or a crash: open requests get a moment
  // to finish, then the app closes before the database it uses; past the delay the process
  // goes anyway.
  closeWithGrace(
    {
      delay: shutdownGraceMs,
      logger: app.log,
      onTimeout: () => app.log.error('Kapanış zaman aşımına uğradı, süreç sonlandırılıyor'),
    },
    async ({ signal, err }) => {
      if (err !== undefined) app.log.error({ err }, 'Beklenmeyen hata, sunucu kapanıyor');
      else app.log.info({ signal }, 'Sunucu kapanıyor');
      await app.close();
      await database.close();
    },
  );

  // Seeded pictures go where the site serves media from: DATA_DIR/media or the S3 bucket.
  const seedMedia = createMediaStore(config);
  try {
    await prepareDatabase(database, { seed: config.seed, mediaDir: seedMedia, log: app.log });
  } finally {
    seedMedia.close();
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const where = config.publicUrl ?? `http://localhost:${port}`;
  app.log.info(`Kanat Mezat hazır: ${where}`);
  console.log(`Kanat Mezat hazır: ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sunucu başlatılamadı:', error);
  }
  process.exit(1);
});
