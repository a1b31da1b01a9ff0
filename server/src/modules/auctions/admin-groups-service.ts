import {
  type AdminGroupDetail,
  type AdminGroupRow,
  type AdminGroupsListData,
  type AdminGroupsListResult,
  adminGroupsPageSize,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import {
  type GroupRecord,
  selectGroup,
  selectGroups,
  selectPath,
  selectPhotoMediaId,
} from './admin-groups-repository';
import { selectGroupLots } from './admin-lots-repository';
import { selectRoots } from './closing-scheduler';

const text = messages.adminAuctions;

export function toGroupRow(record: GroupRecord): AdminGroupRow {
  return {
    id: String(record.id),
    parentId: record.parentId === null ? null : String(record.parentId),
    name: record.name,
    photo: record.photo,
    isFinalContainer: record.isFinalContainer,
    isArchive: record.isArchive,
    startedOn: record.startedOn,
    endingTime: record.endingTime,
    staggerSeconds: record.staggerSeconds,
    childCount: record.childCount,
    totalAuctionsCount: record.totalAuctionsCount,
    totalBidCount: record.totalBidCount,
    totalAmount: record.totalAmount,
    expiry: record.expiry,
    archivedAt: record.archivedAt === null ? null : record.archivedAt.getTime(),
    publishOn: record.publishOn,
    lotsBeforeStart: record.lotsBeforeStart,
  };
}

const crumbs = (path: Array<{ id: number; name: string }>) =>
  path.map((step) => ({ id: String(step.id), name: step.name }));

/** `adminGroupsList`: one folder's groups (the vitrine by default), or a name search. */
export async function listGroups(
  db: Db,
  data: AdminGroupsListData,
): Promise<AdminGroupsListResult> {
  const roots = await selectRoots(db);
  const offset = data.cursor === undefined ? 0 : Number(data.cursor);
  const search = data.q?.trim();
  const parentId = data.parentId === undefined ? roots.vitrine : Number(data.parentId);
  const rootsView = {
    vitrineId: roots.vitrine === null ? null : String(roots.vitrine),
    archiveId: roots.archive === null ? null : String(roots.archive),
  };
  if (search === undefined || search === '') {
    if (parentId === null) return { roots: rootsView, path: [], rows: [], next: null };
    const path = await selectPath(db, parentId);
    if (path.length === 0) throw new AppError('not-found', text.groupNotFound);
    const records = await selectGroups(db, { parentId }, offset, adminGroupsPageSize + 1);
    return page(rootsView, crumbs(path), records, offset);
  }
  const records = await selectGroups(db, { search }, offset, adminGroupsPageSize + 1);
  return page(rootsView, [], records, offset);
}

function page(
  roots: AdminGroupsListResult['roots'],
  path: AdminGroupsListResult['path'],
  records: GroupRecord[],
  offset: number,
): AdminGroupsListResult {
  const more = records.length > adminGroupsPageSize;
  return {
    roots,
    path,
    rows: records.slice(0, adminGroupsPageSize).map(toGroupRow),
    next: more ? String(offset + adminGroupsPageSize) : null,
  };
}

/** `adminGroupGet`: the group with its way from the root and its lots. */
export async function getGroup(db: Db, id: number): Promise<AdminGroupDetail> {
  const record = await selectGroup(db, id);
  if (record === undefined) throw new AppError('not-found', text.groupNotFound);
  const [path, lots, photoId] = await Promise.all([
    selectPath(db, id),
    record.isFinalContainer ? selectGroupLots(db, id) : Promise.resolve([]),
    selectPhotoMediaId(db, record.photo),
  ]);
  return {
    group: { ...toGroupRow(record), description: record.description, photoId },
    path: crumbs(path),
    lots,
  };
}
