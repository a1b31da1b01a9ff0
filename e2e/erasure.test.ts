// KVKK rights in Chromium against the built site and server. Erasure: a new member
// bids on a lot and is outbid by the demo member; they erase their account on /hesabim/verilerim
// and are told what is kept until when; they can no longer sign in; on the lot's page their
// bid now shows a pseudonym while the price, the leader and the bids stay as they were.
// Applications: a member asks for a correction, a clerk answers it in the console's queue
// before its thirty days, and the member reads the answer.
import { registerThroughUi } from './support/accounts';
import { bidOnPage, DEMO_MEMBER, getAuction, money } from './support/auctions';
import { browserForFile } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_CLERK } from './support/console/roles';
import { DEMO_STAFF, signIn } from './support/console/sign-in';

const { newPage } = browserForFile();

test('a member erases their account: they cannot sign in, their past bid shows a pseudonym and the lot is unchanged', async () => {
  const staff = await newPage();
  await signIn(staff.page, DEMO_STAFF);
  const { lotIds } = await createGroupWithLots(staff.page, {
    name: `Silme grubu ${Date.now()}`,
    endingTime: Date.now() + 2 * 86_400_000,
    staggerSeconds: null,
    lots: ['Silme lotu'],
  });
  const lotId = lotIds[0] as string;

  const leaving = await newPage();
  const member = await registerThroughUi(leaving.page, 'Selin Ayrılır');
  await signIn(leaving.page, { phone: member.phone, password: member.password });
  await leaving.page.goto(`/acik-arttirmalar/${lotId}`);
  await bidOnPage(leaving.page, 500);

  // The demo member outbids them: they lead nothing, so they may leave at once.
  const rival = await newPage();
  await signIn(rival.page, DEMO_MEMBER);
  await rival.page.goto(`/acik-arttirmalar/${lotId}`);
  await bidOnPage(rival.page, 600);
  const before = await getAuction(lotId);
  // Bidders' names are shown masked: the first two letters and the last two.
  const masked = `${member.username.slice(0, 2)}•••${member.username.slice(-2)}`;
  const nameOf500 = (bids: typeof before.bids) =>
    bids.find((bid) => bid.amount === 500)?.bidderName;
  expect(nameOf500(before.bids)).toBe(masked);

  await leaving.page.goto('/hesabim/verilerim');
  const section = leaving.page.getByTestId('erase-account');
  await section.getByLabel('Onaylamak için SİL yazın').fill('sil');
  await section.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  const done = leaving.page.getByTestId('erase-done');
  await done.getByRole('heading', { name: 'Hesabınız silindi' }).waitFor();
  const told = (await done.textContent()) ?? '';
  const pseudonym = /“(Silinmiş Üye [0-9A-F]{6})”/.exec(told)?.[1];
  expect(pseudonym).toBeDefined();
  const until = new Date();
  until.setFullYear(until.getFullYear() + 10);
  expect(told).toContain(String(until.getFullYear()));
  expect(told).toContain('Alım ve satım hesap özetleriniz');
  await leaving.page.getByTestId('user-menu').waitFor({ state: 'detached' });

  // The phone and password no longer open anything.
  await leaving.page.goto('/giris-yap');
  const form = leaving.page.getByTestId('login-form');
  await form.getByLabel('Telefon Numarası').fill(member.phone);
  await form.getByLabel('Şifre').fill(member.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await leaving.page.getByTestId('login-error').getByText('Telefon Numarası bulunamadı').waitFor();

  // The lot as everyone sees it: the same price, leader and bids; the bid under a pseudonym.
  const after = await getAuction(lotId);
  expect(after.auction.currentBid).toEqual(before.auction.currentBid);
  expect(after.bids.map((bid) => bid.amount)).toEqual(before.bids.map((bid) => bid.amount));
  // Her bid is still there, now under the pseudonym ('silinmis-…', masked as everyone's).
  expect(nameOf500(after.bids)).toMatch(/^si•••[0-9a-f]{2}$/);
  const visitor = await newPage();
  await visitor.page.goto(`/acik-arttirmalar/${lotId}`);
  const history = visitor.page.getByTestId('bid-history');
  await history.getByText(money(600)).waitFor();
  await history.getByText(/^si•••[0-9a-f]{2}$/).waitFor();
  expect(await history.getByText(masked).count()).toBe(0);
  for (const page of [leaving, rival, visitor]) expect(page.errors).toEqual([]);
});

test('a member’s KVKK application reaches the clerks’ queue with its 30-day due day, and the member reads the answer', async () => {
  const applicant = await newPage();
  const member = await registerThroughUi(applicant.page, 'Kemal Başvurur');
  await signIn(applicant.page, { phone: member.phone, password: member.password });
  await applicant.page.goto('/hesabim/kvkk-basvurularim');
  const form = applicant.page.getByTestId('privacy-request-form');
  await form.getByLabel('Başvuru konusu').selectOption('correction');
  const details = `Doğum tarihim yanlış kaydedilmiş (${member.username}).`;
  await form.getByLabel('Açıklama').fill(details);
  await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  const due = new Date(Date.now() + 30 * 86_400_000 + 3 * 3_600_000);
  const dueText = `${String(due.getUTCDate()).padStart(2, '0')}.${String(due.getUTCMonth() + 1).padStart(2, '0')}.${due.getUTCFullYear()}`;
  await toast(applicant.page, `Başvurunuz alındı. En geç ${dueText} tarihine kadar yanıtlanacak.`);
  const mine = applicant.page.getByTestId('privacy-request').filter({ hasText: details });
  await mine.getByTestId('privacy-request-state').getByText('Yanıt bekliyor').waitFor();

  const clerk = await newPage();
  await signIn(clerk.page, DEMO_CLERK);
  await clerk.page.goto('/yonetim/kvkk-basvurulari');
  const row = clerk.page
    .getByTestId('privacy-requests')
    .getByRole('row')
    .filter({ hasText: details });
  await row.getByText('Kemal Başvurur').waitFor();
  await row.getByTestId('privacy-request-due').getByText(dueText).waitFor();
  await row.getByText('30 gün kaldı').or(row.getByText('29 gün kaldı')).first().waitFor();
  await row.getByRole('button', { name: 'Yanıtla' }).click();
  const answer = 'Doğum tarihiniz düzeltildi.';
  await clerk.page.getByLabel('Üyeye yanıt').fill(answer);
  await clerk.page.getByRole('button', { name: 'Yanıtı kaydet' }).click();
  await toast(clerk.page, 'Yanıt kaydedildi; üye başvurularım sayfasında görür.');
  await row.waitFor({ state: 'detached' });

  await applicant.page.reload();
  await mine.getByTestId('privacy-request-state').getByText('Yanıtlandı').waitFor();
  await mine.getByTestId('privacy-request-answer').getByText(answer).waitFor();
  for (const page of [applicant, clerk]) expect(page.errors).toEqual([]);
});
