import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Sunucu kapanıyor');
    // Open requests get a moment to finish; after that the process goes anyway.
    const force = setTimeout(() => {
      app.log.error('Kapanış zaman aşımına uğradı, süreç sonlandırılıyor');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Kapanış sırasında hata');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await prepareDatabase(database, { seed: config.seed, mediaDir: config.mediaDir, log: app.log });
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
