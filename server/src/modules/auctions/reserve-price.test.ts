import type {
  AdminGroupResults,
  AdminLotRow,
  AuctionDetail,
  LiveAuctionValue,
} from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { eq } from 'drizzle-orm';
import { auctions, notifications } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { loadAuctions } from '../live';

const minute = 60_000;

describe('reserve price (issue 34)', () => {
  let t: TestApp;
  let staff: ApiClient;
  let low: SignedInMember;
  let high: SignedInMember;
  let owner: string;

  const db = () => t.database.db;
  const newLot = async (startingBid = 500, parentId: number | null = null) =>
    insertAuction(db(), {
      pigeonId: await insertPigeon(db(), { ownerId: owner }),
      parentId,
      startingBid,
      endingTime: Date.now() + 10 * minute,
    });
  const setReserve = (id: number, reservePrice: number | null) =>
    staff.call<{ lot: AdminLotRow }>('adminAuctionSave', { id: String(id), reservePrice });
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` })).json<AuctionDetail>();
  const live = async (id: number) =>
    JSON.parse((await loadAuctions(db(), [id])).get(`auctions/${id}`) ?? '{}') as LiveAuctionValue;
  const endNow = (id: number) =>
    db()
      .update(auctions)
      .set({ expiry: Date.now() - 1000, endingTime: Date.now() - 1000 })
      .where(eq(auctions.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    staff = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' })).cookie,
    });
    low = await createSignedInMember(t.app, { fullname: 'Düşük Teklifçi' });
    high = await createSignedInMember(t.app, { fullname: 'Yüksek Teklifçi' });
    owner = await insertOwner(db(), { fullname: 'Rezervli Satıcı' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    low.mfaToken = await low.freshMfaToken();
    high.mfaToken = await high.freshMfaToken();
  });

  it('is set and checked by the shared rule in the console, and never shown to bidders', async () => {
    const id = await newLot(500);
    const below = await setReserve(id, 400);
    expect(below.status).toBe(400);
    expect(below.error?.message).toBe(fill(reserveTexts.notAboveStart, { start: '500' }));
    const set = await setReserve(id, 2000);
    expect(set.result?.lot).toMatchObject({ reservePrice: 2000, reserveUnmet: false });
    const page = await detail(id);
    expect(page.reserve).toBe('not-met');
    expect(JSON.stringify(page)).not.toContain('2000');
    expect(await live(id)).toMatchObject({ reserve: 'not-met' });
    expect(JSON.stringify(await live(id))).not.toContain('2000');

    // After a bid it may only come down.
    expect((await callBid(t.app, low, id, 600)).status).toBe(200);
    const raised = await setReserve(id, 2500);
    expect(raised.error?.message).toBe(reserveTexts.onlyLower);
    expect((await setReserve(id, 1500)).result?.lot.reservePrice).toBe(1500);
    const removed = await setReserve(id, null);
    expect(removed.error).toBeNull();
    expect(removed.result?.lot.reservePrice).toBeNull();
    expect((await detail(id)).reserve).toBe('none');
    const member = new ApiClient(t.app, { cookie: low.cookie });
    expect(
      (await member.call('adminAuctionSave', { id: String(id), reservePrice: 1 })).status,
    ).toBe(403);
  });

  it('leaves a lot sealed below its reserve unsold: no winner, its bids kept, every bidder told', async () => {
    const groupId = await insertContainer(db(), {
      name: 'Rezervli Grup',
      isFinalContainer: true,
      expiry: Date.now() + 10 * minute,
    });
    const id = await newLot(500, groupId);
    await setReserve(id, 3000);
    expect((await callBid(t.app, low, id, 700)).status).toBe(200);
    expect((await callBid(t.app, high, id, 1000)).status).toBe(200);
    await endNow(id);
    await t.app.closingScheduler.runOnce();

    const [row] = await db().select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({
      status: 3,
      reserveUnmet: true,
      currentBidderId: null,
      bidCount: 2,
    });
    const page = await detail(id);
    expect(page.result).toBeNull();
    expect(page.reserve).toBe('not-met');
    expect(page.auction.currentBid).toMatchObject({ amount: 1000, bidder: null });
    expect(page.bids).toHaveLength(2);
    // Nobody won: the highest bidder is told the lot ended without them, as the other.
    const told = async (uid: string) =>
      (
        await db()
          .select({ event: notifications.event })
          .from(notifications)
          .where(eq(notifications.userId, uid))
      ).map((n) => n.event);
    expect(await told(high.user.uid)).not.toContain('won');
    expect(await told(high.user.uid)).toContain('lost');
    // The console's results: unsold, below the reserve; the CSV says so.
    const results = await staff.ok<AdminGroupResults>('adminGroupResults', { id: String(groupId) });
    expect(results.lots[0]).toMatchObject({ reserveUnmet: true, hammerPrice: null, winner: null });
    expect(results.totals).toMatchObject({ soldCount: 0, unsoldCount: 1 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/staff/groups/${groupId}/results.csv`,
      headers: { cookie: staff.cookie ?? '' },
    });
    expect(csv.body).toContain(reserveTexts.resultUnmet);
  });
});
