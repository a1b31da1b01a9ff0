import { eq } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
  recomputeSummaries,
} from '../../test/auction-fixtures';
import { createSignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { type LiveMessage, openLiveStream } from '../../test/live-client';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/** The bid engine and the scheduler publish what they change to the live stream. */
describe('live notices of bids and sealing', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
    // Passes run on demand below, not on the timer that listening started.
    await t.app.closingScheduler.stop();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('pushes the auction and the summaries above it after a bid, and the seal after the end', async () => {
    const db = t.database.db;
    const owner = await insertOwner(db, { fullname: 'Satıcı Kişi' });
    const root = await insertContainer(db, { name: 'Kök', isFinalContainer: false, expiry: 0 });
    const group = await insertContainer(db, {
      name: 'Grup',
      parentId: root,
      isFinalContainer: true,
      expiry: 0,
    });
    const pigeonId = await insertPigeon(db, { ownerId: owner });
    const auctionId = await insertAuction(db, {
      pigeonId,
      parentId: group,
      startingBid: 500,
      endingTime: Date.now() + 24 * 3_600_000,
    });
    await recomputeSummaries(db, [group]);
    const member = await createSignedInMember(t.app, { username: 'canli1' });

    const paths = [
      `auctions/${auctionId}`,
      `auctionContainers/${group}/summaryParams`,
      `auctionContainers/${root}/summaryParams`,
    ];
    const stream = await openLiveStream(baseUrl, paths);
    try {
      const value = (message: LiveMessage) => message.value as Record<string, unknown>;
      const answer = await callBid(t.app, member, auctionId, 650);
      expect(answer.status).toBe(200);

      const auction = await stream.next((m) => m.path === paths[0] && value(m).bidCount === 1);
      expect(value(auction)).toMatchObject({
        status: 2,
        currentBid: { amount: 650, bidder: member.user.uid, sealed: false },
        lastBids: [{ numericId: answer.result?.bidId, amount: 650, bidderName: 'ca•••1' }],
      });
      for (const path of paths.slice(1)) {
        const summary = await stream.next((m) => m.path === path && value(m).totalBidCount === 1);
        expect(value(summary)).toMatchObject({ totalAmount: 650, totalAuctionsCount: 1 });
      }

      await db
        .update(auctions)
        .set({ expiry: Date.now() - 1 })
        .where(eq(auctions.id, auctionId));
      const pass = await t.app.closingScheduler.runOnce();
      expect(pass.sealed).toContain(auctionId);
      const sealed = await stream.next((m) => m.path === paths[0] && value(m).status === 3);
      expect(value(sealed)).toMatchObject({ currentBid: { amount: 650, sealed: true } });
    } finally {
      stream.close();
    }
  });
});
