import type {
  AuctionDetail,
  AuctionRow,
  ContainerDetail,
  MyBidRow,
  MyWonSummary,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { maskUsername } from '@kanat/shared/rules';
import { insertAuctionRoots, insertOwner } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { addLotsAsStaff, saveGroupAsStaff } from '../../test/console-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;

/**
 * Results: a finished auction's hammer price and masked winner, a group's sales, the
 * lots of a group by price, and what a member owes for the lots they won. Everything is made
 * the way the site makes it: staff add the lots, members bid, the scheduler seals.
 */
describe('results of finished auctions', () => {
  let t: TestApp;
  let staff: ApiClient;
  let guest: ApiClient;
  let first: SignedInMember;
  let second: SignedInMember;
  let group: number;
  let lots: { sold: number; unsold: number; cancelled: number; soldLow: number };
  let running: number;

  const detail = async (id: number) => {
    const { status, body } = await guest.get<AuctionDetail>(`/api/auctions/${id}`);
    expect(status).toBe(200);
    return body;
  };

  const bid = async (member: SignedInMember, id: number, amount: number) => {
    member.mfaToken = await member.freshMfaToken();
    const answer = await callBid(t.app, member, id, amount);
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const staffMember = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    staff = new ApiClient(t.app, { cookie: staffMember.cookie });
    guest = new ApiClient(t.app);
    first = await createSignedInMember(t.app, { username: 'sukru_oz', fullname: 'Şükrü Öztürk' });
    second = await createSignedInMember(t.app, { username: 'caglaisik', fullname: 'Çağla Işık' });
    const owner = await insertOwner(db, { fullname: 'Satıcı Kişi' });
    const { vitrine } = await insertAuctionRoots(db);

    group = await saveGroupAsStaff(staff, vitrine, { name: 'Sonbahar Seçkisi' });
    const [sold, unsold, cancelled, soldLow] = (await addLotsAsStaff(staff, db, {
      groupId: group,
      ownerId: owner,
      prices: [500, 600, 700, 250],
    })) as [number, number, number, number];
    lots = { sold, unsold, cancelled, soldLow };
    // A group that ends long after the scheduler's pass below: its lot is still running.
    const later = await saveGroupAsStaff(staff, vitrine, {
      name: 'Kış Seçkisi',
      endingTime: Date.now() + 30 * day,
    });
    [running] = (await addLotsAsStaff(staff, db, {
      groupId: later,
      ownerId: owner,
      prices: [400],
    })) as [number];

    await bid(first, sold, 500);
    await bid(second, sold, 600);
    await bid(first, sold, 700);
    await bid(second, sold, 800);
    await bid(first, cancelled, 700);
    await bid(second, soldLow, 250);
    await bid(first, running, 400);
    await staff.ok('adminAuctionCancel', { id: String(cancelled), reason: 'Sahibi vazgeçti' });
    await t.app.closingScheduler.runOnce(Date.now() + 2 * day);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('gives a sealed auction with bids its hammer price and the winner, partly masked', async () => {
    const body = await detail(lots.sold);
    expect(body.result).toEqual({ hammerPrice: 800, winnerName: 'ca•••ik', sold: true });
    expect(body.result?.winnerName).toBe(maskUsername('caglaisik'));
    // The bid history stays on the finished auction, newest first.
    expect(body.bids.map((b) => b.amount)).toEqual([800, 700, 600, 500]);
    expect(body.auction.status).toBe(3);
  });

  it('gives no result to a sealed auction nobody bid on, a cancelled one or a running one', async () => {
    expect((await detail(lots.unsold)).result).toBeNull();
    const cancelled = await detail(lots.cancelled);
    expect(cancelled.auction.status).toBe(4);
    expect(cancelled.result).toBeNull();
    const stillRunning = await detail(running);
    expect(stillRunning.auction.status).toBe(2);
    expect(stillRunning.auction.bidCount).toBe(1);
    expect(stillRunning.result).toBeNull();
  });

  it("shows a group's sales: lots sold and the sum of their hammer prices", async () => {
    const { status, body } = await guest.get<ContainerDetail>(`/api/containers/${group}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      soldCount: 2,
      hammerTotal: 800 + 250,
      totalBidCount: 5,
      totalAuctionsCount: 4,
    });
    // The vitrine above counts the same sales (nested groups add up); the running lot has none.
    const { body: root } = await guest.get<ContainerDetail>(`/api/containers/${body.parent}`);
    expect(root).toMatchObject({ soldCount: 2, hammerTotal: 1050 });
  });

  describe('the lots of a group by price', () => {
    const pages = async (body: Record<string, unknown>) => {
      const rows: AuctionRow[] = [];
      let p: string | number | undefined = 0;
      while (p !== undefined) {
        const answer: { status: number; body: { r: AuctionRow[]; p?: string } } = await guest.list(
          'auctions',
          { ...body, p, c: 1 },
        );
        expect(answer.status).toBe(200);
        rows.push(...answer.body.r);
        p = answer.body.p;
      }
      return rows;
    };
    const price = (row: AuctionRow) =>
      row.currentBid && row.bidCount > 0 ? row.currentBid.amount : row.startingBid;

    it('pages through them cheapest first and dearest first', async () => {
      const filters = { group: String(group), orderBy: 'currentAmount' };
      const ascending = await pages({ ...filters, orderDir: 'asc' });
      expect(ascending.map(price)).toEqual([250, 600, 700, 800]);
      expect(ascending.map((row) => Number(row.id))).toEqual([
        lots.soldLow,
        lots.unsold,
        lots.cancelled,
        lots.sold,
      ]);
      const descending = await pages({ ...filters, orderDir: 'desc' });
      expect(descending.map((row) => row.id)).toEqual([...ascending].reverse().map((r) => r.id));
    });

    it('refuses the price ordering outside a group, and a cursor of another ordering', async () => {
      const everywhere = await guest.list<{ error: { message: string } }>('auctions', {
        orderBy: 'currentAmount',
      });
      expect(everywhere.status).toBe(400);
      expect(everywhere.body.error.message).toBe(messages.auctions.priceOrderNeedsGroup);

      const byEnd = await guest.list<{ p: string }>('auctions', {
        group: String(group),
        orderBy: 'endingTime',
        c: 1,
      });
      const replayed = await guest.list('auctions', {
        group: String(group),
        orderBy: 'currentAmount',
        p: byEnd.body.p,
        c: 1,
      });
      expect(replayed.status).toBe(400);
    });
  });

  describe("a member's won lots and what they owe", () => {
    const memberClient = (member: SignedInMember) =>
      new ApiClient(t.app, { cookie: member.cookie });
    const won = async (member: SignedInMember) => {
      const { status, body } = await memberClient(member).list<{ r: MyBidRow[] }>('my-bids', {
        filter: 'won',
      });
      expect(status).toBe(200);
      return body.r;
    };
    const owed = (member: SignedInMember) =>
      memberClient(member).ok<MyWonSummary & { code: number }>('myWonSummary', null);

    it('lists the hammer price of each won lot as unpaid until staff mark it paid', async () => {
      const before = await won(second);
      const byLot = (rows: MyBidRow[]) =>
        Object.fromEntries(rows.map((r) => [r.auctionId, [r.currentAmount, r.paid]]));
      expect(byLot(before)).toEqual({
        [lots.sold]: [800, false],
        [lots.soldLow]: [250, false],
      });
      expect(await owed(second)).toMatchObject({ unpaidTotal: 1050, unpaidCount: 2 });

      await staff.ok('adminLotMark', { id: String(lots.sold), paid: true });
      const after = await won(second);
      expect(after.find((r) => Number(r.auctionId) === lots.sold)?.paid).toBe(true);
      expect(after.find((r) => Number(r.auctionId) === lots.soldLow)?.paid).toBe(false);
      expect(await owed(second)).toMatchObject({ unpaidTotal: 250, unpaidCount: 1 });
    });

    it('owes nothing for lost, cancelled or running auctions', async () => {
      // first lost `sold`, had the cancelled lot's voided bid and leads the running one.
      expect(await won(first)).toEqual([]);
      expect(await owed(first)).toMatchObject({ unpaidTotal: 0, unpaidCount: 0 });
      // The lot first lost was paid for by its winner: that is none of first's business.
      const all = await memberClient(first).list<{ r: MyBidRow[] }>('my-bids', { filter: 'all' });
      expect(all.body.r.map((row) => row.paid)).toEqual([false, false, false]);
    });

    it('is asked by the signed-in member only', async () => {
      const answer = await guest.call('myWonSummary', null);
      expect(answer.status).toBe(401);
    });
  });
});
