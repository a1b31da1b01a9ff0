import { minNextBid } from '@kanat/shared/rules';
import { AuctionStatus } from '../db/schema';
import { archivePlan, type GroupPlan, openAuctionEnds, vitrinePlan } from './demo-auction-plans';
import {
  type AuctionRow,
  type ContainerRow,
  type DemoBuilder,
  day,
  hour,
  minute,
  type PigeonInfo,
} from './demo-builder';
import { raceDistances, releasePoints } from './turkish-data';

function takePigeon(demo: DemoBuilder): PigeonInfo {
  const pigeon = demo.freePigeons.pop();
  if (pigeon === undefined) throw new Error('demo data ran out of pigeons');
  return pigeon;
}

/** A lot's row before any bid: running, or sealed when `ended`. */
export function newAuctionRow(
  demo: DemoBuilder,
  pigeon: PigeonInfo,
  lot: {
    description: string;
    parentId: number | null;
    startingBid: number;
    startedOn: number;
    endingTime: number;
    ended: boolean;
  },
): AuctionRow {
  return {
    id: demo.nextAuctionId++,
    name: `${pigeon.line} ${pigeon.color} ${pigeon.gender}`,
    description: lot.description,
    pigeonId: pigeon.row.id,
    parentId: lot.parentId,
    status: lot.ended ? AuctionStatus.sealed : AuctionStatus.ongoing,
    startingBid: lot.startingBid,
    startedOn: lot.startedOn,
    endingTime: lot.endingTime,
    expiry: lot.endingTime,
    bidCount: 0,
    currentAmount: lot.startingBid,
    ancestorAmount: null,
    currentBidderId: null,
    sealed: lot.ended,
    createdAt: new Date(lot.startedOn),
  };
}

/** Adds a bid to the lot's history and makes it the lot's standing bid. */
export function pushBid(
  demo: DemoBuilder,
  auction: AuctionRow,
  bid: { userId: string; amount: number; createdOn: number; nonce: string },
): void {
  demo.bids.push({
    id: demo.nextBidId++,
    auctionId: auction.id,
    userId: bid.userId,
    amount: bid.amount,
    oldAmount: auction.currentAmount,
    nonce: bid.nonce,
    deviceId: null,
    signature: null,
    createdOn: bid.createdOn,
    createdAt: new Date(bid.createdOn),
  });
  auction.ancestorAmount = auction.currentAmount;
  auction.currentAmount = bid.amount;
  auction.currentBidderId = bid.userId;
  auction.bidCount = (auction.bidCount ?? 0) + 1;
}

function addAuction(
  demo: DemoBuilder,
  endingTime: number,
  parentId: number | null,
  bidChance: number,
): AuctionRow {
  const pigeon = takePigeon(demo);
  const now = demo.now;
  const expired = endingTime <= now;
  const duration = demo.rnd.int(5, 14) * day;
  // Every auction has started at least an hour ago, however far its end is.
  const startedOn = Math.min(endingTime - duration, now - demo.rnd.int(1, 72) * hour);
  const startingBid = demo.rnd.pick([250, 500, 750, 1000, 1500, 2000, 2500, 3000, 5000, 7500]);
  const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
  const place = demo.rnd.int(1, 25);
  const description =
    `${pigeon.line} hattından ${pigeon.year} doğumlu ${lower(pigeon.color)} ${lower(pigeon.gender)}. ` +
    `${demo.rnd.pick(raceDistances)} yarışlarında derece yapmış bir soydan gelir; ` +
    `${demo.rnd.pick(releasePoints)} bırakışında ${place}. oldu. Bilezik: ${pigeon.row.tagNum}.`;
  const auction = newAuctionRow(demo, pigeon, {
    description,
    parentId,
    startingBid,
    startedOn,
    endingTime,
    ended: expired,
  });
  if (demo.rnd.chance(bidChance)) placeBids(demo, auction);
  demo.auctions.push(auction);
  return auction;
}

/** Bids in time order, each at least the SPEC §9 minimum over the one before. */
function placeBids(demo: DemoBuilder, auction: AuctionRow): void {
  const count = demo.rnd.int(1, 12);
  const from = auction.startedOn + 10 * minute;
  const until = demo.past(auction.endingTime - minute);
  if (until <= from) return;
  const times = Array.from(
    { length: count },
    () => from + Math.floor(demo.rnd.next() * (until - from)),
  ).sort((a, b) => a - b);
  let current = auction.startingBid;
  let previousBidder: string | null = null;
  for (const createdOn of times) {
    const minimum = minNextBid(current);
    const amount = minimum + (minimum - current) * demo.rnd.int(0, 2);
    let bidder = demo.rnd.pick(demo.members);
    while (bidder.id === previousBidder) bidder = demo.rnd.pick(demo.members);
    pushBid(demo, auction, {
      userId: bidder.id as string,
      amount,
      createdOn,
      nonce: demo.rnd.hex(32),
    });
    current = amount;
    previousBidder = bidder.id;
  }
}

function addContainer(
  demo: DemoBuilder,
  plan: GroupPlan,
  parentId: number | null,
  archive: boolean,
): { row: ContainerRow; auctions: AuctionRow[] } {
  const id = demo.nextContainerId++;
  const childAuctions: AuctionRow[] = [];
  const childContainers: ContainerRow[] = [];
  const descendants: AuctionRow[] = [];
  const final = plan.children === undefined;
  if (final) {
    const end = demo.now + (plan.endsIn ?? day);
    for (let i = 0; i < (plan.auctions ?? 4); i++) {
      const auction = addAuction(demo, end + i * 3 * minute, id, archive ? 0.92 : 0.8);
      childAuctions.push(auction);
    }
    descendants.push(...childAuctions);
  } else {
    for (const child of plan.children ?? []) {
      const built = addContainer(demo, child, id, archive);
      childContainers.push(built.row);
      descendants.push(...built.auctions);
    }
  }
  const first = descendants[0];
  const photo =
    first === undefined
      ? null
      : (demo.pigeons.find((p) => p.row.id === first.pigeonId)?.picture ?? null);
  const withBids = descendants.filter((a) => (a.bidCount ?? 0) > 0);
  const row: ContainerRow = {
    id,
    parentId,
    name: plan.name,
    description: plan.description,
    photo,
    isFinalContainer: final,
    isArchive: archive,
    startedOn: Math.min(...descendants.map((a) => a.startedOn)),
    endingTime: Math.max(...descendants.map((a) => a.endingTime)),
    childCount: final ? childAuctions.length : childContainers.length,
    totalAuctionsCount: descendants.length,
    totalBidCount: descendants.reduce((sum, a) => sum + (a.bidCount ?? 0), 0),
    // The value of the bids standing now: what the group sells for if it closed now.
    totalAmount: withBids.reduce((sum, a) => sum + a.currentAmount, 0),
    expiry: Math.max(...descendants.map((a) => a.expiry)),
    createdAt: new Date(Math.min(...descendants.map((a) => a.startedOn))),
    // On the site from its start, as every group the house has run.
    publishOn: Math.min(...descendants.map((a) => a.startedOn)),
  };
  demo.containers.push(row);
  return { row, auctions: descendants };
}

export function buildAuctions(demo: DemoBuilder): void {
  for (const end of openAuctionEnds) addAuction(demo, demo.now + Math.round(end), null, 0.75);
  demo.vitrineId = addContainer(demo, vitrinePlan, null, false).row.id;
  demo.archiveId = addContainer(demo, archivePlan, null, true).row.id;
  // Parents are built after their children; insert them first.
  demo.containers.sort((a, b) => a.id - b.id);
}
