import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CI_CRASH_SCENARIO_MS,
  describeCrashExpectations,
  runCiCrashScenario,
} from '../../test/crash-expectations';
import type { CrashRunReport } from '../../test/crash-run';

/**
 * Crash durability on the embedded database: the real server process on PGlite in
 * its own DATA_DIR, 100 signed-in bidders on one auction, SIGKILL mid-run, a restart on the
 * same DATA_DIR, and every answer the clients got checked against what is stored. The
 * PostgreSQL run is bid-crash.pg.test.ts.
 */
let dataDir: string;
let report: CrashRunReport;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'km-crash-pglite-'));
  report = await runCiCrashScenario({ kind: 'pglite', dataDir });
}, CI_CRASH_SCENARIO_MS);

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describeCrashExpectations('the embedded database', () => report);
