import type { Db } from '../db/connection';
import { insertPigeon } from './auction-fixtures';
import type { ApiClient } from './auth-fixtures';

/** Console test data made the way staff make it: through the console's own calls. */

const minute = 60_000;
const day = 24 * 60 * minute;

/** What `adminGroupSave` takes for a final group under `parentId`, open from now for a day. */
export function groupInput(parentId: number, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    parentId: String(parentId),
    name: 'Ege Şampiyonları',
    description: 'Ege bölgesinin seçkin kuşları.',
    photoId: null,
    isFinalContainer: true,
    startedOn: now - minute,
    endingTime: now + day,
    staggerSeconds: null,
    ...overrides,
  };
}

/** A group `staff` saved under `parentId`; answers its id. */
export async function saveGroupAsStaff(
  staff: ApiClient,
  parentId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await staff.ok<{ id: string }>('adminGroupSave', groupInput(parentId, overrides));
  return Number(id);
}

/**
 * Lots `staff` added to the group: for each starting price a new pigeon of `ownerId`.
 * Answers the lots' ids in the order of the prices.
 */
export async function addLotsAsStaff(
  staff: ApiClient,
  db: Db,
  lots: { groupId: number; ownerId: string; prices: readonly number[] },
): Promise<number[]> {
  const items = [];
  for (const startingBid of lots.prices) {
    const pigeonId = await insertPigeon(db, { ownerId: lots.ownerId });
    items.push({ pigeonId: String(pigeonId), startingBid });
  }
  const { ids } = await staff.ok<{ ids: string[] }>('adminLotsAdd', {
    groupId: String(lots.groupId),
    lots: items,
  });
  return ids.map(Number);
}
