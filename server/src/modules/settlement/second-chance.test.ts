import type {
  BuyerStatementView,
  SaleSettlement,
  SecondChanceLot,
  SecondChanceOfferView,
  SettlementSaleRow,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, eq } from 'drizzle-orm';
import { auditLog, hallBids, notifications, secondChanceOffers, users } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  type ApiClient,
  ApiClient as Client,
  createSignedInMember,
  type SignedInMember,
} from '../../test/auth-fixtures';
import {
  buyerStatementIn,
  insertEndedHallSale,
  insertFinishedGroup,
  settlementStaff,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { expireSecondChanceOffers } from './second-chance';

const text = messages.statementServer;

describe('second-chance offers after a cancelled statement (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let buyer: SignedInMember;
  let first: SignedInMember;
  let second: SignedInMember;
  let flagged: SignedInMember;
  let groupId: number;
  let cancelled: BuyerStatementView;

  const as = (m: SignedInMember) => new Client(t.app, { cookie: m.cookie });
  const lots = async () =>
    (await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', { id: cancelled.id }))
      .rows;
  const lotNamed = async (title: string) => {
    const row = (await lots()).find((r) => r.title === title);
    if (row === undefined) throw new Error(`no cancelled lot ${title}`);
    return row;
  };
  const offer = (lineId: string, hours = 48) =>
    clerk.call<SecondChanceOfferView>('adminSecondChanceOffer', { lineId, hours });
  const offersOf = async (m: SignedInMember) =>
    (await as(m).ok<{ rows: SecondChanceOfferView[] }>('mySecondChanceOffers', {})).rows;
  const offerCount = async () => (await t.database.db.select().from(secondChanceOffers)).length;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Ödemeyen Üye' });
    first = await createSignedInMember(t.app, { fullname: 'Şule Ağaoğlu' });
    second = await createSignedInMember(t.app, { fullname: 'İlker Çınar' });
    flagged = await createSignedInMember(t.app, { fullname: 'Işıl Gök' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hüseyin Öztürk' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Bahar Mezatı', [
      {
        sellerId: owner,
        buyerId: buyer.user.uid,
        amount: 1000,
        name: 'Kızıl Dişi',
        // The flagged member bid the most after the buyer: never offered.
        underbids: [
          { userId: second.user.uid, amount: 600 },
          { userId: first.user.uid, amount: 700 },
          { userId: second.user.uid, amount: 800 },
          { userId: first.user.uid, amount: 900 },
          { userId: flagged.user.uid, amount: 950 },
        ],
      },
      { sellerId: owner, buyerId: buyer.user.uid, amount: 500, name: 'Tek Teklifli' },
      { sellerId: owner, buyerId: second.user.uid, amount: 300, name: 'Ödenen Lot' },
    ]));
    await t.app.statementIssuer.runOnce();
    await t.database.db
      .update(users)
      .set({ paymentFlaggedAt: new Date(), paymentFlagReason: 'Ödenmemiş belge' })
      .where(eq(users.id, flagged.user.uid));
    const owed = await buyerStatementIn(clerk, groupId, buyer.user.uid);
    cancelled = await clerk.ok<BuyerStatementView>('adminStatementCancel', {
      id: owed.id,
      reason: 'Yedi gün içinde ödenmedi',
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('lists the cancelled lots with the next bidder at their own highest bid, or why none', async () => {
    const rows = await lots();
    expect(rows.map((r) => r.title).sort()).toEqual(['Kızıl Dişi', 'Tek Teklifli']);
    const red = await lotNamed('Kızıl Dişi');
    expect(red.blocked).toBeNull();
    expect(red.next?.member.uid).toBe(first.user.uid);
    expect(red.next?.member.fullname).toBe('Şule Ağaoğlu');
    expect(red.next?.hammerKurus).toBe(90_000);
    const alone = await lotNamed('Tek Teklifli');
    expect(alone.next).toBeNull();
    expect(alone.blocked).toBe(text.secondChanceNoBidder);
  });

  it('refuses an offer on a lot with no underbidder, bad hours and a standing line, changing nothing', async () => {
    const alone = await lotNamed('Tek Teklifli');
    const none = await offer(alone.lineId);
    expect(none.status).toBe(400);
    expect(none.error?.message).toBe(text.secondChanceNoBidder);
    const red = await lotNamed('Kızıl Dişi');
    for (const hours of [0, 169]) {
      expect((await offer(red.lineId, hours)).error?.message).toBe(text.secondChanceHours);
    }
    const standing = await buyerStatementIn(clerk, groupId, second.user.uid);
    const notCancelled = await offer(standing.lines[0]?.id as string);
    expect(notCancelled.status).toBe(400);
    expect(notCancelled.error?.message).toBe(text.secondChanceNotCancelled);
    expect(await offerCount()).toBe(0);
  });

  it('keeps offers to staff of the settlement area and to the member offered', async () => {
    const red = await lotNamed('Kızıl Dişi');
    expect(
      (await as(first).call('adminSecondChanceOffer', { lineId: red.lineId, hours: 24 })).status,
    ).toBe(403);
    expect((await as(first).call('adminSecondChanceLots', { id: cancelled.id })).status).toBe(403);
    const anonymous = new Client(t.app);
    expect((await anonymous.call('mySecondChanceOffers', {})).status).toBe(401);
    expect(await offerCount()).toBe(0);
  });

  it('offers the lot to the underbidder, who sees it and alone may answer it', async () => {
    const red = await lotNamed('Kızıl Dişi');
    const made = await offer(red.lineId, 48);
    expect(made.status).toBe(200);
    const view = made.result as SecondChanceOfferView;
    expect(view).toMatchObject({
      state: 'open',
      title: 'Kızıl Dişi',
      hammerKurus: 90_000,
      member: { uid: first.user.uid },
      statementId: null,
    });
    expect(view.totalKurus).toBe(view.hammerKurus + view.premiumKurus + view.premiumVatKurus);
    expect(view.expiresAt - view.offeredAt).toBe(48 * 3_600_000);
    // One open offer per lot.
    expect((await offer(red.lineId)).error?.message).toBe(text.secondChanceOpen);
    expect((await offersOf(first)).map((o) => o.id)).toEqual([view.id]);
    expect(await offersOf(second)).toEqual([]);
    const stranger = await as(second).call('mySecondChanceAnswer', { id: view.id, accept: true });
    expect(stranger.status).toBe(404);
    expect(stranger.error?.message).toBe(text.offerNotFound);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'settlement.second-chance'), eq(auditLog.targetId, first.user.uid)),
      );
    expect(audit[0]?.summary).toContain('Kızıl Dişi');
    expect(audit[0]?.summary).toContain('Şule Ağaoğlu');
    // The member is told on the channels they allow (SMS at least: a verified phone).
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, first.user.uid), eq(notifications.event, 'second-chance')),
      );
    expect(told.map((n) => n.channel)).toContain('sms');
    expect(told.every((n) => n.dedupeKey?.startsWith(`second-chance:${view.id}:`))).toBe(true);
  });

  it('after a decline offers the next bidder, whose acceptance puts the lot on their statement and balances the books', async () => {
    const [open] = await offersOf(first);
    const declined = await as(first).ok<SecondChanceOfferView>('mySecondChanceAnswer', {
      id: open?.id,
      accept: false,
    });
    expect(declined.state).toBe('declined');
    expect(
      (await as(first).call('mySecondChanceAnswer', { id: open?.id, accept: true })).error?.message,
    ).toBe(text.offerAnswered);
    const red = await lotNamed('Kızıl Dişi');
    expect(red.next?.member.uid).toBe(second.user.uid);
    expect(red.next?.hammerKurus).toBe(80_000);
    const made = await clerk.ok<SecondChanceOfferView>('adminSecondChanceOffer', {
      lineId: red.lineId,
      hours: 24,
    });
    const before = await buyerStatementIn(clerk, groupId, second.user.uid);
    const accepted = await as(second).ok<SecondChanceOfferView>('mySecondChanceAnswer', {
      id: made.id,
      accept: true,
    });
    expect(accepted.state).toBe('accepted');
    expect(accepted.statementId).toBe(before.id);
    const after = await as(second).ok<BuyerStatementView>('myBuyerStatement', { id: before.id });
    const line = after.lines.find((l) => l.title === 'Kızıl Dişi');
    expect(line).toMatchObject({ hammerKurus: 80_000, cancelled: false });
    expect(after.totalKurus).toBe(before.totalKurus + accepted.totalKurus);
    expect(after.state).toBe('open');
    const books = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    expect(books.balance.difference).toBe(0);
    expect(books.balance.buyersTotal).toBe(
      books.buyers.filter((b) => b.state !== 'cancelled').reduce((sum, b) => sum + b.totalKurus, 0),
    );
    // The lot stands on a statement again: no more offers.
    const now = await lotNamed('Kızıl Dişi');
    expect(now.blocked).toBe(text.secondChanceTaken);
    expect(now.offers.map((o) => o.state)).toEqual(['accepted', 'declined']);
    expect((await offer(now.lineId)).error?.message).toBe(text.secondChanceTaken);
  });

  it("shows every step on the members' console pages: the cancelling on the buyer's, the offers on the bidders'", async () => {
    const admin = new Client(t.app, {
      cookie: (await createSignedInMember(t.app, { kind: 'staff', roles: ['administrator'] }))
        .cookie,
    });
    const actions = async (uid: string) =>
      (
        await admin.ok<{ audit: Array<{ action: string }> }>('adminMemberDetail', { uid })
      ).audit.map((e) => e.action);
    expect(await actions(buyer.user.uid)).toContain('settlement.cancel');
    expect(await actions(first.user.uid)).toEqual(
      expect.arrayContaining(['settlement.second-chance', 'settlement.second-chance-decline']),
    );
    expect(await actions(second.user.uid)).toEqual(
      expect.arrayContaining(['settlement.second-chance', 'settlement.second-chance-accept']),
    );
    expect(await actions(second.user.uid)).not.toContain('settlement.cancel');
  });
});

