// After the hammer (issue 33), a whole sale in Chromium against the real server: the demo's
// 'Eylül Kulüp Mezatı' ended two weeks ago with three buyers. The first pays by a bank line
// that names the reference and picks the bird up; the second has it sent by cargo and pays in
// two parts; the third never pays: the server reminds them and finds them overdue, staff
// cancel their statement in the console and offer the lot to the underbidder, who accepts it
// under /hesabim. Both sellers' statements then show the net the shared rules give, are paid
// out, and the sale's books balance.
import type {
  BankImportView,
  BuyerStatementSummary,
  BuyerStatementView,
  SaleSettlement,
  SellerStatementView,
  SettlementSaleRow,
} from '@kanat/shared/contracts';
import { formatKurus, sellerLine, sellerTotals } from '@kanat/shared/rules';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { text, toast } from './support/console/helpers';
import { DEMO_STAFF, type SeededMember, seededMembers, signIn } from './support/console/sign-in';
import { mustCall } from './support/hall';

const SALE = 'Eylül Kulüp Mezatı';

let browser: Browser;
let staff: WatchedPage;
let sale: SettlementSaleRow['sale'];
let members: Map<string, SeededMember>;
/** The three statements, the largest first: the non-payer's lot drew the most bids. */
let nonPayer: BuyerStatementSummary;
let payer: BuyerStatementSummary;
let instalments: BuyerStatementSummary;

/** Today in Turkey as the bank and the desk write it (dd.mm.yyyy). */
const today = () => {
  const [y, m, d] = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
const lira = (kurus: number) => formatKurus(kurus).replace(' TL', '');
const books = () => mustCall<SaleSettlement>(staff.page, 'adminSaleSettlement', sale);
const statement = (id: string) =>
  mustCall<BuyerStatementView>(staff.page, 'adminBuyerStatement', { id });

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  const { rows } = await mustCall<{ rows: SettlementSaleRow[] }>(
    staff.page,
    'adminSettlementSales',
    {},
  );
  const row = rows.find((r) => r.sale.title === SALE);
  if (!row) throw new Error(`the demo data has no sale '${SALE}' with statements`);
  sale = row.sale;
  const buyers = [...(await books()).buyers].sort((a, b) => b.totalKurus - a.totalKurus);
  [nonPayer, payer, instalments] = buyers as [
    BuyerStatementSummary,
    BuyerStatementSummary,
    BuyerStatementSummary,
  ];
  members = new Map((await seededMembers(staff.page)).map((m) => [m.uid, m]));
}, 180_000);

afterAll(async () => {
  await staff?.close();
  await browser?.close();
});

test('the sale ended two weeks ago: three buyers, each statement past its due day', async () => {
  const sold = await books();
  expect(sold.buyers).toHaveLength(3);
  expect(sold.sellers).toHaveLength(2);
  for (const buyer of sold.buyers) {
    expect(buyer).toMatchObject({ state: 'open', overdue: true, paidKurus: 0 });
    expect(members.has(buyer.buyer.uid as string)).toBe(true);
  }
});

test('the first buyer pays by a bank line naming the reference, and picks the bird up', async () => {
  const imported = await mustCall<BankImportView>(staff.page, 'adminBankImport', {
    fileName: 'eylul-dokum.csv',
    csv: [
      'Tarih;Tutar;Açıklama',
      `${today()};${lira(payer.totalKurus)};EFT ${payer.reference} ${payer.buyer.fullname.toLocaleUpperCase('tr')}`,
    ].join('\n'),
  });
  expect(imported.lines.map((l) => l.state)).toEqual(['matched']);
  const [line] = (await statement(payer.id)).lines;
  await staff.page.goto(`/yonetim/alim-belgeleri/${payer.id}`);
  const lines = staff.page.getByTestId('statement-lines');
  await lines
    .getByRole('button', { name: /^Teslimi kaydet/ })
    .first()
    .click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.getByLabel('Teslim şekli').selectOption('pickup');
  await dialog.getByLabel('Teslim alan').fill('Kâzım Yücel');
  await dialog.getByLabel('Teslim edildi').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await toast(staff.page, 'Teslim kaydedildi.');
  const paid = await statement(payer.id);
  expect(paid.state).toBe('paid');
  expect(paid.payments.map((p) => p.fromBank)).toEqual([true]);
  expect(paid.lines.find((l) => l.id === line?.id)?.delivery).toMatchObject({
    method: 'pickup',
    pickedUpBy: 'Kâzım Yücel',
  });
});

test('the second has the bird sent by cargo and pays in two parts', async () => {
  const [line] = (await statement(instalments.id)).lines;
  const withCargo = await mustCall<BuyerStatementView>(staff.page, 'adminDeliverySet', {
    lineId: line?.id,
    method: 'cargo',
    carrier: 'Yurtiçi Kargo',
    trackingNumber: '302118845521',
    shippingFee: '150,00',
    delivered: true,
  });
  expect(withCargo.totalKurus).toBe(instalments.totalKurus + 15_000);
  const first = Math.floor(withCargo.totalKurus / 2);
  for (const [amount, method] of [
    [first, 'cash'],
    [withCargo.totalKurus - first, 'transfer'],
  ] as const) {
    await mustCall(staff.page, 'adminPaymentRecord', {
      statementId: instalments.id,
      amount: lira(amount),
      method,
      paidOn: today(),
      note: '',
    });
  }
  const paid = await statement(instalments.id);
  expect(paid.state).toBe('paid');
  expect(paid.payments).toHaveLength(2);
  expect(paid.totals.shippingKurus).toBe(15_000);
});

