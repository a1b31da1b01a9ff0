import fp from 'fastify-plugin';
import { DatabaseClock } from '../db/clock';
import type { Database, Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** The database's clock as this process reads it: `x-server-time`, /api/time. */
    clock: DatabaseClock;
  }
}

/**
 * Exposes an already opened and migrated database, and its clock (measured at start and every
 * minute after); whoever opened the database closes it.
 */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    const clock = new DatabaseClock(database.db);
    app.decorate('clock', clock);
    app.addHook('onReady', async () => clock.sync());
    app.addHook('onListen', async () => clock.start());
    app.addHook('onClose', async () => clock.stop());
  },
  { name: 'database' },
);
