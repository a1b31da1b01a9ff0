import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  AuctionStatus,
  auctionContainers,
  auctions,
  bids,
  hallLots,
  pigeonPictures,
  pigeons,
  saleContractAcceptances,
  users,
} from '../db/schema';
import {
  recomputeSummary,
  selectChainsDeepestFirst,
} from '../modules/auctions/containers-repository';
import { setSiteInfo } from '../modules/site-info/site-info-service';

/** Test data for the auction modules, written straight into the tables. */

let counter = 0;
const next = () => ++counter;

export async function insertOwner(
  db: Db,
  person: { fullname: string; province?: string; city?: string; id?: string },
): Promise<string> {
  // 20 characters: a "fake user" owner without an account (SPEC §3).
  const id = person.id ?? randomBytes(10).toString('hex');
  await db.insert(users).values({
    id,
    fullname: person.fullname,
    province: person.province ?? 'İzmir',
    city: person.city ?? 'Bornova',
  });
  return id;
}

export async function insertPigeon(
  db: Db,
  pigeon: {
    ownerId: string;
    serial?: number;
    tagNum?: string;
    active?: 0 | 1;
    state?: string;
    pictures?: string[];
  },
): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(pigeons)
    .values({
      serial: pigeon.serial ?? 500_000 + n,
      tagNum: pigeon.tagNum ?? `TR-2099-${String(n).padStart(6, '0')}`,
      ownerId: pigeon.ownerId,
      active: pigeon.active ?? 1,
      state: pigeon.state ?? 'Yarışçı',
    })
    .returning({ id: pigeons.id });
  if (row === undefined) throw new Error('pigeon not inserted');
  const pictures = pigeon.pictures ?? [`/media/test/guvercin-${n}.jpg`];
  if (pictures.length > 0) {
    await db
      .insert(pigeonPictures)
      .values(pictures.map((url, position) => ({ pigeonId: row.id, position, url })));
  }
  return row.id;
}

export interface AuctionSeed {
  pigeonId: number;
  name?: string;
  description?: string;
  parentId?: number | null;
  startingBid?: number;
  startedOn?: number;
  /** ms epoch; also the expiry. */
  endingTime: number;
  status?: number;
}

export async function insertAuction(db: Db, seed: AuctionSeed): Promise<number> {
  const startingBid = seed.startingBid ?? 500;
  const status = seed.status ?? AuctionStatus.ongoing;
  const [row] = await db
    .insert(auctions)
    .values({
      name: seed.name ?? `Açık arttırma ${next()}`,
      description: seed.description ?? 'Deneme açıklaması.',
      pigeonId: seed.pigeonId,
      parentId: seed.parentId ?? null,
      status,
      startingBid,
      startedOn: seed.startedOn ?? seed.endingTime - 7 * 86_400_000,
      endingTime: seed.endingTime,
      expiry: seed.endingTime,
      currentAmount: startingBid,
      sealed: status === AuctionStatus.sealed,
    })
    .returning({ id: auctions.id });
  if (row === undefined) throw new Error('auction not inserted');
  return row.id;
}

/** Bids written as history (not through the engine), keeping the auction row consistent. */
export async function insertBidHistory(
  db: Db,
  auctionId: number,
  history: Array<{ userId: string; amount: number; on: number }>,
): Promise<void> {
  const [auction] = await db
    .select({ startingBid: auctions.startingBid })
    .from(auctions)
    .where(eqId(auctionId));
  let previous = auction?.startingBid ?? 0;
  for (const bid of history) {
    await db.insert(bids).values({
      auctionId,
      userId: bid.userId,
      amount: bid.amount,
      oldAmount: previous,
      nonce: randomBytes(32).toString('base64'),
      createdOn: bid.on,
    });
    previous = bid.amount;
  }
  const last = history.at(-1);
  if (last === undefined) return;
  const before = history.at(-2)?.amount ?? auction?.startingBid ?? 0;
  await db
    .update(auctions)
    .set({
      bidCount: history.length,
      currentAmount: last.amount,
      ancestorAmount: before,
      currentBidderId: last.userId,
    })
    .where(eqId(auctionId));
}

