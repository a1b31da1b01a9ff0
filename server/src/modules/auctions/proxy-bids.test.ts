import { randomBytes, randomInt } from 'node:crypto';
import { maximumAcceptedBid, minNextBid } from '@kanat/shared/rules';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { auctionContainers, auctions, bids, maxBids } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
  recomputeSummaries,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type BidAnswer, callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { loadAuctions } from '../live';
import { setSoftCloseMinutes } from './auction-settings';

const day = 86_400_000;

/**
 * Maximum (proxy) bids, through `POST /api/fn/bid` on the real database: the rule,
 * privacy, the soft close, group totals, repeats, concurrency, and a property test against a
 * plain sequential model.
 */
describe('maximum (proxy) bids', () => {
  let t: TestApp;
  let owner: string;
  const members: SignedInMember[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    for (let i = 0; i < 8; i++) members.push(await createSignedInMember(t.app));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    for (const member of members) member.mfaToken = await member.freshMfaToken();
  });

  const db = () => t.database.db;
  const m = (i: number) => members[i] as SignedInMember;

  async function newAuction(
    options: { startingBid?: number; endsInMs?: number; parentId?: number } = {},
  ): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    return insertAuction(db(), {
      pigeonId,
      startingBid: options.startingBid ?? 500,
      endingTime: Date.now() + (options.endsInMs ?? day),
      parentId: options.parentId ?? null,
    });
  }

  async function stored(auctionId: number) {
    const [auction] = await db().select().from(auctions).where(eq(auctions.id, auctionId));
    const rows = await db()
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auctionId))
      .orderBy(asc(bids.id));
    if (auction === undefined) throw new Error('no auction');
    return { auction, rows };
  }

  const history = (rows: Awaited<ReturnType<typeof stored>>['rows']) =>
    rows.map((r) => [r.userId, r.amount, r.auto]);

  const maxBid = (member: SignedInMember, auctionId: number, amount: number) =>
    callBid(t.app, member, auctionId, amount, { maximum: true });

  it('bids for a maximum one step at a time, and tells each bidder where they stand', async () => {
    const id = await newAuction();
    const [a, b, c] = [m(0), m(1), m(2)];

    const first = await maxBid(a, id, 2000);
    expect(first.result).toMatchObject({ amount: 500, leading: true, maximum: 2000, bidCount: 1 });

    // A single bid under the maximum is answered one step above it.
    const outbid = await callBid(t.app, b, id, 600);
    expect(outbid.status).toBe(200);
    expect(outbid.result).toMatchObject({ amount: 650, leading: false, bidCount: 3 });

    // A higher maximum bids the lower one up in full, then leads one step above it.
    const higher = await maxBid(b, id, 3000);
    expect(higher.result).toMatchObject({ amount: 2200, leading: true, maximum: 3000 });

    // An equal maximum loses to the earlier one, at that amount.
    const equal = await maxBid(c, id, 3000);
    expect(equal.result).toMatchObject({ amount: 3000, leading: false });

    const { auction, rows } = await stored(id);
    expect(history(rows)).toEqual([
      [a.user.uid, 500, true],
      [b.user.uid, 600, false],
      [a.user.uid, 650, true],
      [a.user.uid, 2000, true],
      [b.user.uid, 2200, true],
      [c.user.uid, 3000, true],
      [b.user.uid, 3000, true],
    ]);
    expect(auction).toMatchObject({
      currentAmount: 3000,
      currentBidderId: b.user.uid,
      leaderMax: 3000,
      bidCount: 7,
    });
    // Each row raised the one before it.
    expect(rows.map((row) => row.oldAmount)).toEqual([
      500,
      ...rows.slice(0, -1).map((r) => r.amount),
    ]);
  });

  it('lets the leader raise a maximum without a bid, but never lower it', async () => {
    const id = await newAuction();
    const a = m(0);
    await maxBid(a, id, 2000);
    const raised = await maxBid(a, id, 4000);
    expect(raised.result).toMatchObject({ bidId: null, amount: 500, leading: true, maximum: 4000 });
    const lowered = await maxBid(a, id, 3000);
    expect(lowered.status).toBe(400);
    expect(lowered.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Azami teklif yalnızca yükseltilebilir; şu anki azami teklifiniz 4.000 TL.',
      details: { currentMaximum: 4000 },
    });
    // A single bid against oneself stays refused.
    const single = await callBid(t.app, a, id, 600);
    expect(single.error?.message).toBe('En yüksek teklif zaten sizin.');
    const { auction, rows } = await stored(id);
    expect(rows).toHaveLength(1);
    expect(auction.leaderMax).toBe(4000);
  });

  it('keeps a maximum private: only its owner reads it', async () => {
    const id = await newAuction();
    const [a, b] = [m(0), m(1)];
    expect((await maxBid(a, id, 4_350)).status).toBe(200);
    const mine = await new ApiClient(t.app, { cookie: a.cookie }).call('myMaxBid', {
      auctionId: String(id),
    });
    expect(mine).toMatchObject({ status: 200, result: { maximum: 4_350 } });
    const theirs = await new ApiClient(t.app, { cookie: b.cookie }).call('myMaxBid', {
      auctionId: String(id),
    });
    expect(theirs.result).toMatchObject({ maximum: null });
    const guest = await new ApiClient(t.app).call('myMaxBid', { auctionId: String(id) });
    expect(guest.status).toBe(401);

    // Nothing public carries it: the page, the list, the live value.
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/list/auctions',
      payload: { id: String(id) },
    });
    const live = (await loadAuctions(db(), [id])).get(`auctions/${id}`) ?? '';
    for (const text of [detail.body, list.body, live]) {
      expect(text).not.toContain('4350');
      expect(text).not.toMatch(/leader_?max/i);
    }
    // The member's own list shows it to them alone.
    const myBids = await t.app.inject({
      method: 'POST',
      url: '/api/list/my-bids',
      headers: { cookie: a.cookie },
      payload: {},
    });
    expect(myBids.statusCode).toBe(200);
    const row = myBids.json<{ r: { auctionId: string; myMaximum: number | null }[] }>().r;
    expect(row.find((r) => r.auctionId === String(id))?.myMaximum).toBe(4_350);
  });

  it('moves the end by the soft close for automatic bids too, and keeps the group totals', async () => {
    const group = await insertContainer(db(), {
      name: 'Vekil grup',
      isFinalContainer: true,
      expiry: Date.now() + day,
    });
    const id = await newAuction({ endsInMs: 60_000, parentId: group });
    const [a, b] = [m(0), m(1)];
    await maxBid(a, id, 5000);
    const before = (await stored(id)).auction.expiry;
    const answer = await callBid(t.app, b, id, 1000);
    expect(answer.result).toMatchObject({ leading: false, amount: 1100 });
    const { auction } = await stored(id);
    // Five minutes (the default soft close) from the bid, past the old end.
    expect(auction.expiry).toBeGreaterThan(before);
    expect(answer.result?.expiry).toBe(auction.expiry);

    const [kept] = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group));
    await recomputeSummaries(db(), [group]);
    const [recomputed] = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group));
    expect(kept?.totalBidCount).toBe(3);
    expect(kept?.totalAmount).toBe(1100);
    expect(kept?.totalBidCount).toBe(recomputed?.totalBidCount);
    expect(kept?.totalAmount).toBe(recomputed?.totalAmount);
  });

  it('stores a maximum sent many times at once once, and answers each copy alike', async () => {
    const id = await newAuction();
    const nonce = randomBytes(32);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callBid(t.app, m(3), id, 4000, { maximum: true, nonce })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.result).toMatchObject({ amount: 500, leading: true, maximum: 4000 });
    }
    expect((await stored(id)).rows).toHaveLength(1);
    const maxima = await db().select().from(maxBids).where(eq(maxBids.auctionId, id));
    expect(maxima).toHaveLength(1);
  });

  it('loses and duplicates nothing when maxima and bids race (60 requests, 8 members)', async () => {
    const group = await insertContainer(db(), {
      name: 'Yarış grubu',
      isFinalContainer: true,
      expiry: Date.now() + day,
    });
    const id = await newAuction({ parentId: group });
    const ladder = [500];
    while (ladder.length < 40) ladder.push(minNextBid(ladder.at(-1) as number));
    const plan = Array.from({ length: 60 }, (_, i) => ({
      member: m(i % members.length),
      maximum: randomInt(0, 3) === 0,
      amount: ladder[Math.min(ladder.length - 1, Math.floor(i / 2) + randomInt(0, 3))] as number,
    }));
    const sent = await Promise.all(
      plan.map(async (p) => ({
        ...p,
        answer: await callBid(t.app, p.member, id, p.amount, { maximum: p.maximum }),
      })),
    );
    for (const { answer } of sent) {
      if (answer.status === 200) continue;
      expect(answer.status).toBe(400);
      expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    }
    const { auction, rows } = await stored(id);
    const accepted = sent.filter((s) => s.answer.status === 200);
    expect(accepted.length).toBeGreaterThan(0);

    // One chain: each row raised the one before; a member follows themselves only by proxy.
    rows.forEach((row, i) => {
      const previous = rows[i - 1];
      expect(row.oldAmount).toBe(previous?.amount ?? 500);
      if (previous?.userId === row.userId) expect(row.auto).toBe(true);
    });
    expect(auction.bidCount).toBe(rows.length);
    expect(auction.currentAmount).toBe(rows.at(-1)?.amount);
    expect(auction.currentBidderId).toBe(rows.at(-1)?.userId);
    // Every accepted request's own row is there once, with its own member.
    const own = accepted.filter((s) => s.answer.result?.bidId !== null);
    expect(new Set(own.map((s) => s.answer.result?.bidId)).size).toBe(own.length);
    for (const s of own) {
      expect(rows.find((r) => r.id === s.answer.result?.bidId)?.userId).toBe(s.member.user.uid);
    }
    expect(rows.filter((r) => !r.nonce.startsWith('auto:'))).toHaveLength(own.length);
    // The leader's limit covers everything accepted.
    const limit = auction.leaderMax ?? auction.currentAmount;
    for (const s of accepted) expect(limit).toBeGreaterThanOrEqual(s.amount);
    // The group's totals match a recount.
    const [kept] = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group));
    await recomputeSummaries(db(), [group]);
    const [recomputed] = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group));
    expect([kept?.totalBidCount, kept?.totalAmount]).toEqual([
      recomputed?.totalBidCount,
      recomputed?.totalAmount,
    ]);
  });

  /**
   * The model: SPEC §9 and the words, applied one request after another in memory.
   * Each member has at most one standing limit; only the leader's matters.
   */
  class Model {
    price: number;
    leader: number | null = null;
    limit: number | null = null;
    rows: [number, number][] = [];
    constructor(readonly start: number) {
      this.price = start;
    }
    minimum(): number {
      return this.leader === null ? this.start : minNextBid(this.price);
    }
    ceiling(): number {
      return maximumAcceptedBid({
        bidCount: this.rows.length,
        startingBid: this.start,
        currentAmount: this.price,
      });
    }
    /** Accepted or not, and the price after it. */
    apply(who: number, amount: number, maximum: boolean): boolean {
      if (amount < this.minimum() || amount > this.ceiling()) return false;
      if (who === this.leader) {
        if (!maximum || (this.limit !== null && amount <= this.limit)) return false;
        this.limit = amount;
        return true;
      }
      if (this.leader === null) {
        this.price = maximum ? this.start : amount;
        this.rows.push([who, this.price]);
      } else {
        const defender = this.limit ?? this.price;
        if (amount <= defender) {
          this.rows.push([who, amount]);
          this.price = Math.min(defender, minNextBid(amount));
          this.rows.push([this.leader, this.price]);
          return true;
        }
        if (defender > this.price) this.rows.push([this.leader, defender]);
        this.price = maximum ? Math.min(amount, minNextBid(defender)) : amount;
        this.rows.push([who, this.price]);
      }
      this.leader = who;
      this.limit = maximum ? amount : null;
      return true;
    }
  }

  it('settles any sequence of bids and maxima as the sequential model does (fast-check)', async () => {
    const step = fc.record({
      who: fc.integer({ min: 0, max: 2 }),
      maximum: fc.boolean(),
      // In 50 TL units over the minimum; -1 is just under it.
      over: fc.integer({ min: -1, max: 60 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const id = await newAuction({ startingBid: 900 });
        const model = new Model(900);
        for (const { who, maximum, over } of steps) {
          const amount = over < 0 ? model.minimum() - 1 : model.minimum() + 50 * over;
          const answer: BidAnswer = await callBid(t.app, m(who), id, amount, { maximum });
          const accepted = model.apply(who, amount, maximum);
          expect(answer.status).toBe(accepted ? 200 : 400);
          if (accepted) {
            expect(answer.result?.amount).toBe(model.price);
            expect(answer.result?.leading).toBe(model.leader === who);
          }
        }
        const { auction, rows } = await stored(id);
        expect(rows.map((r) => [r.userId, r.amount])).toEqual(
          model.rows.map(([who, amount]) => [m(who).user.uid, amount]),
        );
        expect(auction.currentAmount).toBe(model.price);
        expect(auction.currentBidderId).toBe(
          model.leader === null ? null : m(model.leader).user.uid,
        );
        expect(auction.leaderMax).toBe(model.limit);
      }),
      { numRuns: 40 },
    );
  });

  it('takes no maximum once the auction has ended', async () => {
    await setSoftCloseMinutes(db(), 0);
    try {
      const id = await newAuction({ endsInMs: -1000 });
      const answer = await maxBid(m(0), id, 3000);
      expect(answer.error?.message).toBe('Açık arttırma sona erdi.');
      expect((await stored(id)).rows).toHaveLength(0);
    } finally {
      await setSoftCloseMinutes(db(), 5);
    }
  });
});
