import {
  type AuctionDetail,
  type AuctionListFilters,
  type AuctionResult,
  type AuctionRow,
  asDocumentKind,
  type BidRow,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { maskUsername, reserveState } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import type { Page, PageRequest } from '../../plugins/paged-list';
import { getSoftCloseMinutes } from './auction-settings';
import {
  type AuctionDetailRecord,
  type AuctionListRecord,
  type AuctionQuery,
  selectAuctionDetail,
  selectAuctions,
  selectLastBids,
  selectPigeonPictures,
  selectPigeonRaces,
} from './auctions-repository';
import { selectPedigreeChart } from './pedigree-chart';
import { selectPigeonVideos } from './pigeon-videos';
import type { GroupViewer } from './visibility';

/** SPEC §9: bid history of 10. */
export const bidHistoryLength = 10;

function rangeError(field: string): AppError {
  return new AppError('invalid-argument', `Geçersiz aralık: ${field} başlangıcı bitişinden büyük.`);
}

/** Checks what the schema cannot (ranges in order) and turns ids into numbers. */
export function toAuctionQuery(filters: AuctionListFilters): AuctionQuery {
  const ranges = [
    ['status', filters.statusFrom, filters.statusTo],
    ['endingTime', filters.endingTimeFrom, filters.endingTimeTo],
    ['startingBid', filters.startingBidFrom, filters.startingBidTo],
    ['startedOn', filters.startedOnFrom, filters.startedOnTo],
  ] as const;
  for (const [field, from, to] of ranges) {
    if (from !== undefined && to !== undefined && from > to) throw rangeError(field);
  }
  const tag = filters.tagNum?.trim().toLocaleUpperCase('tr-TR');
  if (tag === '') throw new AppError('invalid-argument', messages.auctions.tagEmpty);
  const toId = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  return {
    id: toId(filters.id),
    nameSearch: filters.name,
    descriptionSearch: filters.description,
    bloodlineSearch: filters.bloodline,
    pigeonId: toId(filters.pigeon),
    groupId: toId(filters.group),
    ownerId: filters.owner,
    tagPrefix: tag,
    statusFrom: filters.statusFrom,
    statusTo: filters.statusTo,
    expiryFrom: filters.endingTimeFrom,
    expiryTo: filters.endingTimeTo,
    startingBidFrom: filters.startingBidFrom,
    startingBidTo: filters.startingBidTo,
    startedOnFrom: filters.startedOnFrom,
    startedOnTo: filters.startedOnTo,
  };
}

export function toAuctionRow(record: AuctionListRecord): AuctionRow {
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    status: record.status,
    startingBid: record.startingBid,
    endingTime: record.expiry,
    bidCount: record.bidCount,
    // As the live path: no current bid until somebody bids. A lot sealed below its reserve
    // keeps its highest bid on show, without a bidder (it has no winner).
    currentBid:
      record.bidCount === 0 || (record.currentBidderId === null && !record.reserveUnmet)
        ? null
        : {
            amount: record.currentAmount,
            ancestorAmount: record.ancestorAmount,
            bidder: record.currentBidderId,
            sealed: record.sealed,
          },
    photo: record.photo,
    ownerFullName: record.ownerFullName ?? '',
  };
}

const orderValue = {
  endingTime: (r: AuctionListRecord) => r.expiry,
  startedOn: (r: AuctionListRecord) => r.startedOn,
  startingBid: (r: AuctionListRecord) => r.startingBid,
  bidCount: (r: AuctionListRecord) => r.bidCount,
  name: (r: AuctionListRecord) => r.name,
  currentAmount: (r: AuctionListRecord) => r.currentAmount,
} as const;

/** `POST /api/list/auctions`: keyset pages in (order field, id) order. */
export async function listAuctions(
  db: Db,
  filters: AuctionListFilters,
  page: PageRequest,
): Promise<Page<AuctionRow>> {
  const query = toAuctionQuery(filters);
  const field = filters.orderBy ?? 'endingTime';
  // The price has no index of its own: it sorts one group's lots, never the whole table.
  if (field === 'currentAmount' && filters.group === undefined) {
    throw new AppError('invalid-argument', messages.auctions.priceOrderNeedsGroup);
  }
  const direction = filters.orderDir ?? 'desc';
  const ordering = `${field}:${direction}`;
  const after = readKeysetCursor(page.cursor, ordering, field === 'name' ? 'string' : 'number');
  const records = await selectAuctions(db, query, { field, direction }, after, page.count + 1);
  const { rows, next } = keysetPage(records, page.count, ordering, (last) => ({
    value: orderValue[field](last),
    id: last.id,
  }));
  return { rows: rows.map(toAuctionRow), next };
}