function eqId(id: number) {
  return eq(auctions.id, id);
}

export async function insertContainer(
  db: Db,
  container: {
    name: string;
    parentId?: number | null;
    isFinalContainer: boolean;
    isArchive?: boolean;
    expiry: number;
    description?: string;
    photo?: string | null;
    /** When it goes on the site (null: a draft); by default a week before its end, its start. */
    publishOn?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(auctionContainers)
    .values({
      name: container.name,
      description: container.description ?? '',
      photo: container.photo ?? null,
      parentId: container.parentId ?? null,
      isFinalContainer: container.isFinalContainer,
      isArchive: container.isArchive ?? false,
      startedOn: container.expiry - 7 * 86_400_000,
      publishOn:
        container.publishOn === undefined ? container.expiry - 7 * 86_400_000 : container.publishOn,
      endingTime: container.expiry,
      expiry: container.expiry,
    })
    .returning({ id: auctionContainers.id });
  if (row === undefined) throw new Error('container not inserted');
  return row.id;
}

/**
 * The two roots staff work under, named in site information as the site finds them: the
 * vitrine (groups on the site) and the archive.
 */
export async function insertAuctionRoots(
  db: Db,
  names: { vitrine?: string } = {},
): Promise<{ vitrine: number; archive: number }> {
  const vitrine = await insertContainer(db, {
    name: names.vitrine ?? 'Grup İhaleler',
    isFinalContainer: false,
    expiry: 0,
  });
  const archive = await insertContainer(db, {
    name: 'Arşiv',
    isFinalContainer: false,
    isArchive: true,
    expiry: 0,
  });
  await setSiteInfo(db, {
    auction_vitrine_id: String(vitrine),
    auction_archive_id: String(archive),
  });
  return { vitrine, archive };
}

/** Brings the summaries of `ids` and their ancestors in line with their contents. */
export async function recomputeSummaries(db: Db, ids: number[]): Promise<void> {
  const chain = await selectChainsDeepestFirst(db, ids);
  await db.transaction(async (tx) => {
    for (const id of chain) await recomputeSummary(tx, id);
  });
}

/**
 * Records that these members accepted the contract of each lot's sale (issue 35), as
 * `acceptSaleContract` would: a bid is refused before it. Bidding fixtures call it, so tests
 * about something else bid as a member who has read the terms; the contract's own tests bid
 * without it.
 */
export async function acceptSaleContracts(
  db: Db,
  userIds: readonly string[],
  auctionIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0 || auctionIds.length === 0) return;
  const lots = await db
    .select({ id: auctions.id, parentId: auctions.parentId })
    .from(auctions)
    .where(inArray(auctions.id, [...auctionIds]));
  const rows = userIds.flatMap((userId) =>
    lots.map((lot) => ({
      userId,
      saleKind: lot.parentId === null ? 'auction' : 'group',
      saleId: lot.parentId ?? lot.id,
      textVersion: 1,
    })),
  );
  if (rows.length > 0) await db.insert(saleContractAcceptances).values(rows).onConflictDoNothing();
}

/** The same for hall lots: the members accepted the contract of each lot's hall sale. */
export async function acceptHallSaleContracts(
  db: Db,
  userIds: readonly string[],
  hallLotIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0 || hallLotIds.length === 0) return;
  const lots = await db
    .select({ saleId: hallLots.saleId })
    .from(hallLots)
    .where(inArray(hallLots.id, [...hallLotIds]));
  const rows = userIds.flatMap((userId) =>
    lots.map((lot) => ({ userId, saleKind: 'hall', saleId: lot.saleId, textVersion: 1 })),
  );
  if (rows.length > 0) await db.insert(saleContractAcceptances).values(rows).onConflictDoNothing();
}
