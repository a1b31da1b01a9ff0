import { eq } from 'drizzle-orm';
import { openStaffBackend } from '../../cli/admin-client';
import { auctions, bids } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type BidAnswer, callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { loadAuctions } from '../live';
import { readAdminFile } from '../staff';

const day = 86_400_000;

const tooHighText = (maximum: string) =>
  `Teklifiniz çok yüksek. Bu açık arttırmada en fazla ${maximum} teklif verebilirsiniz.`;

describe('finding 9: bid ceiling', () => {
  let t: TestApp;
  let owner: string;
  let alice: SignedInMember;
  let bob: SignedInMember;
  let carol: SignedInMember;
  let staff: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    alice = await createSignedInMember(t.app, { username: 'tavan_a' });
    bob = await createSignedInMember(t.app, { username: 'tavan_b' });
    carol = await createSignedInMember(t.app, { username: 'tavan_c' });
    const staffMember = await createSignedInMember(t.app, { kind: 'staff' });
    staff = new ApiClient(t.app, { cookie: staffMember.cookie });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  async function auction(startingBid: number, current?: number): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const id = await insertAuction(db(), {
      pigeonId,
      startingBid,
      endingTime: Date.now() + day,
    });
    if (current !== undefined) {
      await insertBidHistory(db(), id, [
        { userId: carol.user.uid, amount: current, on: Date.now() - 60_000 },
      ]);
    }
    return id;
  }

  const state = async (id: number) => {
    const [row] = await db().select().from(auctions).where(eq(auctions.id, id));
    const stored = await db().select({ id: bids.id }).from(bids).where(eq(bids.auctionId, id));
    return {
      currentAmount: row?.currentAmount,
      bidCount: row?.bidCount,
      currentBidderId: row?.currentBidderId,
      storedBids: stored.length,
    };
  };

  /** The ceiling in the auction's live value (`auctions/{id}`), present only when set. */
  const liveCeiling = async (id: number) => {
    const value = (await loadAuctions(db(), [id])).get(`auctions/${id}`);
    return (JSON.parse(value ?? '{}') as { bidCeiling?: number }).bidCeiling;
  };

  const refusedAsTooHigh = (answer: BidAnswer, maximum: number, text: string) => {
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: tooHighText(text),
      details: { maximum },
    });
  };

  it('refuses a bid over the ceiling: 1,000,000,000 TL on an auction at 7,600 TL, or just over 10x the minimum, and stores nothing', async () => {
    // At 7,600 TL the minimum next bid is 8,100 TL (SPEC §9), so the ceiling is 81,000 TL.
    const id = await auction(5000, 7600);
    const before = await state(id);
    expect(before).toEqual({
      currentAmount: 7600,
      bidCount: 1,
      currentBidderId: carol.user.uid,
      storedBids: 1,
    });

    refusedAsTooHigh(await callBid(t.app, alice, id, 1_000_000_000), 81_000, '81.000 TL');
    refusedAsTooHigh(await callBid(t.app, alice, id, 81_001), 81_000, '81.000 TL');
    expect(await state(id)).toEqual(before);

    const exactly = await callBid(t.app, alice, id, 81_000);
    expect(exactly.status).toBe(200);
    expect(exactly.result).toMatchObject({ amount: 81_000, bidCount: 2 });
    expect(await state(id)).toEqual({
      currentAmount: 81_000,
      bidCount: 2,
      currentBidderId: alice.user.uid,
      storedBids: 2,
    });
  });

  it('with no bid yet allows up to 10x the starting price', async () => {
    const id = await auction(750);
    refusedAsTooHigh(await callBid(t.app, alice, id, 7501), 7500, '7.500 TL');
    expect(await state(id)).toMatchObject({ currentAmount: 750, bidCount: 0, storedBids: 0 });
    expect((await callBid(t.app, alice, id, 7500)).result).toMatchObject({ bidCount: 1 });
  });

  it('takes a bigger bid once staff raise the ceiling, shows it in the detail, and goes back to the rule', async () => {
    const id = await auction(5000, 7600);
    refusedAsTooHigh(await callBid(t.app, alice, id, 400_000), 81_000, '81.000 TL');

    // A ceiling under what the rule allows would change nothing: refused, as are nonsense ones.
    expect(
      await staff.call('staffSetBidCeiling', { auctionId: String(id), ceiling: 81_000 }),
    ).toMatchObject({
      status: 400,
      error: {
        status: 'FAILED_PRECONDITION',
        message:
          'Teklif tavanı, kuralın şu an izin verdiği en yüksek tekliften (81.000 TL) büyük olmalı.',
      },
    });
    for (const ceiling of [0, -5, 1.5, 1_000_000_001, '500000', undefined]) {
      expect(
        await staff.call('staffSetBidCeiling', { auctionId: String(id), ceiling }),
      ).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    }
    expect(
      await staff.call('staffSetBidCeiling', { auctionId: '999999999', ceiling: 500_000 }),
    ).toMatchObject({ status: 404, error: { message: 'Açık arttırma bulunamadı' } });

    expect(
      await staff.ok('staffSetBidCeiling', { auctionId: String(id), ceiling: 500_000 }),
    ).toEqual({
      code: 200,
      done: 'bid-ceiling-set',
      auction: { auctionId: String(id), bidCeiling: 500_000, maximum: 500_000 },
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(detail.json().auction.bidCeiling).toBe(500_000);
    expect(await liveCeiling(id)).toBe(500_000);

    refusedAsTooHigh(await callBid(t.app, alice, id, 500_001), 500_000, '500.000 TL');
    expect(await state(id)).toMatchObject({ currentAmount: 7600, bidCount: 1 });
    const big = await callBid(t.app, alice, id, 400_000);
    expect(big.status).toBe(200);
    expect(await state(id)).toMatchObject({ currentAmount: 400_000, bidCount: 2 });

    // Back to the rule: 10x the minimum next bid over 400,000 TL.
    expect(await staff.ok('staffSetBidCeiling', { auctionId: String(id), ceiling: null })).toEqual({
      code: 200,
      done: 'bid-ceiling-set',
      auction: { auctionId: String(id), bidCeiling: null, maximum: 4_010_000 },
    });
    const cleared = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(cleared.json().auction.bidCeiling).toBeNull();
    expect(await liveCeiling(id)).toBeUndefined();
    expect((await callBid(t.app, bob, id, 4_010_000)).status).toBe(200);
  });

  it('lets only staff set the ceiling', async () => {
    const id = await auction(1000);
    const data = { auctionId: String(id), ceiling: 1_000_000 };
    const member = await new ApiClient(t.app, { cookie: alice.cookie }).call(
      'staffSetBidCeiling',
      data,
    );
    expect(member).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    const guest = await new ApiClient(t.app).call('staffSetBidCeiling', data);
    expect(guest).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
    const [row] = await db().select().from(auctions).where(eq(auctions.id, id));
    expect(row?.bidCeiling).toBeNull();
    refusedAsTooHigh(await callBid(t.app, alice, id, 10_001), 10_000, '10.000 TL');
  });

  it('lets the staff command set the ceiling through a running server', async () => {
    const id = await auction(1000);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // admin.json is written by an onListen hook, just after listen() resolves.
    for (let i = 0; (await readAdminFile(t.config.dataDir)) === null && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const backend = await openStaffBackend({
      env: { DATA_DIR: t.config.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    try {
      expect(backend.via).toMatch(/^sunucu /);
      expect(
        await backend.run({ command: 'set-bid-ceiling', auctionId: String(id), ceiling: 250_000 }),
      ).toEqual({
        done: 'bid-ceiling-set',
        auction: { auctionId: String(id), bidCeiling: 250_000, maximum: 250_000 },
      });
    } finally {
      await backend.close();
    }
    expect((await callBid(t.app, alice, id, 250_000)).status).toBe(200);
  });
});
