import type { AdminPigeonPedigreeSaveData, PedigreeChart } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pedigree as texts } from '@kanat/shared/i18n/lazy';
import { pedigreePlace, pedigreeSex, validatePedigree } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeonAncestors, pigeons } from '../../db/schema';
import { AppError } from '../../errors';
import { selectPedigreeChart } from '../auctions';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLive } from '../live';
import { lockPigeon } from './pigeon-records';

// A pigeon's pedigree in the console: staff keep the tree, the shared rule checks it, and an
// ancestor whose ring number is a pigeon's on the site is linked to that pigeon.

/** Ring numbers compared as staff type them: case, spaces and dashes aside. */
const ringKey = (ring: string) => ring.replace(/[\s-]+/g, '').toUpperCase();

/**
 * Replaces a pigeon's bloodline and ancestors with what staff sent, checked by the shared rule
 * (problems by place travel as `places`), links ancestors found on the site by ring number
 * (never the pigeon itself, never a cock as a dam or a hen as a sire), in one transaction with
 * its audit row; open auction pages of the pigeon are told to read again.
 */
export async function savePedigree(
  db: Db,
  staff: SessionUser,
  data: AdminPigeonPedigreeSaveData,
): Promise<PedigreeChart> {
  const checked = validatePedigree({ bloodline: data.bloodline, ancestors: data.ancestors });
  if (!checked.ok) {
    throw new AppError('invalid-argument', checked.message, {
      places: checked.places,
      ...(checked.bloodline === undefined ? {} : { bloodline: checked.bloodline }),
    });
  }
  const { bloodline, ancestors } = checked.value;
  return db.transaction(async (tx) => {
    const pigeon = await lockPigeon(tx, data.pigeonId);

    const rings = [...new Set(ancestors.map((a) => ringKey(a.ring)).filter((r) => r !== ''))];
    const found =
      rings.length === 0
        ? []
        : await tx
            .select({ id: pigeons.id, tagNum: pigeons.tagNum, sex: pigeons.sex })
            .from(pigeons)
            .where(
              inArray(
                sql`upper(regexp_replace(${pigeons.tagNum}, '[[:space:]-]+', '', 'g'))`,
                rings,
              ),
            );
    const byRing = new Map(found.map((p) => [ringKey(p.tagNum), p]));
    const rows = ancestors.map((ancestor) => {
      const linked = byRing.get(ringKey(ancestor.ring));
      if (linked === undefined) return { ...ancestor, linkedPigeonId: null };
      const place = pedigreePlace(ancestor.path);
      if (linked.id === pigeon.id) {
        throw new AppError(
          'invalid-argument',
          fill(texts.row, { place, problem: texts.selfLinked }),
          {
            places: { [ancestor.path]: { ring: texts.selfLinked } },
          },
        );
      }
      const wanted = pedigreeSex(ancestor.path);
      if (linked.sex !== 'unknown' && linked.sex !== wanted) {
        const problem = fill(texts.sexMismatch, {
          ring: linked.tagNum,
          sex: linked.sex === 'male' ? texts.male : texts.female,
          place: place.toLocaleLowerCase('tr'),
        });
        throw new AppError('invalid-argument', fill(texts.row, { place, problem }), {
          places: { [ancestor.path]: { ring: problem } },
        });
      }
      return { ...ancestor, ring: linked.tagNum, linkedPigeonId: linked.id };
    });

    const before = await selectPedigreeChart(tx, pigeon.id);
    await tx.delete(pigeonAncestors).where(eq(pigeonAncestors.pigeonId, pigeon.id));
    if (rows.length > 0) {
      await tx.insert(pigeonAncestors).values(rows.map((row) => ({ ...row, pigeonId: pigeon.id })));
    }
    await tx
      .update(pigeons)
      .set({ bloodline, updatedAt: new Date() })
      .where(eq(pigeons.id, pigeon.id));
    await publishLive(tx, livePaths.pigeon(pigeon.id));
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'pigeon.pedigree',
      targetType: 'pigeon',
      targetId: pigeon.id,
      summary: fill(texts.auditSummary, { tag: pigeon.tagNum, count: rows.length }),
      before: { bloodline: before.bloodline, ancestors: before.ancestors },
      after: { bloodline, ancestors: rows },
    });
    return selectPedigreeChart(tx, pigeon.id);
  });
}
