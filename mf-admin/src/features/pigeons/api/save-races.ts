import { callFunction } from '@kanat/shared/api';
import type { AdminPigeonRacesSaveData, RaceResultRow } from '@kanat/shared/contracts';

/** `adminPigeonRacesSave` (staff): replaces a pigeon's race results; answers them as stored. */
export async function saveRaces(data: AdminPigeonRacesSaveData): Promise<RaceResultRow[]> {
  return (await callFunction('adminPigeonRacesSave', data)).races;
}
