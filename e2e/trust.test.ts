// Bidder trust (issue 35) in Chromium against the real server: the lot's owner and a second
// account sign in on one browser and the second bids on the owner's lot against an honest
// member. The console's trust signals name it ('Sahibiyle aynı cihaz') with the evidence;
// a clerk opens the lot's bids and annuls the shill's bid with a reason, and a visitor watching
// the lot sees the price and the leader move back at once. The signal is then marked reviewed.
import { registerThroughUi } from './support/accounts';
import { bidOnPage, DEMO_MEMBER, getAuction, money, sessionOf } from './support/auctions';
import { browserForFile } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { mustCall } from './support/hall';

const { newPage } = browserForFile();
const stamp = Math.floor(Math.random() * 90_000) + 10_000;

test('a bidder on the owner’s own browser is flagged; the clerk annuls the bid and a watcher sees the price move back', async () => {
  const staff = await newPage();
  await signIn(staff.page, DEMO_STAFF);

  // The owner and, later, the shill: two accounts on one browser (one device id).
  const shared = await newPage();
  const owner = await registerThroughUi(shared.page, 'Sahip Sadık');
  await signIn(shared.page, owner);
  const ownerId = (await sessionOf(shared.page)).uid;
  const { pigeon } = await mustCall<{ pigeon: { id: string } }>(staff.page, 'adminPigeonSave', {
    ownerId,
    tagNum: `TR-2026-${stamp}`,
    active: true,
    state: 'Yarışçı',
    description: '',
    photoIds: [],
    pedigreeId: null,
  });
  const lotName = `Güven lotu ${stamp}`;
  const { lotIds } = await createGroupWithLots(staff.page, {
    name: `Güven grubu ${stamp}`,
    endingTime: Date.now() + 2 * 86_400_000,
    staggerSeconds: null,
    lots: [lotName],
    pigeonIds: [pigeon.id],
  });
  const lotId = lotIds[0] as string;

  const honest = await newPage();
  await signIn(honest.page, DEMO_MEMBER);
  await honest.page.goto(`/acik-arttirmalar/${lotId}`);
  await bidOnPage(honest.page, 500);

  await mustCall(shared.page, 'logout', {});
  const shill = await registerThroughUi(shared.page, 'Gölge Gani');
  await signIn(shared.page, shill);
  await shared.page.goto(`/acik-arttirmalar/${lotId}`);
  await bidOnPage(shared.page, 600);

  // A visitor watching the lot.
  const visitor = await newPage();
  await visitor.page.goto(`/acik-arttirmalar/${lotId}`);
  const price = visitor.page.getByTestId('current-price');
  await price.filter({ hasText: money(600) }).waitFor();

  // The console's signals name the pair, with the shared browser as evidence.
  await staff.page.goto('/yonetim/guven-sinyalleri');
  const signal = staff.page.getByRole('row').filter({ hasText: 'Gölge Gani' });
  await signal.getByText('Sahibiyle aynı cihaz').waitFor();
  await signal.getByText('Sahip Sadık').waitFor();
  await signal.getByText(/Ortak cihaz: /).waitFor();
  await signal.getByRole('link', { name: lotName }).click();

  // The lot's bids: the shill's annulled with a reason.
  await staff.page.waitForURL(`**/yonetim/teklifler/${lotId}`);
  const shillRow = staff.page
    .getByTestId('lot-bids')
    .getByRole('row')
    .filter({ hasText: 'Gölge Gani' });
  await shillRow.getByRole('button', { name: 'Teklifi iptal et' }).click();
  await staff.page.getByLabel('İptal gerekçesi').fill('Satıcıyla aynı cihazdan verilmiş teklif');
  await staff.page.getByRole('dialog').getByRole('button', { name: 'Teklifi iptal et' }).click();
  await toast(staff.page, `Teklif iptal edildi. Güncel fiyat ${money(500)}.`);
  await shillRow.getByText('İptal edildi: Satıcıyla aynı cihazdan verilmiş teklif').waitFor();

  // Everyone watching sees the correction: the price, and the history without the bid.
  await price.filter({ hasText: money(500) }).waitFor();
  const history = visitor.page.getByTestId('bid-history');
  await history.getByText(money(500)).waitFor();
  expect(await history.getByText(money(600)).count()).toBe(0);
  const detail = await getAuction(lotId);
  expect(detail.auction.currentBid?.amount).toBe(500);
  expect(detail.auction.bidCount).toBe(1);

  // Reviewed: off the open list.
  await staff.page.goto('/yonetim/guven-sinyalleri');
  await signal.getByRole('button', { name: 'İncelendi olarak işaretle' }).click();
  await staff.page.getByLabel('İnceleme notu').fill('Teklif iptal edildi, üye uyarıldı.');
  await staff.page
    .getByRole('dialog')
    .getByRole('button', { name: 'İncelendi olarak işaretle' })
    .click();
  await toast(staff.page, 'Sinyal incelendi olarak işaretlendi.');
  await signal.waitFor({ state: 'detached' });
  for (const page of [staff, shared, honest, visitor]) expect(page.errors).toEqual([]);
});
