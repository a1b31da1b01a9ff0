import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import {
  CI_CRASH_SCENARIO_MS,
  describeCrashExpectations,
  runCiCrashScenario,
} from '../../test/crash-expectations';
import type { CrashRunReport } from '../../test/crash-run';

/**
 * Crash durability on PostgreSQL: the real server process, 100 signed-in bidders on
 * one auction, SIGKILL mid-run, a restart on the same database, and every answer the clients
 * got checked against what is stored. The embedded database's run is bid-crash.pglite.test.ts;
 * the longer runs are `pnpm --filter @kanat/bench run crash`.
 */
const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `kanat_crash_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let report: CrashRunReport;

beforeAll(async () => {
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  report = await runCiCrashScenario({ kind: 'postgres', url: url.toString() });
}, CI_CRASH_SCENARIO_MS);

afterAll(async () => {
  await admin(`drop database if exists "${name}" with (force)`);
});

describeCrashExpectations('PostgreSQL', () => report);
