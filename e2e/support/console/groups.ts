import type { AdminGroupsListResult, AuctionablePigeon } from '@kanat/shared/contracts';
import type { Page } from 'playwright-core';
import { mustCall } from '../hall';

/** A group the browser tests make for themselves, and its lots' ids in catalogue order. */
export interface TestGroup {
  groupId: string;
  lotIds: string[];
}

/** The group form's fields of a test group under the showcase root, started a minute ago. */
async function groupForm(
  page: Page,
  name: string,
  endingTime: number,
  staggerSeconds: number | null,
) {
  const { roots } = await mustCall<AdminGroupsListResult>(page, 'adminGroupsList', {});
  return {
    parentId: roots.vitrineId,
    name,
    description: `${name}: tarayıcı testi.`,
    photoId: null,
    isFinalContainer: true,
    startedOn: Date.now() - 60_000,
    endingTime,
    staggerSeconds,
  };
}

/**
 * A final group under the showcase root, made through the console's calls by staff on `page`:
 * running from a minute ago until `endingTime`, with one lot per name (a free pigeon each,
 * the last ones the pigeon picker offers, starting at 500, 600, … TL). On the site at once
 * unless `publish` says otherwise ('draft': staff only).
 */
export async function createGroupWithLots(
  page: Page,
  group: {
    name: string;
    endingTime: number;
    staggerSeconds: number | null;
    lots: string[];
    publish?: 'now' | 'draft' | { at: number };
    /** The lots' pigeons, in order; by default the last free ones the picker offers. */
    pigeonIds?: string[];
  },
): Promise<TestGroup> {
  const { id: groupId } = await mustCall<{ id: string }>(page, 'adminGroupSave', {
    ...(await groupForm(page, group.name, group.endingTime, group.staggerSeconds)),
    ...(group.publish === undefined ? {} : { publish: group.publish }),
  });
  const { rows } = await mustCall<{ rows: AuctionablePigeon[] }>(
    page,
    'adminAuctionablePigeons',
    {},
  );
  const pigeons = group.pigeonIds ?? rows.slice(-group.lots.length).map((row) => row.id);
  const { ids } = await mustCall<{ ids: string[] }>(page, 'adminLotsAdd', {
    groupId,
    lots: group.lots.map((name, index) => ({
      pigeonId: pigeons[index] as string,
      startingBid: 500 + index * 100,
      name,
    })),
  });
  return { groupId, lotIds: ids };
}
