import type { AdminPigeonRacesSaveData, RaceResultRow } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { raceResults as texts } from '@kanat/shared/i18n/lazy';
import { type RaceResult, validateRaceResults } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeonRaceResults } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLive } from '../live';
import { lockPigeon } from './pigeon-records';

// A pigeon's race results in the console: staff keep the list, the shared rule checks each row.

const columns = {
  name: pigeonRaceResults.name,
  date: pigeonRaceResults.raceDate,
  releasePoint: pigeonRaceResults.releasePoint,
  distanceM: pigeonRaceResults.distanceM,
  place: pigeonRaceResults.place,
  basketed: pigeonRaceResults.basketed,
  speedMmPerMin: pigeonRaceResults.speedMmPerMin,
  coefficientMilli: pigeonRaceResults.coefficientMilli,
};

/** A pigeon's results in the order staff keep them. */
export function selectRaceResults(db: Db, pigeonId: number): Promise<RaceResultRow[]> {
  return db
    .select(columns)
    .from(pigeonRaceResults)
    .where(eq(pigeonRaceResults.pigeonId, pigeonId))
    .orderBy(asc(pigeonRaceResults.position));
}

/** Replaces a pigeon's results with these, checked already, in this order. */
export async function writeRaceResults(
  tx: Db,
  pigeonId: number,
  races: readonly RaceResult[],
): Promise<void> {
  await tx.delete(pigeonRaceResults).where(eq(pigeonRaceResults.pigeonId, pigeonId));
  if (races.length === 0) return;
  await tx
    .insert(pigeonRaceResults)
    .values(
      races.map(({ date, ...race }, position) => ({ ...race, raceDate: date, pigeonId, position })),
    );
}

/**
 * Replaces a pigeon's results with the list staff sent, every row checked by the shared rule
 * (the first bad row is named in the refusal, every row's problems travel as `rows`), in one
 * transaction with its audit row; open auction pages of the pigeon are told to read again.
 */
export async function saveRaceResults(
  db: Db,
  staff: SessionUser,
  data: AdminPigeonRacesSaveData,
  now = Date.now(),
): Promise<RaceResultRow[]> {
  const checked = validateRaceResults(data.races, now);
  if (!checked.ok) {
    throw new AppError('invalid-argument', checked.message, { rows: checked.rows });
  }
  const races: RaceResult[] = checked.value;
  return db.transaction(async (tx) => {
    const pigeon = await lockPigeon(tx, data.pigeonId);
    const before = await selectRaceResults(tx, pigeon.id);
    await writeRaceResults(tx, pigeon.id, races);
    await publishLive(tx, livePaths.pigeon(pigeon.id));
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'pigeon.races',
      targetType: 'pigeon',
      targetId: pigeon.id,
      summary: fill(texts.auditSummary, { tag: pigeon.tagNum, count: races.length }),
      before: { races: before },
      after: { races },
    });
    return selectRaceResults(tx, pigeon.id);
  });
}
