import type { BankImportView, BankLineRow, BuyerStatementView } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { paymentReference } from '@kanat/shared/rules';
import { count } from 'drizzle-orm';
import { bankLines, statementPayments } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  type ApiClient,
  createSignedInMember,
  type SignedInMember,
} from '../../test/auth-fixtures';
import {
  buyerStatementIn,
  insertFinishedGroup,
  settlementStaff,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.statementServer;

// Site terms are the defaults: no buyer's premium, so a 700 TL lot owes 700,00 TL.
describe("the bank's statement: matched by reference, settled by hand (issue 33)", () => {
  let t: TestApp;
  let clerk: ApiClient;
  let accountant: ApiClient;
  let buyer: SignedInMember;
  let groupId: number;
  let statementOf: (uid: string) => Promise<BuyerStatementView>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk, accountant } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Oğuz Işık' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Kış Mezatı', [
      { sellerId: owner, buyerId: buyer.user.uid, amount: 700, name: 'Üçüncü' },
    ]));
    await t.app.statementIssuer.runOnce();
    statementOf = (uid) => buyerStatementIn(clerk, groupId, uid);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('matches bank lines by reference, keeps the rest for staff, and skips a file imported again', async () => {
    const statement = await statementOf(buyer.user.uid);
    expect(statement.totalKurus).toBe(70_000);
    await clerk.ok('adminPaymentRecord', {
      statementId: statement.id,
      amount: '400',
      method: 'cash',
      paidOn: '2026-11-20',
      note: '',
    });
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
    expect((await statementOf(buyer.user.uid)).paidKurus).toBe(60_000);

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
    const paid = await statementOf(buyer.user.uid);
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
      [
        '20.11.2026;100,00;ok\n21.11.2026;50,00;"yarım" tırnak\n22.11.2026;1,00;son',
        'Dosya okunamadı: 2. satırda bir hata var (tırnak işaretleri ya da sütunlar bozuk).',
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
});
