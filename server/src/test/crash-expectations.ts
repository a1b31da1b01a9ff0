import { type CrashRunReport, type CrashTarget, runCrashScenario } from './crash-run';
import { waits } from './limits';

/**
 * The limit of the hook that runs the CI scenario. Its parts wait for conditions or grow with
 * the first start (which measures how fast the machine is then): the two server starts, each
 * bounded by WAIT_MS, the bidding planned from four times the first start, the overrun of as
 * much again, the preparation and the reading back. So this only catches a hang.
 */
export const CI_CRASH_SCENARIO_MS = waits(12);

/**
 * The short scenario CI runs on `target`: 100 bidders, a kill after 2 s (and some
 * bids acknowledged), 2 s of bidding after the restart, 1 s past the end, no soft close (a
 * minute more); bench/ runs the longer ones. `KM_CRASH_VERBOSE=1` prints the report.
 */
export async function runCiCrashScenario(target: CrashTarget): Promise<CrashRunReport> {
  const report = await runCrashScenario({
    target,
    bidders: 100,
    beforeKillMs: 2_000,
    afterRestartMs: 2_000,
    lateMs: 1_000,
    softCloseMinutes: 0,
  });
  if (process.env.KM_CRASH_VERBOSE === '1') console.log(JSON.stringify(report, null, 2));
  return report;
}

/**
 * What every crash scenario must show, for the PostgreSQL and the embedded run
 * alike: `report` is read when the tests run, after the scenario of the file's `beforeAll`.
 */
export function describeCrashExpectations(database: string, report: () => CrashRunReport): void {
  describe(`a bid server killed with SIGKILL mid-auction, on ${database}`, () => {
    it('ran bids before the kill, after the restart and past the end', () => {
      expect(report().acknowledgedBeforeKill).toBeGreaterThan(0);
      expect(report().acknowledgedAfterRestart).toBeGreaterThan(0);
      expect(report().requestsAfterEnd).toBeGreaterThan(0);
    });

    it('answers every bid with a decision, never a server error', () => {
      const serverErrors = Object.keys(report().refused).filter((reason) => reason.startsWith('5'));
      expect(serverErrors).toEqual([]);
      expect(report().unanswered).toBe(0);
    });

    it('stores every acknowledged bid exactly once, under the acknowledged id', () => {
      const r = report();
      expect(r.missing).toEqual([]);
      expect(r.found).toBe(r.acknowledged);
      expect(r.duplicates).toBe(0);
      expect(r.bidIdMismatches).toBe(0);
      expect(r.strangers).toBe(0);
      // Only a request open at the kill may be stored without its client hearing of it.
      expect(r.storedUnacknowledged).toBeLessThanOrEqual(r.inFlightAtKill);
    });

    it('keeps the price at the highest stored bid and the bid count at the rows', () => {
      const r = report();
      expect(r.price).toEqual(expect.objectContaining({ ok: true }));
      expect(r.price.current).toBe(r.price.highestStored);
      expect(r.bidCount.stored).toBe(r.bidCount.rows);
    });

    it('accepts no bid at or after the end', () => {
      const r = report();
      expect(r.lateAcceptances).toBe(0);
      expect(r.lateAcknowledgements).toBe(0);
      expect(r.expiry.ok).toBe(true);
    });
  });
}
