import { openDatabase } from '@kanat/testkit/server';
import { Client } from 'pg';
import { adminUrl, databaseUrl } from './bench-env';

export { withClient } from '@kanat/testkit/database';

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function assertBenchName(name: string): void {
  // Never let a typo drop a real database.
  if (!/^km_bench[a-z0-9_]*$/.test(name)) throw new Error(`not a benchmark database: ${name}`);
}

/** Creates the database afresh (dropping a leftover one) with the server's schema; returns its URL. */
export async function createBenchDatabase(name: string): Promise<string> {
  assertBenchName(name);
  await admin(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return url;
}

export async function dropBenchDatabase(name: string): Promise<void> {
  assertBenchName(name);
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}