function toBidRow(bid: Awaited<ReturnType<typeof selectLastBids>>[number]): BidRow {
  return {
    numericId: bid.id,
    amount: bid.amount,
    oldAmount: bid.oldAmount,
    on: bid.createdOn,
    bidder: bid.userId,
    // Public: partly masked, as the winner's name is (the bidder sees their own rows as 'Siz').
    bidderName: maskUsername(bid.username ?? ''),
    auto: bid.auto,
  };
}

/**
 * A sealed auction with a bid was sold to its current bidder at its current amount
 * (the hammer price). Running, cancelled (its bids voided) and bidless auctions have none. The
 * winner's username is shown partly masked.
 */
export function auctionResult(
  record: Pick<
    AuctionDetailRecord,
    'status' | 'bidCount' | 'currentAmount' | 'currentBidderId' | 'winnerUsername'
  >,
): AuctionResult | null {
  if (record.status !== AuctionStatus.sealed) return null;
  if (record.bidCount === 0 || record.currentBidderId === null) return null;
  return {
    hammerPrice: record.currentAmount,
    winnerName: maskUsername(record.winnerUsername ?? ''),
    sold: true,
  };
}

/**
 * When a lot of a group goes on the site: when the group does, or at the group's start if
 * that is later and the group shows its lots only from then; null while a draft hides it.
 */
function lotsPublicFrom(record: {
  groupPublishOn: number | null;
  groupStartedOn: number | null;
  groupLotsBeforeStart: boolean | null;
}): number | null {
  const { groupPublishOn, groupStartedOn, groupLotsBeforeStart } = record;
  if (groupPublishOn === null || groupLotsBeforeStart !== false || groupStartedOn === null) {
    return groupPublishOn;
  }
  return Math.max(groupPublishOn, groupStartedOn);
}

/**
 * `GET /api/auctions/:id`: the auction, its pigeon, the last 10 bids and the soft-close rule.
 * A lot of a group not yet on the site is not found, except for staff who manage groups, who
 * get it marked as a preview.
 */
export async function getAuctionDetail(
  db: Db,
  idText: string,
  viewer: GroupViewer,
): Promise<AuctionDetail> {
  const notFound = new AppError('not-found', messages.auctions.notFound);
  if (!/^[0-9]{1,9}$/.test(idText)) throw notFound;
  const record = await selectAuctionDetail(db, Number(idText));
  if (record === undefined) throw notFound;
  const onSite = record.parentId === null || record.groupOnSite;
  if (!onSite && !viewer.preview) throw notFound;
  const [pictures, races, pedigreeChart, videos, lastBids, softCloseMinutes] = await Promise.all([
    selectPigeonPictures(db, record.pigeonId),
    selectPigeonRaces(db, record.pigeonId),
    selectPedigreeChart(db, record.pigeonId),
    selectPigeonVideos(db, record.pigeonId),
    selectLastBids(db, record.id, bidHistoryLength),
    getSoftCloseMinutes(db),
  ]);
  return {
    auction: {
      ...toAuctionRow(record),
      expiry: record.expiry,
      startedOn: record.startedOn,
      parent: record.parentId === null ? null : String(record.parentId),
      pigeon: {
        ...record.pigeon,
        id: String(record.pigeonId),
        ownerFullName: record.ownerFullName ?? '',
        province: record.ownerProvince ?? '',
        city: record.ownerCity ?? '',
        ...pictures,
      },
      bidCeiling: record.bidCeiling,
      cancelReason: record.status === AuctionStatus.cancelled ? record.cancelReason : null,
      pedigree:
        record.pedigreeUrl === null || record.pedigreeKind === null
          ? null
          : { url: record.pedigreeUrl, kind: asDocumentKind(record.pedigreeKind) },
      dnaCertificate:
        record.dnaCertificateUrl === null || record.dnaCertificateKind === null
          ? null
          : { url: record.dnaCertificateUrl, kind: asDocumentKind(record.dnaCertificateKind) },
      races,
      pedigreeChart,
      videos,
    },
    bids: lastBids.map(toBidRow),
    softCloseMinutes,
    result: auctionResult(record),
    reserve: reserveState(record),
    ...(onSite ? {} : { preview: { publishOn: lotsPublicFrom(record) } }),
  };
}
