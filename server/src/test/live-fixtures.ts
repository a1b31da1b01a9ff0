// Fixtures shared by the live stream tests (live.test.ts and live.pg.test.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { auctionContainers, auctions, bids, pigeonPictures, pigeons, users } from '../db/schema';
import { publishLiveMany } from '../modules/live/live-publisher';
import type { LiveMessage } from './live-client';

export interface Fixture {
  ownerId: string;
  bidderId: string;
  bidderName: string;
  pigeonId: number;
  containerId: number;
  auctionId: number;
  expiry: number;
}

let counter = 0;

export async function createFixture(db: Db): Promise<Fixture> {
  counter += 1;
  const ownerId = randomBytes(10).toString('hex');
  const bidderId = randomBytes(14).toString('hex');
  const bidderName = `izleyici${counter}${randomBytes(2).toString('hex')}`.slice(0, 12);
  await db.insert(users).values([
    { id: ownerId, fullname: 'Kanat Sahibi' },
    { id: bidderId, username: bidderName, fullname: 'Teklif Veren', accountEnabled: true },
  ]);
  const serial = 100_000 + Math.floor(Math.random() * 800_000);
  const [pigeon] = await db
    .insert(pigeons)
    .values({ serial, tagNum: `TR-2025-${serial}`, ownerId, state: 'Sağlıklı' })
    .returning({ id: pigeons.id });
  const pigeonId = (pigeon as { id: number }).id;
  await db.insert(pigeonPictures).values([
    { pigeonId, position: 1, url: '/media/test/ikinci.jpg' },
    { pigeonId, position: 0, url: '/media/test/ilk.jpg' },
  ]);
  const now = Date.now();
  const expiry = now + 3 * 3_600_000;
  const [container] = await db
    .insert(auctionContainers)
    .values({
      name: 'Bahar Grubu',
      isFinalContainer: true,
      startedOn: now,
      publishOn: now,
      endingTime: expiry,
      expiry,
      childCount: 1,
      totalAuctionsCount: 1,
      totalBidCount: 2,
      totalAmount: 1100,
    })
    .returning({ id: auctionContainers.id });
  const containerId = (container as { id: number }).id;
  const [auction] = await db
    .insert(auctions)
    .values({
      name: 'Mavi Kanat',
      pigeonId,
      parentId: containerId,
      startingBid: 1000,
      startedOn: now,
      endingTime: expiry,
      expiry,
      bidCount: 2,
      currentAmount: 1100,
      ancestorAmount: 1050,
      currentBidderId: bidderId,
    })
    .returning({ id: auctions.id });
  const auctionId = (auction as { id: number }).id;
  await db.insert(bids).values([
    {
      auctionId,
      userId: bidderId,
      amount: 1050,
      oldAmount: 1000,
      nonce: randomUUID(),
      createdOn: now - 2000,
    },
    {
      auctionId,
      userId: bidderId,
      amount: 1100,
      oldAmount: 1050,
      nonce: randomUUID(),
      createdOn: now - 1000,
    },
  ]);
  return { ownerId, bidderId, bidderName, pigeonId, containerId, auctionId, expiry };
}

/** What the bid engine does: one transaction raising the price, then NOTIFY at commit. */
export async function placeBid(db: Db, fixture: Fixture, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ current: auctions.currentAmount })
      .from(auctions)
      .where(eq(auctions.id, fixture.auctionId))
      .for('update');
    const oldAmount = (before as { current: number }).current;
    await tx.insert(bids).values({
      auctionId: fixture.auctionId,
      userId: fixture.bidderId,
      amount,
      oldAmount,
      nonce: randomUUID(),
      createdOn: Date.now(),
    });
    await tx
      .update(auctions)
      .set({
        currentAmount: amount,
        ancestorAmount: oldAmount,
        bidCount: sql`${auctions.bidCount} + 1`,
      })
      .where(eq(auctions.id, fixture.auctionId));
    await tx
      .update(auctionContainers)
      .set({
        totalBidCount: sql`${auctionContainers.totalBidCount} + 1`,
        totalAmount: sql`${auctionContainers.totalAmount} + ${amount - oldAmount}`,
      })
      .where(eq(auctionContainers.id, fixture.containerId));
    await publishLiveMany(tx, [
      `auctions/${fixture.auctionId}`,
      `auctionContainers/${fixture.containerId}/summaryParams`,
    ]);
  });
}

export interface AuctionValue {
  status: number;
  bidCount: number;
  startingBid: number;
  expiry: number;
  currentBid: {
    amount: number;
    ancestorAmount: number | null;
    bidder: string;
    sealed: boolean;
  } | null;
  lastBids: Array<{
    numericId: number;
    amount: number;
    oldAmount: number;
    on: number;
    bidder: string;
    bidderName: string | null;
  }>;
}

export const valueIn = <T>(message: LiveMessage) => message.value as T;
export const isPath = (path: string) => (message: LiveMessage) => message.path === path;

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
