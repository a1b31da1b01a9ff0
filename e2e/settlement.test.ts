// After the hammer (issue 33) in Chromium, against the real server and its demo data: a buyer
// finds their statement under /hesabim with the reference and the house's account and reads
// its PDF; staff record a part-payment at the desk, refuse an overpayment, import the bank's
// statement whose line names the reference, record the pickup; the member sees it paid and
// picked up; the seller is paid out and the sale's books balance.
import type {
  BuyerStatementSummary,
  SaleSettlement,
  SellerStatementSummary,
  SettlementSaleRow,
} from '@kanat/shared/contracts';
import { formatKurus } from '@kanat/shared/rules';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { text, toast } from './support/console/helpers';
import { DEMO_STAFF, type SeededMember, seededMembers, signIn } from './support/console/sign-in';
import { mustCall } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
let member: WatchedPage;
let buyer: SeededMember;
let statement: BuyerStatementSummary;
let seller: SellerStatementSummary;
let sale: SettlementSaleRow['sale'];

/** Today in Turkey as the bank writes it (dd.mm.yyyy). */
const bankDay = () => {
  const [y, m, d] = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  // A statement of the demo data owed by a seeded member, whose sale has a seller statement.
  const members = new Map((await seededMembers(staff.page)).map((m) => [m.uid, m]));
  const { rows } = await mustCall<{ rows: SettlementSaleRow[] }>(
    staff.page,
    'adminSettlementSales',
    {},
  );
  // 'Eylül Kulüp Mezatı' is settlement-story.test.ts's own sale.
  for (const row of rows.filter((r) => r.sale.title !== 'Eylül Kulüp Mezatı')) {
    const books = await mustCall<SaleSettlement>(staff.page, 'adminSaleSettlement', {
      kind: row.sale.kind,
      id: row.sale.id,
    });
    const owed = books.buyers.find(
      (b) => b.state === 'open' && b.buyer.uid !== null && members.has(b.buyer.uid),
    );
    const first = books.sellers.find((s) => s.paidOutAt === null);
    if (owed && first) {
      statement = owed;
      seller = first;
      sale = row.sale;
      buyer = members.get(owed.buyer.uid as string) as SeededMember;
      break;
    }
  }
  if (!statement) throw new Error('the demo data has no open statement of a seeded member');
  member = await openPage(browser);
  await signIn(member.page, buyer);
}, 180_000);

afterAll(async () => {
  await member?.close();
  await staff?.close();
  await browser?.close();
});

