import type {
  AdminAnnulBidResult,
  AdminLotBidsResult,
  AdminTrustSignalsResult,
} from '@kanat/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { auctions, auditLog, maxBids, sessions } from '../../db/schema';
import { insertAuction, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { loadAuctions } from '../live';

const day = 86_400_000;

/**
 * Bidder trust (issue 35) through the callables on the real database: a planted shill is found
 * with its evidence, staff annul its bid and the price, the leader and the live state move back,
 * a review mark takes the signal off the open list, and a ban cancels running maximums.
 */
describe('shill signals, bid annulment and bans', () => {
  let t: TestApp;
  let clerk: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createSignedInMember(t.app, {
      kind: 'staff',
      roles: ['clerk'],
      fullname: 'Kâtip Cem',
    });
    clerk = new ApiClient(t.app, { cookie: staff.cookie });
  }, setupTimeout);

  afterAll(() => t.close());

  const db = () => t.database.db;

  async function lotOf(owner: SignedInMember, startingBid = 500): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner.user.uid });
    return insertAuction(db(), { pigeonId, startingBid, endingTime: Date.now() + day });
  }

  const bid = async (
    member: SignedInMember,
    auctionId: number,
    amount: number,
    maximum = false,
  ) => {
    member.mfaToken = await member.freshMfaToken();
    const answer = await callBid(
      t.app,
      member,
      auctionId,
      amount,
      maximum ? { maximum: true } : {},
    );
    expect(answer.status).toBe(200);
    return answer;
  };

  const lotBids = (auctionId: number) =>
    clerk.ok<AdminLotBidsResult>('adminLotBids', { auctionId: String(auctionId) });

  it('finds a bidder on the owner’s own browser, annuls the bid, and moves price, leader and live state back', async () => {
    const owner = await createSignedInMember(t.app, {
      fullname: 'Satıcı Sedat',
      deviceId: 'cihaz-ortak-1',
    });
    const shill = await createSignedInMember(t.app, {
      fullname: 'Gölge Gani',
      deviceId: 'cihaz-ortak-1',
    });
    const honest = await createSignedInMember(t.app, { fullname: 'Dürüst Derya' });
    const lot = await lotOf(owner);

    await bid(honest, lot, 3000, true); // a maximum: leads at 500
    await bid(shill, lot, 1000); // answered by the maximum at 1100
    expect(await lotBids(lot)).toMatchObject({
      lot: { currentAmount: 1100, leaderId: honest.user.uid, bidCount: 3, running: true },
    });

    const { signals } = await clerk.ok<AdminTrustSignalsResult>('adminTrustSignals', {
      auctionId: String(lot),
    });
    expect(signals).toEqual([
      expect.objectContaining({
        kind: 'shared-device-owner',
        auctionId: String(lot),
        memberId: shill.user.uid,
        memberName: 'Gölge Gani',
        otherId: owner.user.uid,
        otherName: 'Satıcı Sedat',
        evidence: 'Ortak cihaz: cihaz-or…',
        reviewed: null,
      }),
    ]);

    const view = await lotBids(lot);
    const shillBid = view.bids.find((row) => row.userId === shill.user.uid);
    if (shillBid === undefined) throw new Error('the shill’s bid is not listed');
    const tooShort = await clerk.call('adminAnnulBid', { bidId: String(shillBid.id), reason: 'x' });
    expect(tooShort.status).toBe(400);

    const annulled = await clerk.ok<AdminAnnulBidResult>('adminAnnulBid', {
      bidId: String(shillBid.id),
      reason: 'Satıcıyla aynı cihazdan teklif',
    });
    expect(annulled).toMatchObject({
      auctionId: String(lot),
      currentAmount: 500,
      bidCount: 1,
      leaderId: honest.user.uid,
      annulled: 2,
    });
    const after = await lotBids(lot);
    expect(after.lot).toMatchObject({ currentAmount: 500, leaderId: honest.user.uid, bidCount: 1 });
    expect(after.bids.map((row) => [row.userName, row.amount, row.voided, row.voidReason])).toEqual(
      [
        [
          'Dürüst Derya',
          1100,
          true,
          'Gölge Gani adlı üyenin iptal edilen 1.000 TL teklifine verilen otomatik yanıt',
        ],
        ['Gölge Gani', 1000, true, 'Satıcıyla aynı cihazdan teklif'],
        ['Dürüst Derya', 500, false, null],
      ],
    );
    // The leader keeps their maximum: the next bid is answered by it.
    const [auction] = await db().select().from(auctions).where(eq(auctions.id, lot));
    expect(auction).toMatchObject({ leaderMax: 3000, currentBidderId: honest.user.uid });

    // What every watcher's page is sent: the price, the count and the history without them.
    const live = JSON.parse((await loadAuctions(db(), [lot])).get(`auctions/${lot}`) ?? '{}');
    expect(live).toMatchObject({ bidCount: 1, annulled: 2, currentBid: { amount: 500 } });
    expect(JSON.stringify(live)).not.toContain('1100');

    const again = await clerk.call('adminAnnulBid', {
      bidId: String(shillBid.id),
      reason: 'İkinci kez',
    });
    expect(again.error?.message).toBe('Bu teklif zaten iptal edilmiş.');
    const [audit] = await db()
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.bid-annul'), eq(auditLog.targetId, String(lot))));
    expect(audit?.summary).toContain('Gölge Gani adlı üyenin');
    expect(audit?.summary).toContain('Satıcıyla aynı cihazdan teklif');

    // Reviewed: off the open list, still on the whole one with the note.
    const signal = signals[0];
    if (signal === undefined) throw new Error('no signal');
    const empty = await clerk.call('adminTrustReview', { key: signal.key, note: '  ' });
    expect(empty.error?.message).toBe('İnceleme notu boş olamaz.');
    await clerk.ok('adminTrustReview', {
      key: signal.key,
      note: 'Teklif iptal edildi, üye uyarıldı.',
    });
    const [reviewAudit] = await db()
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, 'trust.review'));
    expect(reviewAudit?.summary).toMatch(
      /^Güven sinyali incelendi \(Sahibiyle aynı cihaz; Gölge Gani, Satıcı Sedat ile, “.+” lotu\): Teklif iptal edildi, üye uyarıldı\.$/,
    );
    const open = await clerk.ok<AdminTrustSignalsResult>('adminTrustSignals', {
      auctionId: String(lot),
    });
    expect(open.signals).toEqual([]);
    const all = await clerk.ok<AdminTrustSignalsResult>('adminTrustSignals', {
      auctionId: String(lot),
      show: 'all',
    });
    expect(all.signals[0]?.reviewed).toMatchObject({
      note: 'Teklif iptal edildi, üye uyarıldı.',
      by: 'Kâtip Cem',
    });
    const unknown = await clerk.call('adminTrustReview', { key: 'yok:1:2:3', note: 'Not' });
    expect(unknown.error?.message).toBe('Bu sinyal artık yok: kanıtı değişmiş olabilir.');
  });

  it('annuls a leader’s hand bid: the runner-up leads at their own bid', async () => {
    const owner = await createSignedInMember(t.app, { fullname: 'Sahip Selim' });
    const [a, b] = [await createSignedInMember(t.app), await createSignedInMember(t.app)];
    const lot = await lotOf(owner);
    await bid(a, lot, 500);
    await bid(b, lot, 600);
    const top = await bid(a, lot, 700);
    const result = await clerk.ok<AdminAnnulBidResult>('adminAnnulBid', {
      bidId: String(top.result?.bidId),
      reason: 'Üyenin isteğiyle, yanlış tutar',
    });
    expect(result).toMatchObject({
      currentAmount: 600,
      leaderId: b.user.uid,
      bidCount: 2,
      annulled: 1,
    });
    // Bidding goes on from the corrected price.
    const next = await bid(a, lot, 650);
    expect(next.result).toMatchObject({ amount: 650, leading: true });
  });

  it('links two bidders on one lot by a shared address, but not by the local one every test shares', async () => {
    const owner = await createSignedInMember(t.app, { fullname: 'Sahip Sami' });
    const [one, two] = [
      await createSignedInMember(t.app, { fullname: 'Birinci Bora' }),
      await createSignedInMember(t.app, { fullname: 'İkinci İlker' }),
    ];
    const lot = await lotOf(owner);
    await bid(one, lot, 500);
    await bid(two, lot, 550);
    const kinds = async () =>
      (
        await clerk.ok<AdminTrustSignalsResult>('adminTrustSignals', { auctionId: String(lot) })
      ).signals.map((s) => [s.kind, s.evidence]);
    expect(await kinds()).toEqual([]);
    for (const member of [one, two]) {
      await db()
        .update(sessions)
        .set({ ip: '85.105.12.77' })
        .where(eq(sessions.userId, member.user.uid));
    }
    expect(await kinds()).toEqual([['shared-ip-bidder', 'Ortak ağ: 85.105.12.0/24']]);
  });

  it('flags a member on a banned member’s browser, and a new account bidding only on one owner’s lots', async () => {
    const banned = await createSignedInMember(t.app, {
      kind: 'disabled',
      deviceId: 'cihaz-yasakli-1',
    });
    const returning = await createSignedInMember(t.app, {
      fullname: 'Dönen Doğan',
      deviceId: 'cihaz-yasakli-1',
    });
    const owner = await createSignedInMember(t.app, { fullname: 'Tek Sahip' });
    await bid(returning, await lotOf(owner), 500);
    await bid(returning, await lotOf(owner), 500);
    const { signals } = await clerk.ok<AdminTrustSignalsResult>('adminTrustSignals', {
      memberId: returning.user.uid,
    });
    expect(signals.map((s) => [s.kind, s.otherId, s.evidence]).sort()).toEqual([
      ['banned-device', banned.user.uid, 'Ortak cihaz: cihaz-ya…'],
      [
        'new-account-one-owner',
        owner.user.uid,
        'Hesap 0 gün önce açıldı; 2 teklif, hepsi Tek Sahip adlı üyenin lotlarına',
      ],
    ]);
  });

  it('cancels a banned member’s running maximums: they no longer answer anyone', async () => {
    const owner = await createSignedInMember(t.app);
    const [member, other] = [
      await createSignedInMember(t.app, { fullname: 'Engellenen Ertan' }),
      await createSignedInMember(t.app),
    ];
    const lot = await lotOf(owner);
    await bid(member, lot, 5000, true);
    await clerk.ok('adminMembersDisable', { uid: member.user.uid, reason: 'Gölge teklif şüphesi' });
    const rows = await db().select().from(maxBids).where(eq(maxBids.userId, member.user.uid));
    expect(rows).toEqual([]);
    const [auction] = await db().select().from(auctions).where(eq(auctions.id, lot));
    expect(auction).toMatchObject({ leaderMax: null, currentBidderId: member.user.uid });
    const taken = await bid(other, lot, 550);
    expect(taken.result).toMatchObject({ amount: 550, leading: true });
  });
});
