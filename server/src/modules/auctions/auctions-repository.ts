import { AUCTION_PIGEON_COLUMNS } from '@kanat/shared/contracts';
import { raceResultsBestFirst } from '@kanat/shared/rules';
import { and, asc, desc, eq, gte, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { columnsOf } from '../../db/columns';
import type { Db } from '../../db/connection';
import {
  auctionContainers,
  auctions,
  bids,
  mediaFiles,
  pigeonPictures,
  pigeonRaceResults,
  pigeons,
  users,
} from '../../db/schema';
import { afterPosition, type KeysetPosition, type SortDirection } from '../../lib/keyset';
import { escapeLike, matchesText } from '../../lib/search-text';
import { containerSiteFrom, lotOnSite } from './visibility';

/** Already validated and parsed filters of the auction list. */
export interface AuctionQuery {
  id?: number;
  nameSearch?: string;
  descriptionSearch?: string;
  bloodlineSearch?: string;
  pigeonId?: number;
  groupId?: number;
  ownerId?: string;
  tagPrefix?: string;
  statusFrom?: number;
  statusTo?: number;
  expiryFrom?: number;
  expiryTo?: number;
  startingBidFrom?: number;
  startingBidTo?: number;
  startedOnFrom?: number;
  startedOnTo?: number;
}

export const auctionOrderColumns = {
  endingTime: auctions.expiry,
  startedOn: auctions.startedOn,
  startingBid: auctions.startingBid,
  bidCount: auctions.bidCount,
  name: auctions.name,
  // No index of its own: only allowed with `group`, whose few lots auctions_parent_idx finds.
  currentAmount: auctions.currentAmount,
} satisfies Record<string, AnyPgColumn>;

export type AuctionOrderColumn = keyof typeof auctionOrderColumns;

/** Joins an auction's cover: its pigeon's first picture (none when the pigeon has none). */
export const auctionCover = and(
  eq(pigeonPictures.pigeonId, auctions.pigeonId),
  eq(pigeonPictures.position, 0),
);

/** Rows whose text starts with `text`, taken literally. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

function conditions(q: AuctionQuery): SQL[] {
  // Only lots the public sees: open auctions, and lots of groups on the site.
  const where: SQL[] = [lotOnSite(auctions.parentId)];
  const add = (condition: SQL | undefined) => {
    if (condition !== undefined) where.push(condition);
  };
  if (q.id !== undefined) add(eq(auctions.id, q.id));
  if (q.nameSearch !== undefined) add(matchesText(auctions.name, q.nameSearch));
  if (q.descriptionSearch !== undefined) {
    add(matchesText(auctions.description, q.descriptionSearch));
  }
  if (q.bloodlineSearch !== undefined) add(matchesText(pigeons.bloodline, q.bloodlineSearch));
  if (q.pigeonId !== undefined) add(eq(auctions.pigeonId, q.pigeonId));
  if (q.groupId !== undefined) add(eq(auctions.parentId, q.groupId));
  if (q.ownerId !== undefined) add(eq(pigeons.ownerId, q.ownerId));
  if (q.tagPrefix !== undefined) add(like(pigeons.tagNum, likePrefix(q.tagPrefix)));
  if (q.statusFrom !== undefined && q.statusFrom === q.statusTo) {
    // Equality with the value inlined (a validated 0-5 integer), so the planner can match
    // the partial index of ongoing auctions, which only a literal `status = 2` implies.
    add(sql`${auctions.status} = ${sql.raw(String(Math.trunc(q.statusFrom)))}`);
  } else {
    if (q.statusFrom !== undefined) add(gte(auctions.status, q.statusFrom));
    if (q.statusTo !== undefined) add(lte(auctions.status, q.statusTo));
  }
  if (q.expiryFrom !== undefined) add(gte(auctions.expiry, q.expiryFrom));
  if (q.expiryTo !== undefined) add(lte(auctions.expiry, q.expiryTo));
  if (q.startingBidFrom !== undefined) add(gte(auctions.startingBid, q.startingBidFrom));
  if (q.startingBidTo !== undefined) add(lte(auctions.startingBid, q.startingBidTo));
  if (q.startedOnFrom !== undefined) add(gte(auctions.startedOn, q.startedOnFrom));
  if (q.startedOnTo !== undefined) add(lte(auctions.startedOn, q.startedOnTo));
  return where;
}

const listColumns = {
  id: auctions.id,
  name: auctions.name,
  description: auctions.description,
  status: auctions.status,
  startingBid: auctions.startingBid,
  startedOn: auctions.startedOn,
  expiry: auctions.expiry,
  bidCount: auctions.bidCount,
  currentAmount: auctions.currentAmount,
  ancestorAmount: auctions.ancestorAmount,
  currentBidderId: auctions.currentBidderId,
  sealed: auctions.sealed,
  reserveUnmet: auctions.reserveUnmet,
  parentId: auctions.parentId,
  pigeonId: auctions.pigeonId,
  photo: pigeonPictures.url,
  ownerFullName: users.fullname,
};

/**
 * One page of auctions in `(order column, id)` order. The owner and the first picture are
 * joined per row by primary key, so the plan stays a walk of the ordering index.
 */
export async function selectAuctions(
  db: Db,
  query: AuctionQuery,
  order: { field: AuctionOrderColumn; direction: SortDirection },
  after: KeysetPosition | null,
  limit: number,
) {
  const column = auctionOrderColumns[order.field];
  const where = conditions(query);
  if (after !== null) where.push(afterPosition(column, auctions.id, order.direction, after));
  const sort = order.direction === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(auctions)
    .innerJoin(pigeons, eq(pigeons.id, auctions.pigeonId))
    .innerJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(pigeonPictures, auctionCover)
    .where(and(...where))
    .orderBy(sort(column), sort(auctions.id))
    .limit(limit);
}

/** The current bidder, joined beside the owner (both are users). */
const winners = alias(users, 'winners');
/** The DNA sex certificate, joined beside the pedigree (both are media files). */
const certificates = alias(mediaFiles, 'certificates');

/** An auction whether or not its group is on the site (the service decides who may see it). */
export async function selectAuctionDetail(db: Db, id: number) {
  const rows = await db
    .select({
      ...listColumns,
      /** The pigeon's columns an auction page shows (AUCTION_PIGEON_COLUMNS), and no more. */
      pigeon: columnsOf(pigeons, AUCTION_PIGEON_COLUMNS),
      ownerId: pigeons.ownerId,
      ownerProvince: users.province,
      ownerCity: users.city,
      bidCeiling: auctions.bidCeiling,
      cancelReason: auctions.cancelReason,
      reservePrice: auctions.reservePrice,
      pedigreeUrl: mediaFiles.url,
      pedigreeKind: mediaFiles.kind,
      dnaCertificateUrl: certificates.url,
      dnaCertificateKind: certificates.kind,
      /** The current bidder's username (the winner once sealed); null before any bid. */
      winnerUsername: winners.username,
      /**
       * When the group goes on the site, its folders considered (null: it or a folder is a
       * draft, or no group: see `inGroup`).
       */
      groupPublishOn: sql<number | null>`${containerSiteFrom(auctionContainers)}`.mapWith(Number),
      /**
       * Whether the lot is on the site, by the database's clock (as the lists judge): its group
       * and the folders above are, and the group shows its lots now.
       */
      groupOnSite: sql<boolean>`${lotOnSite(auctions.parentId)}`,
      /** The group's start and whether it shows its lots before it (null: no group). */
      groupStartedOn: auctionContainers.startedOn,
      groupLotsBeforeStart: auctionContainers.lotsBeforeStart,
    })
    .from(auctions)
    .innerJoin(pigeons, eq(pigeons.id, auctions.pigeonId))
    .innerJoin(users, eq(users.id, pigeons.ownerId))
    .leftJoin(pigeonPictures, auctionCover)
    .leftJoin(mediaFiles, eq(mediaFiles.id, pigeons.pedigreeMediaId))
    .leftJoin(certificates, eq(certificates.id, pigeons.dnaCertificateMediaId))
    .leftJoin(winners, eq(winners.id, auctions.currentBidderId))
    .leftJoin(auctionContainers, eq(auctionContainers.id, auctions.parentId))
    .where(eq(auctions.id, id));
  return rows[0];
}

export type AuctionListRecord = Awaited<ReturnType<typeof selectAuctions>>[number];
export type AuctionDetailRecord = NonNullable<Awaited<ReturnType<typeof selectAuctionDetail>>>;

/** The pigeon's race results, best first (as the auction page lists them). */
export async function selectPigeonRaces(db: Db, pigeonId: number) {
  const rows = await db
    .select({
      name: pigeonRaceResults.name,
      date: pigeonRaceResults.raceDate,
      releasePoint: pigeonRaceResults.releasePoint,
      distanceM: pigeonRaceResults.distanceM,
      place: pigeonRaceResults.place,
      basketed: pigeonRaceResults.basketed,
      speedMmPerMin: pigeonRaceResults.speedMmPerMin,
      coefficientMilli: pigeonRaceResults.coefficientMilli,
    })
    .from(pigeonRaceResults)
    .where(eq(pigeonRaceResults.pigeonId, pigeonId))
    .orderBy(asc(pigeonRaceResults.position));
  return raceResultsBestFirst(rows);
}

/** The pigeon's pictures in order (the first is its photo), and what each one shows. */
export async function selectPigeonPictures(
  db: Db,
  pigeonId: number,
): Promise<{ pictures: string[]; pictureSlots: Array<string | null> }> {
  const rows = await db
    .select({ url: pigeonPictures.url, slot: pigeonPictures.slot })
    .from(pigeonPictures)
    .where(eq(pigeonPictures.pigeonId, pigeonId))
    .orderBy(asc(pigeonPictures.position));
  return { pictures: rows.map((row) => row.url), pictureSlots: rows.map((row) => row.slot) };
}

/**
 * The newest bids of an auction, newest first (bids_auction_idx backwards). Voided bids (a
 * cancelled auction's) stay on record but are never shown.
 */
export async function selectLastBids(db: Db, auctionId: number, limit: number) {
  return db
    .select({
      id: bids.id,
      amount: bids.amount,
      oldAmount: bids.oldAmount,
      createdOn: bids.createdOn,
      userId: bids.userId,
      username: users.username,
      auto: bids.auto,
    })
    .from(bids)
    .leftJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.auctionId, auctionId), isNull(bids.voidedAt)))
    .orderBy(desc(bids.id))
    .limit(limit);
}
