import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CrashRunReport, runCrashScenario } from '../../test/crash-run';

/**
 * Crash durability on the embedded database (issue 13): the real server process on PGlite in
 * its own DATA_DIR, 100 signed-in bidders on one auction, SIGKILL mid-run, a restart on the
 * same DATA_DIR, and every answer the clients got checked against what is stored. The
 * PostgreSQL run is bid-crash.pg.test.ts.
 */
let dataDir: string;
let report: CrashRunReport;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'km-crash-pglite-'));
  report = await runCrashScenario({
    target: { kind: 'pglite', dataDir },
    bidders: 100,
    beforeKillMs: 2_000,
    afterRestartMs: 2_000,
    lateMs: 1_000,
    softCloseMinutes: 0,
  });
  if (process.env.KM_CRASH_VERBOSE === '1') console.log(JSON.stringify(report, null, 2));
}, 120_000);

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe('a bid server killed with SIGKILL mid-auction, on the embedded database', () => {
  it('ran bids before the kill, after the restart and past the end', () => {
    expect(report.acknowledgedBeforeKill).toBeGreaterThan(0);
    expect(report.acknowledgedAfterRestart).toBeGreaterThan(0);
    expect(report.requestsAfterEnd).toBeGreaterThan(0);
  });

  it('answers every bid with a decision, never a server error', () => {
    const serverErrors = Object.keys(report.refused).filter((reason) => reason.startsWith('5'));
    expect(serverErrors).toEqual([]);
    expect(report.unanswered).toBe(0);
  });

  it('stores every acknowledged bid exactly once, under the acknowledged id', () => {
    expect(report.missing).toEqual([]);
    expect(report.found).toBe(report.acknowledged);
    expect(report.duplicates).toBe(0);
    expect(report.bidIdMismatches).toBe(0);
    expect(report.strangers).toBe(0);
    expect(report.storedUnacknowledged).toBeLessThanOrEqual(report.inFlightAtKill);
  });

  it('keeps the price at the highest stored bid and the bid count at the rows', () => {
    expect(report.price).toEqual(expect.objectContaining({ ok: true }));
    expect(report.bidCount.stored).toBe(report.bidCount.rows);
  });

  it('accepts no bid at or after the end', () => {
    expect(report.lateAcceptances).toBe(0);
    expect(report.lateAcknowledgements).toBe(0);
    expect(report.expiry.ok).toBe(true);
  });
});
