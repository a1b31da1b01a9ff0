import type { pigeonAncestors } from '../db/schema';
import type { DemoBuilder } from './demo-builder';
import { Random } from './random';
import { pigeonColors } from './turkish-data';

/** Its own random source: adding pedigrees leaves every other demo row as it was. */
const pedigreeSeed = 20251129;

/** Names breeders give their birds (the famous foreign ones keep theirs). */
const cockNames = [
  'Olympiade',
  'Kannibaal',
  'De Goede',
  'Bonte',
  'Kara Şimşek',
  'Yıldırım',
  'Rüzgâr',
];
const henNames = ['Sarı Kız', 'Dolly', 'Prenses', 'Ege Yıldızı', 'Bella', 'Gümüş', 'Maviş'];
const notes = [
  'Milli yarış birincisinin kardeşi',
  'Belçika ithali',
  'Damızlık; yavruları 500 km üstünde dereceli',
  'Olimpiyat kuşunun torunu',
  '',
  '',
];
const countries = ['BE', 'NL', 'DE', 'TR', 'TR'];

/**
 * Pedigrees for about half the pigeons: parents and grandparents, and for some a third
 * generation on the sire's side; a cock of the demo born at least two years earlier stands as
 * the sire of a few (linked, so the chart links to its lot).
 */
export function buildPedigrees(demo: DemoBuilder): Array<typeof pigeonAncestors.$inferInsert> {
  const rnd = new Random(pedigreeSeed);
  const rows: Array<typeof pigeonAncestors.$inferInsert> = [];
  const cocks = demo.pigeons.filter((p) => p.gender === 'Erkek');
  for (const pigeon of demo.pigeons) {
    if (!rnd.chance(0.5)) continue;
    const paths = ['s', 'd', 'ss', 'sd', 'ds', 'dd', ...(rnd.chance(0.4) ? ['sss', 'ssd'] : [])];
    const elder = cocks.find((c) => c.year <= pigeon.year - 2 && rnd.chance(0.05));
    for (const path of paths) {
      const male = path.endsWith('s');
      if (path === 's' && elder !== undefined) {
        rows.push({
          pigeonId: pigeon.row.id,
          path,
          linkedPigeonId: elder.row.id,
          ring: elder.row.tagNum,
          note: 'Kendi kümesimizden',
        });
        continue;
      }
      const year = pigeon.year - 2 * path.length - rnd.int(0, 1);
      const country = rnd.pick(countries);
      const digits = country === 'TR' ? 6 : 7;
      rows.push({
        pigeonId: pigeon.row.id,
        path,
        ring: `${country}-${year}-${rnd.token(digits, '0123456789')}`,
        name: rnd.chance(0.6) ? rnd.pick(male ? cockNames : henNames) : '',
        colour: rnd.pick(pigeonColors).toLocaleLowerCase('tr-TR'),
        note: path.length === 1 ? rnd.pick(notes) : path.length === 2 ? pigeon.line : '',
      });
    }
  }
  return rows;
}