describe('second-chance offers that run out of time (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let under: SignedInMember;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    const buyer = await createSignedInMember(t.app, { fullname: 'Geciken Üye' });
    under = await createSignedInMember(t.app, { fullname: 'Gülşen Ünal' });
    const owner = await insertOwner(t.database.db, { fullname: 'Çetin Yıldız' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Güz Mezatı', [
      {
        sellerId: owner,
        buyerId: buyer.user.uid,
        amount: 400,
        name: 'Mavi Erkek',
        underbids: [{ userId: under.user.uid, amount: 350 }],
      },
      {
        sellerId: owner,
        buyerId: buyer.user.uid,
        amount: 450,
        name: 'Gök Dişi',
        underbids: [{ userId: under.user.uid, amount: 420 }],
      },
    ]));
    await t.app.statementIssuer.runOnce();
    const owed = await buyerStatementIn(clerk, groupId, buyer.user.uid);
    await clerk.ok('adminStatementCancel', { id: owed.id, reason: 'Ödenmedi' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('marks an offer past its time expired on the pass, audited as the system', async () => {
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    const id = sale.buyers.find((b) => b.state === 'cancelled')?.id;
    const { rows } = await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', { id });
    const blue = rows.find((r) => r.title === 'Mavi Erkek') as SecondChanceLot;
    const made = await clerk.ok<SecondChanceOfferView>('adminSecondChanceOffer', {
      lineId: blue.lineId,
      hours: 1,
    });
    expect(await expireSecondChanceOffers(t.database.db, Date.now())).toBe(0);
    expect(await expireSecondChanceOffers(t.database.db, Date.now() + 2 * 3_600_000)).toBe(1);
    const client = new Client(t.app, { cookie: under.cookie });
    const [view] = (await client.ok<{ rows: SecondChanceOfferView[] }>('mySecondChanceOffers', {}))
      .rows;
    expect(view).toMatchObject({ id: made.id, state: 'expired' });
    const late = await client.call('mySecondChanceAnswer', { id: made.id, accept: true });
    expect(late.error?.message).toBe(text.offerAnswered);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settlement.second-chance-expire'));
    expect(audit?.actorLabel).toBe('Sistem');
    // Everyone who bid was offered it: nobody is left.
    const again = (
      await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', { id })
    ).rows.find((r) => r.title === 'Mavi Erkek');
    expect(again?.blocked).toBe(text.secondChanceNoBidder);
  });

  it('refuses an answer given after the time, before any pass, and records it expired', async () => {
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    const id = sale.buyers.find((b) => b.state === 'cancelled')?.id;
    const { rows } = await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', { id });
    const grey = rows.find((r) => r.title === 'Gök Dişi') as SecondChanceLot;
    const made = await clerk.ok<SecondChanceOfferView>('adminSecondChanceOffer', {
      lineId: grey.lineId,
      hours: 2,
    });
    await t.database.db
      .update(secondChanceOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondChanceOffers.id, Number(made.id)));
    const client = new Client(t.app, { cookie: under.cookie });
    const late = await client.call('mySecondChanceAnswer', { id: made.id, accept: true });
    expect(late.status).toBe(400);
    expect(late.error?.message).toBe(text.offerExpired);
    const [row] = await t.database.db
      .select()
      .from(secondChanceOffers)
      .where(eq(secondChanceOffers.id, Number(made.id)));
    expect(row?.state).toBe('expired');
    expect(row?.acceptedLineId).toBeNull();
  });
});