test('the third is reminded after the due day, and stays overdue', async () => {
  // The server's settlement pass (every ten seconds) queues the reminder.
  let view = await statement(nonPayer.id);
  while (!view.reminders?.some((r) => r.kind === 'after')) {
    await staff.page.waitForTimeout(1_000);
    view = await statement(nonPayer.id);
  }
  expect(view).toMatchObject({ state: 'open', overdue: true, paidKurus: 0 });
  await staff.page.goto(`/yonetim/alim-belgeleri/${nonPayer.id}`);
  await staff.page.getByText(/Son ödeme günü geçince hatırlatıldı: \d\d\.\d\d\.\d{4}/).waitFor();
});

let underbidder: SeededMember;
let lotTitle: string;

test('staff cancel the unpaid statement and offer its lot to the underbidder', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/alim-belgeleri/${nonPayer.id}`);
  await page.getByRole('button', { name: 'Belgeyi iptal et' }).click();
  const cancel = page.getByRole('dialog');
  await cancel.getByLabel('Gerekçe').fill('Vadesinde ve ek sürede ödenmedi');
  await cancel.getByRole('button', { name: 'İptal et' }).click();
  await page.getByText('Bu belge iptal edildi: Vadesinde ve ek sürede ödenmedi').waitFor();

  const lot = page.getByTestId('second-chance-lot');
  await lot.waitFor();
  lotTitle = (await lot.locator('h3').textContent()) ?? '';
  const next = await text(lot);
  const named = [...members.values()].find(
    (m) => m.uid !== nonPayer.buyer.uid && next.includes(m.fullname),
  );
  if (!named) throw new Error(`no seeded member named as the next bidder: ${next}`);
  underbidder = named;
  await lot.getByRole('button', { name: `İkinci şans teklifi yap: ${lotTitle}` }).click();
  const offer = page.getByRole('dialog');
  await offer.getByLabel('Yanıt süresi (saat)').fill('24');
  await offer.getByRole('button', { name: 'Teklifi gönder' }).click();
  await toast(page, 'İkinci şans teklifi üyeye gönderildi.');
  await lot.getByText('Yanıt bekleniyor').waitFor();
  expect(staff.errors).toEqual([]);
});

test('the underbidder accepts the offer under /hesabim; the lot goes on their statement', async () => {
  const member = await openPage(browser);
  try {
    await signIn(member.page, underbidder);
    await member.page.goto('/hesabim/alimlar');
    const card = member.page.getByTestId('second-chance-offer');
    await card.waitFor();
    expect(await text(card)).toContain(lotTitle);
    await card.getByRole('button', { name: 'Kabul et' }).click();
    await member.page.getByText('Teklifi kabul ettiniz; lot alım belgenize eklendi.').waitFor();
    await member.page.getByRole('link', { name: 'Alım belgesini aç' }).click();
    await member.page.getByText(lotTitle, { exact: false }).first().waitFor();
    expect(member.errors).toEqual([]);
  } finally {
    await member.close();
  }
  const sold = await books();
  const theirs = sold.buyers.find((b) => b.buyer.uid === underbidder.uid);
  expect(theirs).toMatchObject({ state: 'open', lotCount: 1, overdue: false });
  expect(sold.buyers.find((b) => b.id === nonPayer.id)?.state).toBe('cancelled');
});

test("both sellers' statements show the rules' net, are paid out, and the books balance", async () => {
  const sold = await books();
  for (const seller of sold.sellers) {
    const view = await mustCall<SellerStatementView>(staff.page, 'adminSellerStatement', {
      id: seller.id,
    });
    const terms = {
      buyerPremiumBp: 0,
      sellerCommissionBp: view.terms.sellerCommissionBp,
      vatBp: view.terms.vatBp,
      paymentTermDays: 7,
    };
    const expected = sellerTotals(view.sold.map((l) => sellerLine(l.hammerKurus, terms)));
    expect(view.netKurus).toBe(expected.net);
    expect(view.hammerKurus).toBe(expected.hammer);
  }
  // Every lot sold stands on exactly one member's statement again.
  expect(sold.sellers.reduce((n, s) => n + s.soldCount, 0)).toBe(3);

  const [first, second] = sold.sellers;
  await staff.page.goto(`/yonetim/satici-belgeleri/${first?.id}`);
  const form = staff.page.getByTestId('payout-form');
  await form.getByLabel('Havale referansı').fill('EFT-EYLUL-1');
  await form.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
  await staff.page.getByTestId('payout-state').filter({ hasText: 'EFT-EYLUL-1' }).waitFor();
  await mustCall(staff.page, 'adminPayoutMark', {
    id: second?.id,
    paidOn: today(),
    reference: 'EFT-EYLUL-2',
  });

  await staff.page.goto(`/yonetim/hesaplar/${sale.kind}/${sale.id}`);
  const balance = staff.page.getByTestId('balance-state');
  await balance.waitFor();
  expect(await text(balance)).toContain('Hesap tutuyor');
  const closed = await books();
  expect(closed.balance.difference).toBe(0);
  expect(closed.sellers.every((s) => s.paidOutAt !== null)).toBe(true);
  expect(closed.balance.paidOut).toBe(closed.balance.sellersNet);
  expect(staff.errors).toEqual([]);
});
