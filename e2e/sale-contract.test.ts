// The sale's contract (issue 35) in Chromium against the real server: before a member's first
// bid in a sale the bid's confirmation shows the pre-information and the sale's terms, and the
// bid waits until they are accepted; the next lot of the same sale asks no more. A buyer's
// statement refers to the acceptance with the text's version and date.
import type { SaleSettlement, SettlementSaleRow } from '@kanat/shared/contracts';
import { registerThroughUi } from './support/accounts';
import { money } from './support/auctions';
import { browserForFile } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { mustCall } from './support/hall';

const { newPage } = browserForFile();
const stamp = Math.floor(Math.random() * 90_000) + 10_000;

test('a member accepts the sale’s terms once before the first bid, and a statement refers to the acceptance', async () => {
  const staff = await newPage();
  await signIn(staff.page, DEMO_STAFF);
  const name = `Koşullu satış ${stamp}`;
  const group = await createGroupWithLots(staff.page, {
    name,
    endingTime: Date.now() + 2 * 86_400_000,
    staggerSeconds: null,
    lots: [`Koşul lotu A ${stamp}`, `Koşul lotu B ${stamp}`],
  });
  const [first, second] = group.lotIds as [string, string];

  const buyer = await newPage();
  const member = await registerThroughUi(buyer.page, 'Koşul Kabul');
  await signIn(buyer.page, member);
  const page = buyer.page;

  await page.goto(`/acik-arttirmalar/${first}`);
  const form = page.getByTestId('bid-form');
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  const contract = dialog.getByTestId('sale-contract');
  await contract.getByText('Ön bilgilendirme ve satış koşulları').first().waitFor();
  await contract.getByText(name).first().waitFor();
  await contract.getByRole('heading', { name: 'Cayma Hakkı' }).waitFor();
  // The bid waits for the acceptance.
  const yes = page.getByTestId('confirm-yes');
  expect(await yes.isDisabled()).toBe(true);
  await page.getByTestId('sale-contract-accept').check();
  await yes.click();
  await toast(page, 'Teklif başarıyla verildi');
  await page
    .getByTestId('current-price')
    .filter({ hasText: money(500) })
    .waitFor();

  // The same sale's next lot: accepted already, the confirmation is the usual one.
  await page.goto(`/acik-arttirmalar/${second}`);
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('confirm-yes').waitFor();
  expect(await dialog.getByTestId('sale-contract').count()).toBe(0);
  await page.getByTestId('confirm-yes').click();
  await toast(page, 'Teklif başarıyla verildi');

  // A statement refers to its buyer's acceptance: a demo sale that ended, whose buyers
  // accepted its terms before bidding (the server's tests follow one from the acceptance
  // through the bid to the statement).
  const { rows } = await mustCall<{ rows: SettlementSaleRow[] }>(
    staff.page,
    'adminSettlementSales',
    {},
  );
  const ended = rows.find((row) => row.sale.title === 'Eylül Kulüp Mezatı');
  if (ended === undefined) throw new Error('the demo data has no ended sale with statements');
  const books = await mustCall<SaleSettlement>(staff.page, 'adminSaleSettlement', ended.sale);
  const statement = books.buyers[0];
  if (statement === undefined) throw new Error('the demo sale has no buyer statement');
  await staff.page.goto(`/yonetim/alim-belgeleri/${statement.id}`);
  await staff.page
    .getByTestId('statement-contract')
    .getByText(/Ön bilgilendirme ve satış koşulları .* kabul edildi \(sürüm 1\)\./)
    .waitFor();
  for (const watched of [staff, buyer]) expect(watched.errors).toEqual([]);
});
