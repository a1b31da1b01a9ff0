import type { AdminLotRow, AdminLotsReorderData, SessionUser } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLiveMany } from '../live';
import { selectGroup, spreadLotEnds } from './admin-groups-repository';
import { selectGroupLots } from './admin-lots-repository';

const text = messages.adminAuctions;

/**
 * `adminLotsReorder` (issue 34): the group's lots in the catalogue order staff chose. The lots
 * get positions 1…n and, when the group staggers its ends, lot k ends at the group's end plus
 * k intervals again. A lot that has bids or has ended keeps its place (its number and end are
 * promised to its bidders); the list must hold every lot of the group once. Audited
 * `group.reorder`.
 */
export async function reorderLots(
  db: Db,
  user: SessionUser,
  data: AdminLotsReorderData,
): Promise<{ lots: AdminLotRow[] }> {
  const groupId = Number(data.groupId);
  await db.transaction(async (tx) => {
    // The lots' rows first, then the group's: the order every bid locks them in.
    const lots = await queryRows<{
      id: number;
      name: string;
      bid_count: number;
      status: number;
      lot_position: number | null;
    }>(
      tx,
      sql`select id, name, bid_count, status, lot_position from auctions
          where parent_id = ${groupId}::int order by id for update`,
    );
    const group = await selectGroup(tx, groupId);
    if (group === undefined) throw new AppError('not-found', text.groupNotFound);
    if (!group.isFinalContainer) throw new AppError('invalid-argument', text.groupNotFinal);
    const wanted = data.lotIds.map(Number);
    const ids = new Set(lots.map((lot) => Number(lot.id)));
    if (
      wanted.length !== lots.length ||
      new Set(wanted).size !== wanted.length ||
      wanted.some((id) => !ids.has(id))
    ) {
      throw new AppError('invalid-argument', text.reorderMismatch);
    }
    const current = [...lots].sort(
      (a, b) =>
        (a.lot_position ?? Number.MAX_SAFE_INTEGER) - (b.lot_position ?? Number.MAX_SAFE_INTEGER) ||
        Number(a.id) - Number(b.id),
    );
    current.forEach((lot, index) => {
      const fixed = lot.bid_count > 0 || lot.status !== AuctionStatus.ongoing;
      if (fixed && wanted[index] !== Number(lot.id)) {
        throw new AppError(
          'failed-precondition',
          fill(text.reorderLocked, { number: index + 1, name: lot.name }),
        );
      }
    });
    await tx.execute(
      sql`update auctions a set lot_position = o.position, updated_at = now()
          from unnest(array[${sql.join(
            wanted.map((id) => sql`${id}::int`),
            sql`, `,
          )}]::int[])
            with ordinality as o(id, position)
          where a.id = o.id and a.parent_id = ${groupId}::int`,
    );
    const moved = await spreadLotEnds(tx, groupId, {
      startedOn: group.startedOn,
      endingTime: group.endingTime,
      stepMs: (group.staggerSeconds ?? 0) * 1000,
    });
    await publishLiveMany(tx, [
      ...moved.map((id) => livePaths.auction(id)),
      livePaths.containerSummary(groupId),
    ]);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'group.reorder',
      targetType: 'group',
      targetId: groupId,
      summary: fill(text.auditLotsReorder, { name: group.name }),
      before: { order: current.map((lot) => Number(lot.id)) },
      after: { order: wanted },
    });
  });
  return { lots: await selectGroupLots(db, groupId) };
}
