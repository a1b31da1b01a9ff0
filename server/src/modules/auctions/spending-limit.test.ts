import { eq } from 'drizzle-orm';
import { AuctionStatus, auctions, auditLog, bids } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 86_400_000;

/**
 * Spending limits: staff set one per member in the console; the bid engine refuses
 * any bid, manual or automatic, that would take what the member leads plus what they won and
 * have not paid over it.
 */
describe('spending limits', () => {
  let t: TestApp;
  let owner: string;
  let staff: ApiClient;
  let rival: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    const staffMember = await createSignedInMember(t.app, { kind: 'staff' });
    staff = new ApiClient(t.app, { cookie: staffMember.cookie });
    rival = await createSignedInMember(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  async function newAuction(startingBid = 500): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    return insertAuction(db(), { pigeonId, startingBid, endingTime: Date.now() + day });
  }

  /** A member with a limit, set the way staff set it: through the console's call. */
  async function limitedMember(limit: number): Promise<SignedInMember> {
    const member = await createSignedInMember(t.app);
    const answer = await staff.call('adminMembersSetSpendingLimit', {
      uid: member.user.uid,
      limit,
    });
    expect(answer.status).toBe(200);
    return member;
  }

  it('is set, checked and lifted by staff, and recorded in the audit log', async () => {
    const member = await createSignedInMember(t.app);
    const wrong = await staff.call('adminMembersSetSpendingLimit', {
      uid: member.user.uid,
      limit: '12,5',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(
      'Harcama limiti, en fazla 1.000.000.000 TL olan pozitif bir tam sayı olmalı (kaldırmak için boş bırakın).',
    );
    const set = await staff.call<{ member: { spendingLimit: number | null } }>(
      'adminMembersSetSpendingLimit',
      { uid: member.user.uid, limit: '25.000' },
    );
    expect(set.result?.member.spendingLimit).toBe(25_000);
    const detail = await staff.call<{ member: { spendingLimit: number }; committed: number }>(
      'adminMemberDetail',
      { uid: member.user.uid },
    );
    expect(detail.result).toMatchObject({ member: { spendingLimit: 25_000 }, committed: 0 });
    const lifted = await staff.call<{ member: { spendingLimit: number | null } }>(
      'adminMembersSetSpendingLimit',
      { uid: member.user.uid, limit: null },
    );
    expect(lifted.result?.member.spendingLimit).toBeNull();
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, member.user.uid));
    expect(entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Harcama limiti 25.000 TL olarak belirlendi'),
        expect.stringContaining('Harcama limiti kaldırıldı'),
      ]),
    );
    // Members cannot set their own.
    const self = await new ApiClient(t.app, { cookie: member.cookie }).call(
      'adminMembersSetSpendingLimit',
      { uid: member.user.uid, limit: 1_000_000 },
    );
    expect(self.status).toBe(403);
  });

  it('counts the auctions a member leads and the wins they have not paid', async () => {
    const member = await limitedMember(5000);
    // Leading one auction at 2.000 TL, and a won lot of 1.500 TL not paid yet.
    const leading = await newAuction();
    expect((await callBid(t.app, member, leading, 2000)).status).toBe(200);
    const won = await newAuction();
    await insertBidHistory(db(), won, [
      { userId: member.user.uid, amount: 1500, on: Date.now() - day },
    ]);
    await db()
      .update(auctions)
      .set({ status: AuctionStatus.sealed, sealed: true })
      .where(eq(auctions.id, won));

    const target = await newAuction();
    const over = await callBid(t.app, member, target, 1600);
    expect(over.status).toBe(400);
    expect(over.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message:
        'Harcama limitiniz 5.000 TL. Diğer açık arttırmalarda önde olduğunuz teklifler ve ödenmemiş kazançlarınız 3.500 TL tutuyor; bu açık arttırmaya en fazla 1.500 TL teklif verebilirsiniz.',
      details: { spendingLimit: 5000, committed: 3500, room: 1500 },
    });
    expect((await callBid(t.app, member, target, 1500)).status).toBe(200);

    // Paying for the won lot frees its amount.
    await db().update(auctions).set({ paidAt: new Date() }).where(eq(auctions.id, won));
    const another = await newAuction();
    expect((await callBid(t.app, member, another, 1500)).status).toBe(200);

    // Full: the next bid is refused with the reached message.
    const full = await newAuction();
    const reached = await callBid(t.app, member, full, 500);
    expect(reached.error?.message).toBe(
      'Harcama limitinize (5.000 TL) ulaştınız: önde olduğunuz teklifler ve ödenmemiş kazançlarınız 5.000 TL tutuyor. Yeni teklif için ödemenizi yapın ya da yönetimle görüşün.',
    );
  });

  it('refuses a maximum above the room and caps automatic bids at it', async () => {
    const member = await limitedMember(3000);
    const elsewhere = await newAuction();
    expect((await callBid(t.app, member, elsewhere, 1000)).status).toBe(200);

    const id = await newAuction();
    const tooHigh = await callBid(t.app, member, id, 2500, { maximum: true });
    expect(tooHigh.error?.details).toMatchObject({ room: 2000 });
    expect((await callBid(t.app, member, id, 2000, { maximum: true })).status).toBe(200);

    // Staff lower the limit: the maximum still stands, but answers only as far as the room.
    await staff.call('adminMembersSetSpendingLimit', { uid: member.user.uid, limit: 2500 });
    const answered = await callBid(t.app, rival, id, 1000);
    expect(answered.result).toMatchObject({ leading: false, amount: 1100 });
    const beaten = await callBid(t.app, rival, id, 1600);
    expect(beaten.result).toMatchObject({ leading: true, amount: 1600 });
    const rows = await db().select().from(bids).where(eq(bids.auctionId, id));
    const automatic = rows.filter((r) => r.userId === member.user.uid && r.auto);
    // Every automatic bid for the member stayed within 2.500 - 1.000 = 1.500 TL.
    expect(Math.max(...automatic.map((r) => r.amount))).toBe(1500);
  });

  it('never lets two bids racing on two auctions exceed the limit together', async () => {
    // Several rounds: on PostgreSQL the two bids once deadlocked (each one's nonce row held a
    // KEY SHARE lock on the account the other then asked to lock FOR UPDATE) and one got a 500.
    for (let round = 0; round < 6; round += 1) {
      const member = await limitedMember(3000);
      const [first, second] = [await newAuction(), await newAuction()];
      const answers = await Promise.all([
        callBid(t.app, member, first, 2000),
        callBid(t.app, member, second, 2000),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    }
  });

  it('leaves members without a limit on the one-statement path, unchanged', async () => {
    const member = await createSignedInMember(t.app);
    const [a, b] = [await newAuction(), await newAuction()];
    expect((await callBid(t.app, member, a, 4000)).status).toBe(200);
    expect((await callBid(t.app, member, b, 4000)).status).toBe(200);
  });
});
