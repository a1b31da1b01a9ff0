import { createHash } from 'node:crypto';
import { minNextBid } from '@kanat/shared/rules';
import { AuctionStatus } from '../db/schema';
import { demoAccounts } from './demo-accounts';
import { newAuctionRow, pushBid } from './demo-auctions';
import {
  type AuctionRow,
  type ContainerRow,
  type DemoBuilder,
  day,
  hour,
  minute,
  type PigeonInfo,
  type UserRow,
} from './demo-builder';

// After the hammer (issue 33), a sale whose story the demo tells whole: 'Eylül Kulüp Mezatı',
// a group that ended two weeks ago, so its statements are past their due day and grace. Two
// of its buyers are yet to pay; the third never will, and the lot they won had an underbidder
// a second-chance offer can reach. Its people are members with no other statement (no lot won
// in a sale of the last 60 days), from the end of the phone-ordered list, so the browser tests
// that take members from its start never meet them. Built last and without the random source,
// so the rest of the demo data stays as it was.

export const STORY_SALE_NAME = 'Eylül Kulüp Mezatı';
const endedDaysAgo = 14;
const settledWithinDays = 60;

/** The story's members: two buyers who will pay, the one who will not, the underbidder. */
export interface StoryPeople {
  payer: UserRow;
  instalments: UserRow;
  nonPayer: UserRow;
  underbidder: UserRow;
}

function storyPeople(demo: DemoBuilder): StoryPeople {
  const documented = new Set<string>(demoAccounts.map((a) => a.phoneNumber));
  const owners = new Set(demo.pigeons.map((p) => p.row.ownerId));
  const since = demo.now - settledWithinDays * day;
  const winners = new Set(
    demo.auctions
      .filter((a) => a.status === AuctionStatus.sealed && a.expiry >= since)
      .map((a) => a.currentBidderId),
  );
  const free = demo.members
    .filter(
      (m) =>
        m.phoneNumber != null &&
        !documented.has(m.phoneNumber) &&
        m.accountEnabled !== false &&
        !owners.has(m.id) &&
        !winners.has(m.id),
    )
    .sort((a, b) => (b.phoneNumber as string).localeCompare(a.phoneNumber as string));
  const [payer, instalments, nonPayer, underbidder] = free;
  if (!payer || !instalments || !nonPayer || !underbidder) {
    throw new Error('the demo settlement story needs four members without statements');
  }
  return { payer, instalments, nonPayer, underbidder };
}

/** Two free pigeons of one owner and one of another. */
function storyPigeons(demo: DemoBuilder): [PigeonInfo, PigeonInfo, PigeonInfo] {
  const byOwner = new Map<string, PigeonInfo[]>();
  for (const pigeon of demo.freePigeons) {
    const owner = pigeon.row.ownerId as string;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), pigeon]);
  }
  const first = [...byOwner.values()].find((list) => list.length >= 2);
  const second = [...byOwner.entries()].find(
    ([owner, list]) => list.length >= 1 && owner !== first?.[0]?.row.ownerId,
  )?.[1];
  if (!first || !second) throw new Error('the demo settlement story needs free pigeons');
  const chosen: [PigeonInfo, PigeonInfo, PigeonInfo] = [
    first[0] as PigeonInfo,
    first[1] as PigeonInfo,
    second[0] as PigeonInfo,
  ];
  demo.freePigeons = demo.freePigeons.filter((p) => !chosen.includes(p));
  return chosen;
}

/** A sealed lot of the story with its bids, each the minimum step over the one before. */
function storyLot(
  demo: DemoBuilder,
  pigeon: PigeonInfo,
  parentId: number,
  endingTime: number,
  startingBid: number,
  bidders: readonly UserRow[],
): AuctionRow {
  const auction = newAuctionRow(demo, pigeon, {
    description:
      `${pigeon.line} hattından ${pigeon.year} doğumlu ${pigeon.color.toLocaleLowerCase('tr-TR')} ` +
      `${pigeon.gender.toLocaleLowerCase('tr-TR')}; kulübün eylül mezatında satıldı. ` +
      `Bilezik: ${pigeon.row.tagNum}.`,
    parentId,
    startingBid,
    startedOn: endingTime - 7 * day,
    endingTime,
    ended: true,
  });
  bidders.forEach((bidder, index) => {
    pushBid(demo, auction, {
      userId: bidder.id as string,
      amount: minNextBid(auction.currentAmount),
      createdOn: endingTime - (bidders.length - index) * hour,
      nonce: createHash('sha256').update(`eylul-${auction.id}-${index}`).digest('hex'),
    });
  });
  demo.auctions.push(auction);
  return auction;
}

/** Adds the story's group under the archive (after every other builder). */
export function buildSettlementStory(demo: DemoBuilder): StoryPeople {
  const people = storyPeople(demo);
  const { payer, instalments, nonPayer, underbidder } = people;
  const [red, grey, blue] = storyPigeons(demo);
  const end = demo.now - endedDaysAgo * day;
  const id = demo.nextContainerId++;
  const lots = [
    // The non-payer outbids the underbidder, who had outbid the payer.
    storyLot(demo, red, id, end, 2000, [payer, underbidder, payer, underbidder, nonPayer]),
    storyLot(demo, grey, id, end + 3 * minute, 1500, [instalments, payer]),
    storyLot(demo, blue, id, end + 6 * minute, 1000, [underbidder, instalments]),
  ];
  const archive = demo.containers.find((c) => c.id === demo.archiveId) as ContainerRow;
  const bidCount = lots.reduce((n, a) => n + (a.bidCount ?? 0), 0);
  const amount = lots.reduce((n, a) => n + a.currentAmount, 0);
  const row: ContainerRow = {
    id,
    parentId: archive.id,
    name: STORY_SALE_NAME,
    description: 'Kulübün eylül ayı mezatı: üç lot, iki yetiştirici.',
    photo: red.picture,
    isFinalContainer: true,
    isArchive: true,
    startedOn: Math.min(...lots.map((a) => a.startedOn)),
    endingTime: Math.max(...lots.map((a) => a.endingTime)),
    childCount: lots.length,
    totalAuctionsCount: lots.length,
    totalBidCount: bidCount,
    totalAmount: amount,
    expiry: Math.max(...lots.map((a) => a.expiry)),
    createdAt: new Date(Math.min(...lots.map((a) => a.startedOn))),
    publishOn: Math.min(...lots.map((a) => a.startedOn)),
  };
  demo.containers.push(row);
  archive.childCount = (archive.childCount ?? 0) + 1;
  archive.totalAuctionsCount = (archive.totalAuctionsCount ?? 0) + lots.length;
  archive.totalBidCount = (archive.totalBidCount ?? 0) + bidCount;
  archive.totalAmount = (archive.totalAmount ?? 0) + amount;
  archive.endingTime = Math.max(archive.endingTime ?? 0, row.endingTime ?? 0);
  archive.expiry = Math.max(archive.expiry ?? 0, row.expiry ?? 0);
  return people;
}