test("the buyer finds their statement, its reference, the house's account and its PDF", async () => {
  const page = member.page;
  await page.goto('/hesabim/alimlar');
  const row = page.getByRole('row').filter({ hasText: sale.title });
  await row.first().waitFor();
  expect(await text(row.first())).toContain(formatKurus(statement.totalKurus));

  await page.goto(`/hesabim/alimlar/${statement.id}`);
  await page.getByText(statement.reference).first().waitFor();
  const body = await text(page.locator('main'));
  expect(body).toContain('Ödeme bekleniyor');
  expect(body).toMatch(/TR\d{2}( \d{4}){5} \d{2}/);

  // The PDF is theirs to read; another buyer's is not found.
  const pdf = await page.evaluate(async (id) => {
    const response = await fetch(`/api/statements/buyer/${id}/pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, statement.id);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  const books = await mustCall<SaleSettlement>(staff.page, 'adminSaleSettlement', sale);
  const other = books.buyers.find((b) => b.id !== statement.id && b.buyer.uid !== buyer.uid);
  if (other) {
    const status = await page.evaluate(
      async (id) => (await fetch(`/api/statements/buyer/${id}/pdf`)).status,
      other.id,
    );
    expect(status).toBe(404);
  }
  expect(member.errors).toEqual([]);
});

test('staff take a part-payment at the desk and refuse one over the balance', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/alim-belgeleri/${statement.id}`);
  const form = page.getByTestId('payment-form');
  await form.waitFor();
  const amount = form.getByLabel('Tutar (TL)');

  await amount.fill(formatKurus(statement.dueKurus + 100).replace(' TL', ''));
  await form.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await form
    .getByText(
      `Ödeme kalan borçtan büyük olamaz: bu belgede kalan ${formatKurus(statement.dueKurus)}.`,
    )
    .waitFor();

  const part = Math.floor(statement.dueKurus / 2);
  await amount.fill(formatKurus(part).replace(' TL', ''));
  await form.getByLabel('Ödeme yöntemi').selectOption('cash');
  await form.getByLabel('Not').fill('Masada nakit');
  await form.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await form.getByText('Ödeme kaydedildi.').waitFor();
  await page
    .getByTestId('statement-due')
    .filter({ hasText: formatKurus(statement.dueKurus - part) })
    .waitFor();
  expect(staff.errors).toEqual([]);
});

test("the bank's statement pays the rest by the reference in its description", async () => {
  const page = staff.page;
  const rest = statement.dueKurus - Math.floor(statement.dueKurus / 2);
  await page.goto('/yonetim/banka');
  const upload = page.getByTestId('bank-upload');
  await upload.waitFor();
  const file = upload.getByLabel('CSV dosyası');

  // A broken line refuses the whole file, naming the line.
  await file.setInputFiles({
    name: 'bozuk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Tarih;Tutar;Açıklama\n${bankDay()};100,00;KİRA\n31.02.2026;abc;x\n`),
  });
  await upload.getByRole('button', { name: 'Dökümü yükle' }).click();
  await upload.getByText(/3\. satırda bir hata var/).waitFor();

  const reference = statement.reference;
  const spaced = `${reference.slice(0, 2)} ${reference.slice(2, 6)} ${reference.slice(6)}`;
  const csv = [
    'Tarih;Tutar;Açıklama',
    `${bankDay()};${formatKurus(rest).replace(' TL', '')};HAVALE ${spaced} ${buyer.fullname.toLocaleUpperCase('tr')}`,
    `${bankDay()};750,00;AİDAT ÖDEMESİ`,
  ].join('\n');
  await file.setInputFiles({
    name: `hesap-dokumu-${statement.id}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await upload.getByRole('button', { name: 'Dökümü yükle' }).click();
  const lines = page.getByTestId('bank-lines');
  await lines.waitFor();
  const matched = lines.getByRole('row').filter({ hasText: spaced });
  expect(await text(matched)).toContain('Eşleşti');
  const unmatched = lines.getByRole('row').filter({ hasText: 'AİDAT ÖDEMESİ' });
  expect(await text(unmatched)).toContain('Eşleşmedi');

  // The member's page: paid, the bank's payment listed beside the desk's.
  await member.page.goto(`/hesabim/alimlar/${statement.id}`);
  await member.page.getByText('Bu belgenin tamamı ödendi. Teşekkür ederiz.').waitFor();
  const payments = await text(member.page.locator('main'));
  expect(payments).toContain('Nakit');
  expect(payments).toContain('banka dökümünden');
  expect(staff.errors).toEqual([]);
});

test('staff record the pickup; the member sees who took the bird', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/alim-belgeleri/${statement.id}`);
  const lines = page.getByTestId('statement-lines');
  await lines.waitFor();
  await lines
    .getByRole('button', { name: /^Teslimi kaydet/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Teslim şekli').selectOption('pickup');
  await dialog.getByLabel('Teslim alan').fill('Hüseyin Öztürk');
  await dialog.getByLabel('Teslim edildi').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await toast(page, 'Teslim kaydedildi.');
  await lines.getByTestId('line-delivery').filter({ hasText: 'Hüseyin Öztürk' }).first().waitFor();

  await member.page.goto(`/hesabim/alimlar/${statement.id}`);
  await member.page
    .getByText(/Hüseyin Öztürk teslim aldı/)
    .first()
    .waitFor();
});

test("the seller is paid out, and the sale's books balance", async () => {
  const page = staff.page;
  await page.goto(`/yonetim/satici-belgeleri/${seller.id}`);
  const form = page.getByTestId('payout-form');
  await form.waitFor();
  await form.getByLabel('Havale referansı').fill(`EFT-${seller.id}-2026`);
  await form.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
  await page
    .getByTestId('payout-state')
    .filter({ hasText: `EFT-${seller.id}-2026` })
    .waitFor();

  await page.goto(`/yonetim/hesaplar/${sale.kind}/${sale.id}`);
  const balance = page.getByTestId('balance-state');
  await balance.waitFor();
  expect(await text(balance)).toContain('Hesap tutuyor');
  const books = await mustCall<SaleSettlement>(page, 'adminSaleSettlement', sale);
  expect(books.balance.difference).toBe(0);
  expect(books.buyers.find((b) => b.id === statement.id)?.state).toBe('paid');
  expect(books.sellers.find((s) => s.id === seller.id)?.paidOutAt).not.toBeNull();
  expect(staff.errors).toEqual([]);
});
