import type {
  BuyerStatementView,
  SaleSettlement,
  SellerStatementView,
  SiteTerms,
} from '@kanat/shared/contracts';
import { formatKurus } from '@kanat/shared/rules';
import { insertOwner } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { pdfText } from '../../test/pdf-text';
import {
  insertEndedHallSale,
  insertFinishedGroup,
  settlementStaff,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const terms: SiteTerms = {
  buyerPremiumBp: 750,
  sellerCommissionBp: 1250,
  vatBp: 2000,
  paymentTermDays: 7,
  graceDays: 3,
  autoFlagAfter: 2,
  iban: 'TR330006100519786457841326',
  accountName: 'İzmir Güvercin Severler Derneği',
};

describe("the statements' PDFs and the accountant's exports (issue 33)", () => {
  let t: TestApp;
  let clerk: ApiClient;
  let accountant: ApiClient;
  let buyer: SignedInMember;
  let seller: SignedInMember;
  let stranger: SignedInMember;
  let groupId: number;
  let buyerView: BuyerStatementView;
  let sellerView: SellerStatementView;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['administrator'] })).cookie,
    });
    await admin.ok('adminTermsSave', terms);
    ({ clerk, accountant } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Şebnem Ağaoğlu' });
    seller = await createSignedInMember(t.app, { fullname: 'İlkay Çöğür' });
    stranger = await createSignedInMember(t.app);
    const owner = await insertOwner(t.database.db, { fullname: 'Hüseyin Kılıç' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Güz Şöleni', [
      { sellerId: seller.user.uid, buyerId: buyer.user.uid, amount: 12_345, name: 'Işıltı' },
      { sellerId: owner, buyerId: buyer.user.uid, amount: 999, name: 'Öncü Ğ' },
      { sellerId: seller.user.uid, name: 'Çırak' },
    ]));
    await t.app.statementIssuer.runOnce();
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    const buyerId = sale.buyers[0]?.id;
    await clerk.ok('adminPaymentRecord', {
      statementId: buyerId,
      amount: '5.000,25',
      method: 'transfer',
      paidOn: '2026-11-21',
      note: 'İlk ödeme',
    });
    buyerView = await clerk.ok<BuyerStatementView>('adminBuyerStatement', { id: buyerId });
    const sellerId = sale.sellers.find((s) => s.seller.uid === seller.user.uid)?.id;
    await accountant.ok('adminPayoutMark', {
      id: sellerId,
      paidOn: '2026-11-25',
      reference: 'EFT-2026-11',
    });
    sellerView = await clerk.ok<SellerStatementView>('adminSellerStatement', { id: sellerId });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const fetchFile = (client: ApiClient | null, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: client?.cookie ? { cookie: client.cookie } : {},
    });

  it("prints the buyer's statement with every figure, the reference and Turkish letters", async () => {
    const response = await fetchFile(
      new ApiClient(t.app, { cookie: buyer.cookie }),
      `/api/statements/buyer/${buyerView.id}/pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const figures = [
      ...buyerView.lines.flatMap((l) => [
        l.hammerKurus,
        l.premiumKurus,
        l.premiumVatKurus,
        l.shippingKurus,
        l.totalKurus,
      ]),
      buyerView.totals.hammerKurus,
      buyerView.totals.premiumKurus,
      buyerView.totals.premiumVatKurus,
      buyerView.totalKurus,
      buyerView.paidKurus,
      buyerView.dueKurus,
    ];
    expect(figures).toContain(1_234_500);
    for (const figure of figures) expect(text).toContain(formatKurus(figure));
    for (const words of [
      buyerView.reference,
      'TR33 0006 1005 1978 6457 8413 26',
      'İzmir Güvercin Severler Derneği',
      'Şebnem Ağaoğlu',
      'Güz Şöleni',
      'Işıltı',
      'Öncü Ğ',
      'Alım Belgesi',
      'Son ödeme günü',
      'Alıcı komisyonu %7,5, komisyona KDV %20',
      'Hesap sahibi',
      'İlk ödeme',
      '21.11.2026',
    ]) {
      expect(text).toContain(words);
    }
  });

  it("prints the seller's statement: sold and unsold lots, commission, VAT, net and payout", async () => {
    const response = await fetchFile(
      new ApiClient(t.app, { cookie: seller.cookie }),
      `/api/statements/seller/${sellerView.id}/pdf`,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const figure of [
      sellerView.hammerKurus,
      sellerView.commissionKurus,
      sellerView.commissionVatKurus,
      sellerView.netKurus,
      ...sellerView.sold.flatMap((s) => [s.hammerKurus, s.commissionKurus, s.netKurus]),
    ]) {
      expect(text).toContain(formatKurus(figure));
    }
    for (const words of [
      'Satış Hesap Özeti',
      'İlkay Çöğür',
      'Işıltı',
      'Çırak',
      'Satıcı komisyonu %12,5, komisyona KDV %20',
      'Satılmayan lotlar',
      '25.11.2026 tarihinde ödendi (EFT-2026-11)',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('prints a hall buyer known only by a paddle as the desk hands it over', async () => {
    const { saleId } = await insertEndedHallSale(t.database.db, 'Salı Mezatı', seller.user.uid, [
      { price: 1500, paddle: '17' },
    ]);
    await t.app.statementIssuer.runOnce();
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'hall',
      id: String(saleId),
    });
    const response = await fetchFile(clerk, `/api/statements/buyer/${sale.buyers[0]?.id}/pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('kart 17');
    expect(text).toContain(formatKurus(sale.buyers[0]?.totalKurus ?? -1));
    // A room buyer accepted no contract online (issue 35): the statement says so.
    expect(text).toContain('Bu satış için kayıtlı bir koşul kabulü yok.');
  });

  it("answers 404 to anyone but the owner and settlement staff, and staff's any", async () => {
    const buyerUrl = `/api/statements/buyer/${buyerView.id}/pdf`;
    const sellerUrl = `/api/statements/seller/${sellerView.id}/pdf`;
    const strangerClient = new ApiClient(t.app, { cookie: stranger.cookie });
    const sellerClient = new ApiClient(t.app, { cookie: seller.cookie });
    const editor = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['editor'] })).cookie,
    });
    for (const [client, url] of [
      [null, buyerUrl],
      [strangerClient, buyerUrl],
      [sellerClient, buyerUrl],
      [editor, buyerUrl],
      [strangerClient, sellerUrl],
      [new ApiClient(t.app, { cookie: buyer.cookie }), sellerUrl],
      [clerk, '/api/statements/buyer/999999/pdf'],
      [clerk, '/api/statements/seller/abc/pdf'],
    ] as const) {
      const response = await fetchFile(client, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    for (const client of [clerk, accountant]) {
      expect((await fetchFile(client, buyerUrl)).statusCode).toBe(200);
      expect((await fetchFile(client, sellerUrl)).statusCode).toBe(200);
    }
  });

  it('exports statements, payments and payouts of a sale and of a month as CSV for Excel', async () => {
    const get = (query: string) =>
      fetchFile(accountant, `/api/staff/settlement/export.csv?${query}`);
    const statements = await get(`what=statements&kind=group&id=${groupId}`);
    expect(statements.statusCode).toBe(200);
    expect(statements.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(statements.body.startsWith('\uFEFFReferans;Satış türü;Satış;Alıcı')).toBe(true);
    // Named by what it holds and the sale, never by an internal number.
    expect(statements.headers['content-disposition']).toBe(
      'attachment; filename="alim-belgeleri-guz-soleni.csv"',
    );
    const [, row] = statements.body.split('\r\n');
    expect(row?.split(';')).toEqual([
      buyerView.reference,
      'Grup',
      'Güz Şöleni',
      'Şebnem Ağaoğlu',
      expect.any(String),
      '',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      '13344,00',
      // Each lot's premium and VAT rounded on its own line: 925,88 + 74,93 and 185,18 + 14,99.
      '1000,81',
      '200,17',
      '0,00',
      '14544,98',
      '5000,25',
      '9544,73',
      'Açık',
    ]);
    const payments = await get('what=payments&month=2026-11');
    expect(payments.headers['content-disposition']).toBe(
      'attachment; filename="odemeler-2026-11.csv"',
    );
    expect(payments.body.split('\r\n')[1]).toContain(';21.11.2026;5000,25;Havale/EFT;;İlk ödeme');
    const payouts = await get('what=payouts&month=2026-11');
    expect(payouts.body).toContain('İlkay Çöğür');
    expect(payouts.body).toContain('25.11.2026;EFT-2026-11');
    for (const query of [
      'what=nothing&month=2026-11',
      'what=payments',
      'what=payouts&kind=x&id=1',
    ]) {
      const refused = await get(query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        'Dışa aktarılacak satışı ya da ayı (YYYY-AA) seçin.',
      );
    }
    expect(
      (await fetchFile(clerk, '/api/staff/settlement/export.csv?what=payments&month=2026-11'))
        .statusCode,
    ).toBe(403);
  });
});
