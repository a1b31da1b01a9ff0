import type { AdminSaleReport, SaleReport } from '@kanat/shared/contracts';
import { eq, inArray } from 'drizzle-orm';
import { AuctionStatus, auctions, bids, users } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

describe('GET /api/containers/:id/report', () => {
  let t: TestApp;
  let ownerId: string;
  const buyers: string[] = [];

  const report = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/containers/${id}/report` });

  /** A group of lots with their bid histories (amounts in order), ended or not. */
  const group = async (
    lots: Array<{ bids: Array<[number, number]>; reserve?: number; cancelled?: boolean }>,
    endedAgo: number,
  ) => {
    const end = Date.now() - endedAgo;
    const groupId = await insertContainer(t.database.db, {
      name: `Bahar Grubu ${Math.floor(Math.random() * 1e6)}`,
      isFinalContainer: true,
      expiry: end,
    });
    const ids: number[] = [];
    for (const lot of lots) {
      const pigeonId = await insertPigeon(t.database.db, { ownerId });
      const id = await insertAuction(t.database.db, {
        pigeonId,
        parentId: groupId,
        startingBid: 500,
        endingTime: end,
        status: endedAgo > 0 ? AuctionStatus.sealed : AuctionStatus.ongoing,
      });
      await insertBidHistory(
        t.database.db,
        id,
        lot.bids.map(([buyer, amount], i) => ({
          userId: buyers[buyer] as string,
          amount,
          on: end - DAY + i * 60_000,
        })),
      );
      await t.database.db
        .update(auctions)
        .set({
          reservePrice: lot.reserve ?? null,
          ...(lot.cancelled ? { status: AuctionStatus.cancelled } : {}),
        })
        .where(eq(auctions.id, id));
      ids.push(id);
    }
    return { groupId, ids };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ownerId = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    for (const [fullname, province] of [
      ['Ali Demir', 'Bursa'],
      ['Ayşe Kara', 'İzmir'],
      ['Veli Şahin', 'Bursa'],
    ] as const) {
      buyers.push(await insertOwner(t.database.db, { fullname, province }));
    }
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  test('its figures match the bids, computed here independently', async () => {
    const { groupId, ids } = await group(
      [
        {
          bids: [
            [0, 1000],
            [1, 2500],
          ],
        },
        { bids: [[2, 800]] },
        {
          bids: [
            [0, 4000],
            [2, 4500],
            [1, 7100],
          ],
        },
        // Under its reserve: not sold.
        { bids: [[1, 900]], reserve: 1500 },
        // No bid: not sold.
        { bids: [] },
        // Cancelled: never offered, not counted.
        { bids: [[0, 9000]], cancelled: true },
        { bids: [[2, 1601]] },
      ],
      2 * DAY,
    );

    // From the bids table alone: each offered lot's highest bid, its bidder, its reserve.
    const lots = await t.database.db
      .select({ id: auctions.id, status: auctions.status, reserve: auctions.reservePrice })
      .from(auctions)
      .where(inArray(auctions.id, ids));
    const allBids = await t.database.db.select().from(bids).where(inArray(bids.auctionId, ids));
    const soldLots = lots
      .filter((lot) => lot.status !== AuctionStatus.cancelled)
      .map((lot) => {
        const best = allBids
          .filter((bid) => bid.auctionId === lot.id)
          .sort((a, b) => b.amount - a.amount)[0];
        return { lot, best };
      })
      .filter(({ lot, best }) => best !== undefined && (lot.reserve ?? 0) <= best.amount);
    const prices = soldLots.map(({ best }) => best?.amount as number).sort((a, b) => a - b);
    const total = prices.reduce((a, b) => a + b, 0);
    const middle = prices.length / 2;
    const median =
      prices.length % 2 === 1
        ? prices[Math.floor(middle)]
        : Math.round(((prices[middle - 1] as number) + (prices[middle] as number)) / 2);

    const response = await report(groupId);
    expect(response.statusCode).toBe(200);
    const body = response.json<SaleReport>();
    expect(body).toMatchObject({
      kind: 'group',
      saleId: String(groupId),
      href: `/grup-ihaleler/${groupId}`,
      lots: 6,
      sold: soldLots.length,
      unsold: 6 - soldLots.length,
      total,
      average: Math.round(total / prices.length),
      median,
    });
    expect(body.top.map((lot) => lot.price)).toEqual([...prices].reverse());
    expect(body.top[0]?.href).toBe(`/acik-arttirmalar/${ids[2]}`);

    // Buyers by province, from the winners' accounts.
    const winners = await t.database.db
      .select({ id: users.id, province: users.province })
      .from(users)
      .where(
        inArray(
          users.id,
          soldLots.map(({ best }) => best?.userId as string),
        ),
      );
    const provinceOf = new Map(winners.map((w) => [w.id, w.province]));
    const expected = new Map<string, { buyers: Set<string>; lots: number }>();
    for (const { best } of soldLots) {
      const province = provinceOf.get(best?.userId as string) as string;
      const entry = expected.get(province) ?? { buyers: new Set(), lots: 0 };
      entry.buyers.add(best?.userId as string);
      entry.lots += 1;
      expected.set(province, entry);
    }
    expect(body.provinces).toEqual(
      expect.arrayContaining(
        [...expected].map(([province, e]) => ({ province, buyers: e.buyers.size, lots: e.lots })),
      ),
    );
    expect(body.provinces).toHaveLength(expected.size);
    // The year's record up to this group's end is at least its own top price.
    expect(body.yearRecord?.price).toBeGreaterThanOrEqual(7100);

    // The console's copy: the same report, each lot with its seller, the seller's line.
    const accountant = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['accountant'] })).cookie,
    });
    const copy = await accountant.ok<AdminSaleReport>('adminGroupReport', { id: String(groupId) });
    expect(copy.report).toEqual(body);
    expect(copy.lots).toHaveLength(6);
    expect(copy.lots.filter((lot) => lot.price !== null).map((lot) => lot.price)).toEqual(
      expect.arrayContaining(prices),
    );
    expect(copy.sellers).toEqual([
      { sellerId: ownerId, sellerName: 'Hasan Çelik', lots: 6, sold: prices.length, total },
    ]);
    const member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    expect((await member.call('adminGroupReport', { id: String(groupId) })).status).toBe(403);
  });

  test('a running group has no report yet; an unknown one is not found', async () => {
    const { groupId } = await group([{ bids: [[0, 1000]] }], -DAY);
    const running = await report(groupId);
    expect(running.statusCode).toBe(400);
    expect(running.json<{ error: { message: string } }>().error.message).toBe(
      'Satış raporu grup sona erince yayımlanır.',
    );
    expect((await report(987654)).statusCode).toBe(404);
    expect((await report(Number.NaN)).statusCode).toBe(404);
  });
});
