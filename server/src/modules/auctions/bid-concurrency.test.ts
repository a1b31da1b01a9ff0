import { randomBytes, randomInt } from 'node:crypto';
import { minNextBid } from '@kanat/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { AuctionStatus, auctions, bids } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type BidAnswer, callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { setSoftCloseMinutes } from './auction-settings';

/**
 * Many members bidding on one auction at once, on PGlite and on PostgreSQL (with
 * TEST_DATABASE_URL, where the pool runs up to 10 statements truly in parallel).
 */
describe('bid engine under concurrency', () => {
  let t: TestApp;
  let owner: string;
  const members: SignedInMember[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    for (let i = 0; i < 10; i++) members.push(await createSignedInMember(t.app));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    // Tokens live 60 s; each test starts with fresh ones.
    for (const member of members) member.mfaToken = await member.freshMfaToken();
  });

  const db = () => t.database.db;

  async function newAuction(endsInMs: number, startingBid = 500): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    return insertAuction(db(), { pigeonId, startingBid, endingTime: Date.now() + endsInMs });
  }

  const refusalMessages = new Set([
    'Verdiğiniz teklif çok düşük',
    'En yüksek teklif zaten sizin.',
    'Açık arttırma sona erdi.',
  ]);

  interface Sent {
    member: SignedInMember;
    amount: number;
    answer: BidAnswer;
  }

  /** Every refusal is one of the rule refusals, with its minimum when too low. */
  function checkRefusals(sent: Sent[], allowEnded: boolean): void {
    for (const { amount, answer } of sent) {
      if (answer.status === 200) continue;
      expect(answer.status).toBe(400);
      expect(answer.error?.status).toBe('FAILED_PRECONDITION');
      expect(refusalMessages.has(answer.error?.message ?? '')).toBe(true);
      if (!allowEnded) expect(answer.error?.message).not.toBe('Açık arttırma sona erdi.');
      if (answer.error?.message === 'Verdiğiniz teklif çok düşük') {
        expect(answer.error.details?.minimum).toBeGreaterThan(amount);
      }
    }
  }

  /** The stored chain: each accepted bid once, each over the one before by the SPEC §9 step. */
  async function checkChain(auctionId: number, sent: Sent[]) {
    const [auction] = await db().select().from(auctions).where(eq(auctions.id, auctionId));
    const rows = await db()
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auctionId))
      .orderBy(asc(bids.id));
    const accepted = sent.filter((s) => s.answer.status === 200);
    if (auction === undefined) throw new Error('auction vanished');

    expect(rows).toHaveLength(accepted.length);
    expect(auction.bidCount).toBe(rows.length);
    expect(new Set(accepted.map((s) => s.answer.result?.bidId))).toEqual(
      new Set(rows.map((r) => r.id)),
    );
    // The answers' bid counts are the positions in the chain, each given out once.
    expect(
      accepted.map((s) => s.answer.result?.bidCount).sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual(rows.map((_, i) => i + 1));
    for (const s of accepted) {
      const stored = rows.find((r) => r.id === s.answer.result?.bidId);
      expect(stored).toMatchObject({ userId: s.member.user.uid, amount: s.amount });
    }
    let previous = auction.startingBid;
    let previousBidder: string | null = null;
    rows.forEach((row, i) => {
      expect(row.oldAmount).toBe(previous);
      expect(row.amount).toBeGreaterThanOrEqual(
        i === 0 ? auction.startingBid : minNextBid(previous),
      );
      expect(row.userId).not.toBe(previousBidder);
      previous = row.amount;
      previousBidder = row.userId;
    });
    const highest = Math.max(auction.startingBid, ...accepted.map((s) => s.amount));
    expect(auction.currentAmount).toBe(highest);
    expect(auction.currentBidderId).toBe(rows.at(-1)?.userId ?? null);
    return { auction, rows, accepted };
  }

  it('stores every accepted bid once and keeps the price the highest accepted bid (80 bids, 10 members)', async () => {
    const auctionId = await newAuction(24 * 3_600_000);
    const ladder = [500];
    while (ladder.length < 40) ladder.push(minNextBid(ladder.at(-1) as number));
    const plan = Array.from({ length: 80 }, (_, i) => ({
      member: members[i % members.length] as SignedInMember,
      // Rising roughly with the send order, two or three bidders per rung: most bids race
      // another one for the same price.
      amount: ladder[Math.min(ladder.length - 1, Math.floor(i / 2) + randomInt(0, 2))] as number,
    }));
    const sent: Sent[] = await Promise.all(
      plan.map(async ({ member, amount }) => ({
        member,
        amount,
        answer: await callBid(t.app, member, auctionId, amount),
      })),
    );
    checkRefusals(sent, false);
    const { accepted } = await checkChain(auctionId, sent);
    expect(accepted.length).toBeGreaterThan(0);
  });

  it('stores a request sent many times at once exactly once and answers each copy alike', async () => {
    const auctionId = await newAuction(24 * 3_600_000);
    const member = members[0] as SignedInMember;
    const nonce = randomBytes(32);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => callBid(t.app, member, auctionId, 800, { nonce })),
    );
    const rows = await db().select().from(bids).where(eq(bids.auctionId, auctionId));
    expect(rows).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.result).toMatchObject({ bidId: rows[0]?.id, amount: 800, bidCount: 1 });
    }
  });

  it('accepts nothing once the auction has ended, while bids and the scheduler race', async () => {
    // No soft close here, so the end stays where it is.
    await setSoftCloseMinutes(db(), 0);
    try {
      const auctionId = await newAuction(1500, 1000);
      const sent: Sent[] = [];
      let sealedSeen = false;
      let wavesAfterSeal = 0;
      for (let wave = 0; wave < 400 && wavesAfterSeal < 2; wave++) {
        const [current] = await db()
          .select({ amount: auctions.currentAmount, status: auctions.status })
          .from(auctions)
          .where(eq(auctions.id, auctionId));
        if (current?.status === AuctionStatus.sealed) sealedSeen = true;
        const base = current?.amount ?? 1000;
        const wavePlan = members.slice(0, 6).map((member) => ({
          member,
          amount: minNextBid(base) + 50 * randomInt(0, 4),
        }));
        const [answers] = await Promise.all([
          Promise.all(
            wavePlan.map(async ({ member, amount }) => ({
              member,
              amount,
              answer: await callBid(t.app, member, auctionId, amount),
            })),
          ),
          t.app.closingScheduler.runOnce(),
        ]);
        sent.push(...answers);
        if (sealedSeen) wavesAfterSeal++;
      }
      expect(sealedSeen).toBe(true);
      checkRefusals(sent, true);
      const { auction, rows } = await checkChain(auctionId, sent);
      expect(auction).toMatchObject({ status: AuctionStatus.sealed, sealed: true });
      for (const row of rows) expect(row.createdOn).toBeLessThan(auction.expiry);
      expect(sent.some((s) => s.answer.error?.message === 'Açık arttırma sona erdi.')).toBe(true);
    } finally {
      await setSoftCloseMinutes(db(), 5);
    }
  });
});