describe('second-chance offers of a hall mezat lot (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let online: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    const buyer = await createSignedInMember(t.app, { fullname: 'Salonda Ödemeyen' });
    online = await createSignedInMember(t.app, { fullname: 'Çevrim İçi Nuri' });
    const owner = await insertOwner(t.database.db, { fullname: 'Salon Sahibi Rıza' });
    const { saleId, lotIds } = await insertEndedHallSale(t.database.db, 'Salon Mezatı', owner, [
      { price: 1200, buyerId: buyer.user.uid },
    ]);
    const lotId = lotIds[0] as number;
    // The online bidder at 900, a floor paddle at 1000 (no account: never offered), the buyer.
    await t.database.db.insert(hallBids).values([
      { lotId, amount: 900, kind: 'online', userId: online.user.uid },
      { lotId, amount: 1000, kind: 'floor', paddle: '17' },
      { lotId, amount: 1200, kind: 'online', userId: buyer.user.uid },
    ]);
    await t.app.statementIssuer.runOnce();
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'hall',
      id: String(saleId),
    });
    await clerk.ok('adminStatementCancel', { id: sale.buyers[0]?.id, reason: 'Salonda ödemedi' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('offers the lot to the online bidder, passing over the floor paddle', async () => {
    const sale = (await clerk.ok<{ rows: SettlementSaleRow[] }>('adminSettlementSales', {})).rows;
    const books = await clerk.ok<SaleSettlement>('adminSaleSettlement', sale[0]?.sale);
    const id = books.buyers.find((b) => b.state === 'cancelled')?.id;
    const { rows } = await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', { id });
    expect(rows[0]?.next).toMatchObject({
      member: { uid: online.user.uid, fullname: 'Çevrim İçi Nuri' },
      hammerKurus: 90_000,
    });
    const made = await clerk.ok<SecondChanceOfferView>('adminSecondChanceOffer', {
      lineId: rows[0]?.lineId,
      hours: 12,
    });
    const accepted = await new Client(t.app, { cookie: online.cookie }).ok<SecondChanceOfferView>(
      'mySecondChanceAnswer',
      { id: made.id, accept: true },
    );
    expect(accepted.state).toBe('accepted');
    const after = await clerk.ok<SaleSettlement>('adminSaleSettlement', sale[0]?.sale);
    expect(after.buyers.find((b) => b.buyer.uid === online.user.uid)?.totalKurus).toBe(
      accepted.totalKurus,
    );
    expect(after.balance.difference).toBe(0);
  });
});
