import type { ContainerDetail, ContainerListFilters, ContainerRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import type { Page, PageRequest } from '../../plugins/paged-list';
import {
  type ContainerRecord,
  selectContainer,
  selectContainerResults,
  selectContainers,
} from './containers-repository';
import type { GroupViewer } from './visibility';

export function toContainerRow(record: ContainerRecord): ContainerRow {
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    photo: record.photo,
    isFinalContainer: record.isFinalContainer,
    childCount: record.childCount,
    totalAuctionsCount: record.totalAuctionsCount,
    totalBidCount: record.totalBidCount,
    totalAmount: record.totalAmount,
    expiry: record.expiry,
  };
}

const orderValue = {
  expiry: (r: ContainerRecord) => r.expiry,
  name: (r: ContainerRecord) => r.name,
  totalAmount: (r: ContainerRecord) => r.totalAmount,
} as const;

/** `POST /api/list/containers`: groups or archive folders, keyset pages. */
export async function listContainers(
  db: Db,
  filters: ContainerListFilters,
  page: PageRequest,
): Promise<Page<ContainerRow>> {
  if (
    filters.expiryFrom !== undefined &&
    filters.expiryTo !== undefined &&
    filters.expiryFrom > filters.expiryTo
  ) {
    throw new AppError('invalid-argument', messages.groups.expiryRangeInvalid);
  }
  const field = filters.orderBy ?? 'expiry';
  const direction = filters.orderDir ?? 'desc';
  const ordering = `${field}:${direction}`;
  const after = readKeysetCursor(page.cursor, ordering, field === 'name' ? 'string' : 'number');
  const records = await selectContainers(
    db,
    {
      id: filters.id === undefined ? undefined : Number(filters.id),
      parentId: filters.parent === undefined ? undefined : Number(filters.parent),
      nameSearch: filters.name,
      expiryFrom: filters.expiryFrom,
      expiryTo: filters.expiryTo,
    },
    { field, direction },
    after,
    page.count + 1,
  );
  const { rows, next } = keysetPage(records, page.count, ordering, (last) => ({
    value: orderValue[field](last),
    id: last.id,
  }));
  return { rows: rows.map(toContainerRow), next };
}

/**
 * `GET /api/containers/:id`. A group not yet on the site is not found, except for staff who
 * manage groups (`preview`), who get it marked as a preview.
 */
export async function getContainerDetail(
  db: Db,
  idText: string,
  viewer: GroupViewer,
): Promise<ContainerDetail> {
  const notFound = new AppError('not-found', messages.groups.notFound);
  if (!/^[0-9]{1,9}$/.test(idText)) throw notFound;
  const [record, results] = await Promise.all([
    selectContainer(db, Number(idText)),
    selectContainerResults(db, Number(idText)),
  ]);
  if (record === undefined) throw notFound;
  const { onSite } = record;
  if (!onSite && !viewer.preview) throw notFound;
  return {
    ...toContainerRow(record),
    parent: record.parentId === null ? null : String(record.parentId),
    archived: record.isArchive,
    startedOn: record.startedOn,
    lotsBeforeStart: record.lotsBeforeStart,
    ...results,
    ...(onSite ? {} : { preview: { publishOn: record.siteFrom } }),
  };
}
