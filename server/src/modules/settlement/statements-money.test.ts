import type {
  BankImportView,
  BankLineRow,
  BuyerStatementView,
  SaleSettlement,
  SellerStatementView,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { paymentReference } from '@kanat/shared/rules';
import { and, count, eq, like } from 'drizzle-orm';
import { auditLog, bankLines, buyerStatements, statementPayments } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { insertFinishedGroup } from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.statementServer;

// Site terms are the defaults: no buyer's premium, 10 % commission with 20 % KDV.
describe('payments, the bank statement, delivery and payouts (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let accountant: ApiClient;
  let buyer: SignedInMember;
  let other: SignedInMember;
  let groupId: number;
  let statementOf: (uid: string) => Promise<BuyerStatementView>;

  beforeAll(async () => {
    t = await createTestApp();
    clerk = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['clerk'] })).cookie,
    });
    accountant = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['accountant'] })).cookie,
    });
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
    statementOf = async (uid) => {
      const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
        kind: 'group',
        id: String(groupId),
      });
      const id = sale.buyers.find((b) => b.buyer.uid === uid)?.id;
      return clerk.ok<BuyerStatementView>('adminBuyerStatement', { id });
    };
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

  it('matches bank lines by reference, keeps the rest for staff, and skips a file imported again', async () => {
    const statement = await statementOf(other.user.uid);
    const reference = paymentReference(Number(statement.id));
    const csv = [
      'Tarih;Tutar;Açıklama',
      `20.11.2026;1.000,00;EFT ${reference} fazla`,
      `21.11.2026;200,00;Havale ${reference.slice(0, 6)} ${reference.slice(6)} Oğuz Işık`,
      '21.11.2026;-75,00;Hesap işletim ücreti',
      '22.11.2026;100,00;Referanssız havale',
    ].join('\r\n');
    const imported = await accountant.ok<BankImportView>('adminBankImport', {
      fileName: 'kasim.csv',
      csv,
    });
    expect(imported.skipped).toBe(0);
    expect(imported.lines.map((l) => [l.lineNo, l.state, l.amountKurus, l.reference])).toEqual([
      [2, 'unmatched', 100_000, reference],
      [3, 'matched', 20_000, reference],
      [4, 'ignored', -7_500, null],
      [5, 'unmatched', 10_000, null],
    ]);
    expect((await statementOf(other.user.uid)).paidKurus).toBe(60_000);

    const again = await accountant.ok<BankImportView>('adminBankImport', {
      fileName: 'kasim.csv',
      csv: csv.replace(/;/g, ';').replace('Tarih;Tutar;Açıklama\r\n', ''),
    });
    expect(again).toMatchObject({ skipped: 4, lines: [] });

    // Settled by hand: the unreferenced line pays the statement; the too-large one is put aside.
    const unreferenced = imported.lines[3] as BankLineRow;
    const settled = await accountant.ok<BankLineRow>('adminBankLineSettle', {
      lineId: unreferenced.id,
      statementId: statement.id,
    });
    expect(settled).toMatchObject({ state: 'settled', statementId: statement.id, reference });
    const paid = await statementOf(other.user.uid);
    expect(paid).toMatchObject({ paidKurus: 70_000, state: 'paid' });
    expect(paid.payments.filter((p) => p.fromBank).map((p) => p.method)).toEqual([
      'transfer',
      'transfer',
    ]);
    const tooLarge = imported.lines[0] as BankLineRow;
    const refused = await accountant.call('adminBankLineSettle', {
      lineId: tooLarge.id,
      statementId: statement.id,
    });
    expect(refused.error?.message).toBe(text.statementPaid);
    expect(
      await accountant.ok<BankLineRow>('adminBankLineSettle', {
        lineId: tooLarge.id,
        statementId: null,
      }),
    ).toMatchObject({ state: 'ignored' });
    expect(
      (await accountant.call('adminBankLineSettle', { lineId: tooLarge.id, statementId: null }))
        .error?.message,
    ).toBe(text.bankLineDone);

    const list = await accountant.ok<{
      rows: Array<{ lineCount: number; unmatchedCount: number }>;
    }>('adminBankImports', {});
    expect(list.rows.map((r) => [r.lineCount, r.unmatchedCount])).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });

  it('refuses a file with a broken line whole, naming the line, and changes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(bankLines);
    const payments = await t.database.db.select({ n: count() }).from(statementPayments);
    for (const [csv, message] of [
      [
        'date,amount,description\n2026-11-20,100.50,KM0000000109 ok\n2026-13-40,5,broken',
        'Dosya okunamadı: 3. satırda bir hata var (tarih GG.AA.YYYY ya da YYYY-AA-GG olmalı).',
      ],
      ['20.11.2026;12,5x;Havale', 'Dosya okunamadı: 1. satırda bir hata var (tutar okunamadı).'],
      [
        '20.11.2026;100,00;ok\n21.11.2026;100,00',
        'Dosya okunamadı: 2. satırda bir hata var (tarih, tutar ve açıklama sütunları bekleniyordu).',
      ],
      ['Tarih;Tutar;Açıklama\n', text.bankFileEmpty],
    ]) {
      const answer = await accountant.call('adminBankImport', { fileName: 'bozuk.csv', csv });
      expect({ status: answer.status, message: answer.error?.message }).toEqual({
        status: 400,
        message,
      });
    }
    expect(await t.database.db.select({ n: count() }).from(bankLines)).toEqual(before);
    expect(await t.database.db.select({ n: count() }).from(statementPayments)).toEqual(payments);
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
    expect(sale.balance).toMatchObject({ shipping: 15_000, difference: 0, outstanding: 0 });
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
