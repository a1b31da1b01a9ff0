import type {
  BuyerStatementView,
  SaleSettlement,
  SellerStatementView,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, count, eq, like } from 'drizzle-orm';
import { auditLog, buyerStatements } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import {
  buyerStatementIn,
  insertFinishedGroup,
  settlementStaff,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.statementServer;

// Site terms are the defaults: no buyer's premium, 10 % commission with 20 % KDV.
describe('payments, delivery and payouts (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let accountant: ApiClient;
  let buyer: SignedInMember;
  let other: SignedInMember;
  let groupId: number;
  let statementOf: (uid: string) => Promise<BuyerStatementView>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk, accountant } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Çağla Şahin' });
    other = await createSignedInMember(t.app, { fullname: 'Oğuz Işık' });
    const seller = await createSignedInMember(t.app, { fullname: 'Ümit Gök' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Kış Mezatı', [
      { sellerId: seller.user.uid, buyerId: buyer.user.uid, amount: 1000, name: 'Birinci' },
      { sellerId: owner, buyerId: buyer.user.uid, amount: 500, name: 'İkinci' },
      { sellerId: owner, buyerId: other.user.uid, amount: 700, name: 'Üçüncü' },
    ]));
    await t.app.statementIssuer.runOnce();
    statementOf = (uid) => buyerStatementIn(clerk, groupId, uid);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const pay = (statementId: string, amount: string, paidOn = '2026-11-20') =>
    clerk.call<BuyerStatementView>('adminPaymentRecord', {
      statementId,
      amount,
      method: 'cash',
      paidOn,
      note: 'Dernekte',
    });

  it('adds part-payments up, refuses an overpayment in Turkish, and is paid in full at the total', async () => {
    const statement = await statementOf(buyer.user.uid);
    expect(statement.totalKurus).toBe(150_000);
    const first = await pay(statement.id, '1.000,50');
    expect(first.result).toMatchObject({ paidKurus: 100_050, dueKurus: 49_950, state: 'open' });

    const over = await pay(statement.id, '499,51');
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe(
      'Ödeme kalan borçtan büyük olamaz: bu belgede kalan 499,50 TL.',
    );
    for (const [amount, message] of [
      ['abc', text.amountInvalid],
      ['0', text.amountNotPositive],
      ['-5', text.amountNotPositive],
    ]) {
      expect((await pay(statement.id, amount as string)).error?.message).toBe(message);
    }
    expect((await pay(statement.id, '10', '2999-01-01')).error?.message).toBe(text.dayInvalid);
    expect((await pay(statement.id, '10', '31.02.2026')).error?.message).toBe(text.dayInvalid);
    expect((await statementOf(buyer.user.uid)).paidKurus).toBe(100_050);

    const last = await pay(statement.id, '499,50', '21.11.2026');
    expect(last.result).toMatchObject({ paidKurus: 150_000, dueKurus: 0, state: 'paid' });
    expect(last.result?.payments.map((p) => [p.amountKurus, p.paidOn])).toEqual([
      [100_050, '2026-11-20'],
      [49_950, '2026-11-21'],
    ]);
    expect((await pay(statement.id, '1')).error?.message).toBe(text.statementPaid);
    const audits = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'settlement.payment'));
    expect(audits[0]?.n).toBe(2);
  });

  it('lets no two payments together pay more than is due', async () => {
    const statement = await statementOf(other.user.uid);
    expect(statement.dueKurus).toBe(70_000);
    const answers = await Promise.all([pay(statement.id, '400'), pay(statement.id, '400')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const [row] = await t.database.db
      .select()
      .from(buyerStatements)
      .where(eq(buyerStatements.id, Number(statement.id)));
    expect(row?.paidKurus).toBe(40_000);
  });

  it('records pickup and cargo, the fee on the statement, and refuses a fee that undercuts payments', async () => {
    const statement = await statementOf(buyer.user.uid);
    const [first, second] = statement.lines;
    const missing = await clerk.call('adminDeliverySet', {
      lineId: first?.id,
      method: 'pickup',
      delivered: true,
    });
    expect(missing.error?.message).toBe(text.pickedUpByRequired);
    const picked = await clerk.ok<BuyerStatementView>('adminDeliverySet', {
      lineId: first?.id,
      method: 'pickup',
      pickedUpBy: 'Çağla Şahin',
      delivered: true,
    });
    expect(picked.lines[0]?.delivery).toMatchObject({
      method: 'pickup',
      pickedUpBy: 'Çağla Şahin',
    });
    expect(picked.lines[0]?.delivery.deliveredAt).toEqual(expect.any(Number));

    const noTracking = await clerk.call('adminDeliverySet', {
      lineId: second?.id,
      method: 'cargo',
      carrier: 'Aras Kargo',
      delivered: true,
    });
    expect(noTracking.error?.message).toBe(text.cargoRequired);
    const cargo = await clerk.ok<BuyerStatementView>('adminDeliverySet', {
      lineId: second?.id,
      method: 'cargo',
      carrier: 'Aras Kargo',
      trackingNumber: '1234567890',
      shippingFee: '150,00',
      delivered: false,
    });
    expect(cargo.lines[1]).toMatchObject({ shippingKurus: 15_000, totalKurus: 65_000 });
    expect(cargo).toMatchObject({ totalKurus: 165_000, dueKurus: 15_000, state: 'open' });
    expect(cargo.totals.shippingKurus).toBe(15_000);
    await pay(cargo.id, '150');
    // Now paid in full: taking the fee off would leave it overpaid.
    const undercut = await clerk.call('adminDeliverySet', {
      lineId: second?.id,
      method: 'cargo',
      carrier: 'Aras Kargo',
      trackingNumber: '1234567890',
      shippingFee: '100',
      delivered: true,
    });
    expect(undercut.error?.message).toBe(text.shippingUnderPaid);
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    // The other buyer still owes 300 TL of 700.
    expect(sale.balance).toMatchObject({ shipping: 15_000, difference: 0, outstanding: 30_000 });
  });

  it('marks a payout once, for accountants only', async () => {
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    const seller = sale.sellers[0] as SaleSettlement['sellers'][number];
    const data = { id: seller.id, paidOn: '2026-11-25', reference: 'EFT-778899' };
    expect((await clerk.call('adminPayoutMark', data)).status).toBe(403);
    expect(
      (await accountant.call('adminPayoutMark', { ...data, reference: ' ' })).error?.message,
    ).toBe(text.payoutReferenceRequired);
    const marked = await accountant.ok<SellerStatementView>('adminPayoutMark', data);
    expect(marked).toMatchObject({ payoutReference: 'EFT-778899', paidOutAt: expect.any(Number) });
    expect((await accountant.call('adminPayoutMark', data)).error?.message).toBe(
      text.alreadyPaidOut,
    );
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.payout'), like(auditLog.summary, '%EFT-778899%')));
    expect(entries).toHaveLength(1);
  });

  it("answers a member's own statements and 'not found' for another's", async () => {
    const mine = new ApiClient(t.app, { cookie: buyer.cookie });
    const theirs = await statementOf(other.user.uid);
    const own = await statementOf(buyer.user.uid);
    expect((await mine.ok<BuyerStatementView>('myBuyerStatement', { id: own.id })).id).toBe(own.id);
    for (const id of [theirs.id, '999999']) {
      const answer = await mine.call('myBuyerStatement', { id });
      expect({ status: answer.status, message: answer.error?.message }).toEqual({
        status: 404,
        message: text.buyerNotFound,
      });
    }
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    for (const s of sale.sellers) {
      const answer = await mine.call('mySellerStatement', { id: s.id });
      expect({ status: answer.status, message: answer.error?.message }).toEqual({
        status: 404,
        message: text.sellerNotFound,
      });
    }
    const guest = await new ApiClient(t.app).call('myStatements', {});
    expect(guest.status).toBe(401);
  });
});
