// Live stream across server instances on one PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { maskUsername } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/connection';
import { acceptSaleContracts } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { signedBidBytes } from '../../test/bid-helpers';
import { openLiveStream } from '../../test/live-client';
import {
  type AuctionValue,
  createFixture,
  isPath,
  listen,
  valueIn,
} from '../../test/live-fixtures';
import { createTestApp } from '../../test/test-app';

// Two server instances only make sense on a shared PostgreSQL server: PGlite lives inside one
// process. Jest collects `*.pg.test.ts` only in the PostgreSQL pass (TEST_DATABASE_URL set).

function connectionUrl(database: Database): string {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

/** A real bid through the HTTP API, signed and second-factor checked like a browser's. */
async function bidOverHttp(
  baseUrl: string,
  member: SignedInMember,
  auctionId: number,
  amount: number,
): Promise<{ bidCount: number }> {
  const nonce = randomBytes(32);
  const response = await fetch(`${baseUrl}/api/fn/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: JSON.stringify({
      data: {
        BidRequest: {
          nonce: nonce.toString('base64'),
          amount,
          createdOn: Date.now(),
          device: member.deviceId,
          for: String(auctionId),
          user: member.user.uid,
        },
        signature: member.sign(signedBidBytes(nonce, auctionId, amount)),
        sig: 'v2',
        mfaToken: member.mfaToken,
      },
    }),
  });
  const body = (await response.json()) as { result?: { bidCount: number } };
  expect(response.status).toBe(200);
  return { bidCount: body.result?.bidCount ?? -1 };
}

describe('live stream across server instances', () => {
  test('a bid on instance A reaches a watcher on instance B, also after the LISTEN connections drop', async () => {
    const a = await createTestApp();
    const databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(a.database) });
    const b = await createTestApp({ database: databaseB });
    try {
      const fixture = await createFixture(a.app.db);
      const urlA = await listen(a.app);
      const urlB = await listen(b.app);
      const alice = await createSignedInMember(a.app);
      const bob = await createSignedInMember(a.app);
      // Both read and accepted the sale's contract (issue 35) before bidding.
      await acceptSaleContracts(a.app.db, [alice.user.uid, bob.user.uid], [fixture.auctionId]);
      const path = `auctions/${fixture.auctionId}`;
      const onB = await openLiveStream(urlB, [path]);
      try {
        await onB.next(isPath(path));
        expect((await bidOverHttp(urlA, alice, fixture.auctionId, 1200)).bidCount).toBe(3);
        const pushed = valueIn<AuctionValue>(
          await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1200),
        );
        expect(pushed.bidCount).toBe(3);
        expect(pushed.currentBid?.bidder).toBe(alice.user.uid);
        expect(pushed.lastBids[0]?.bidderName).toBe(maskUsername(alice.user.username ?? ''));

        // Cut both instances' LISTEN connections; a bid placed meanwhile must still reach
        // B's watcher (after reconnecting, an instance re-reads everything it watches).
        await databaseB.db.execute(sql`
            select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'kanat-live' and datname = current_database()
              and pid <> pg_backend_pid()`);
        await bidOverHttp(urlA, bob, fixture.auctionId, 1300);
        await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1300);
        await bidOverHttp(urlA, alice, fixture.auctionId, 1400);
        expect(
          valueIn<AuctionValue>(
            await onB.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === 1400),
          ).bidCount,
        ).toBe(5);
      } finally {
        onB.close();
      }
    } finally {
      await b.close();
      await databaseB.close();
      await a.close();
    }
  });
});
