import type { pigeonRaceResults } from '../db/schema';
import { type DemoBuilder, day, pad } from './demo-builder';
import { Random } from './random';

/** Its own random source: adding race results leaves every other demo row as it was. */
const raceSeed = 20250510;

/** Release points of Turkish races, with their distance in km from a Marmara loft. */
const releasePoints: ReadonlyArray<readonly [string, number]> = [
  ['Edirne', 230],
  ['Kırklareli', 205],
  ['Tekirdağ', 135],
  ['Çanakkale', 320],
  ['Balıkesir', 390],
  ['Bilecik', 215],
  ['Eskişehir', 330],
  ['Afyonkarahisar', 455],
  ['Konya', 660],
  ['Adana', 935],
];

/**
 * Race results for about two pigeons in three: one to four races each, after the pigeon's ring
 * year, at a speed its distance allows, mostly good places (a house auctions its better birds).
 */
export function buildRaceResults(demo: DemoBuilder): Array<typeof pigeonRaceResults.$inferInsert> {
  const rnd = new Random(raceSeed);
  const rows: Array<typeof pigeonRaceResults.$inferInsert> = [];
  const today = new Date(demo.now - day);
  for (const pigeon of demo.pigeons) {
    if (!rnd.chance(0.66)) continue;
    const count = rnd.int(1, 4);
    for (let position = 0; position < count; position++) {
      const [point, km] = releasePoints[rnd.int(0, releasePoints.length - 1)] ?? ['Edirne', 230];
      const year = Math.min(today.getUTCFullYear(), pigeon.year + rnd.int(0, 2));
      const month = rnd.int(4, 8);
      let date = `${year}-${pad(month)}-${pad(rnd.int(1, 28))}`;
      if (date > today.toISOString().slice(0, 10)) date = `${year - 1}-${pad(month)}-15`;
      const basketed = rnd.int(180, 2600);
      const place = rnd.chance(0.7) ? rnd.int(1, Math.ceil(basketed / 20)) : rnd.int(1, basketed);
      const speed = rnd.int(950, 1650) * 1000 + rnd.int(0, 999);
      rows.push({
        pigeonId: pigeon.row.id,
        position,
        name: `${point} ${rnd.chance(0.5) ? 'Milli Yarışı' : 'Bölge Yarışı'}`,
        raceDate: date,
        releasePoint: point,
        distanceM: km * 1000 + rnd.int(0, 9) * 100,
        place,
        basketed,
        speedMmPerMin: speed,
        coefficientMilli: Math.round((place * 100_000) / basketed),
      });
    }
  }
  return rows;
}
