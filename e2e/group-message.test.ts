// In Chromium against the real server: two members bid on a group's lots, a third does not;
// a clerk writes to the group's bidders from the console (preview with the count, then send)
// and the message reaches the two bidders by SMS, not the third.
import type { Browser } from 'playwright-core';
import { grantMarketingSms, outbox } from './support/accounts';
import { bidOnPage } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { text, toast, waitForSms } from './support/console/helpers';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';
import { callAs } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
const bidders: WatchedPage[] = [];
let members: SeededMember[] = [];
let groupId: string;
let lotIds: string[] = [];
// Unique to this run: the outboxes keep every earlier run's messages.
const words = `Duyuru ${Date.now()}: kuşlar cumartesi kulüpte teslim edilecek.`;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  ({ groupId, lotIds } = await createGroupWithLots(staff.page, {
    name: 'Mesaj Deneme Grubu',
    endingTime: Date.now() + 86_400_000,
    staggerSeconds: null,
    lots: ['Mesaj Kuşu Bir', 'Mesaj Kuşu İki'],
  }));
  members = [
    await seededMember(staff.page, 10),
    await seededMember(staff.page, 11),
    await seededMember(staff.page, 13),
  ];
  for (const member of members.slice(0, 2)) {
    const page = await openPage(browser);
    await signIn(page.page, member);
    // A group message is a commercial message: it reaches those who consented to it by SMS.
    await grantMarketingSms(page.page);
    bidders.push(page);
  }
}, 180_000);

afterAll(async () => {
  // The group leaves the showcase: its lots cancelled, then archived.
  if (groupId !== undefined && staff !== undefined) {
    for (const id of lotIds) {
      await callAs(staff.page, 'adminAuctionCancel', { id, reason: 'Tarayıcı testi bitti.' });
    }
    await callAs(staff.page, 'adminGroupArchive', { id: groupId });
  }
  for (const page of bidders) await page.close();
  await staff?.close();
  await browser?.close();
});

test('two members bid on the group’s lots', async () => {
  const [first, second] = bidders;
  await first?.page.goto(`/acik-arttirmalar/${lotIds[0]}`);
  await bidOnPage(first?.page as WatchedPage['page'], 500);
  await second?.page.goto(`/acik-arttirmalar/${lotIds[1]}`);
  await bidOnPage(second?.page as WatchedPage['page'], 600);
  expect(first?.errors).toEqual([]);
  expect(second?.errors).toEqual([]);
});

test('the clerk previews the message with its count and sends it to the bidders', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/gruplar/${groupId}`);
  await page.getByRole('button', { name: 'Teklif verenlere mesaj' }).click();
  const dialog = page.getByTestId('group-message');
  await dialog.getByLabel('Mesaj').fill(words);
  await dialog.getByRole('button', { name: 'Önizle' }).click();
  const counts = dialog.getByTestId('group-message-counts');
  await counts.waitFor();
  expect(await text(counts)).toBe(
    'Alıcılar: SMS 2, e-posta 0, tarayıcı bildirimi 0; toplam 2 kişi.',
  );
  expect(await text(dialog.getByTestId('group-message-sms'))).toBe(
    `Kanat Mezat (Mesaj Deneme Grubu): ${words}`,
  );
  await dialog.getByRole('button', { name: 'Gönder (2 kişi)' }).click();
  await toast(page, 'Mesaj 2 kişiye gönderilmek üzere sıraya alındı.');
  await dialog.waitFor({ state: 'detached' });
  expect(staff.errors).toEqual([]);
});

test('the bidders get the SMS; the member who did not bid does not', async () => {
  const [first, second, third] = members as [SeededMember, SeededMember, SeededMember];
  await waitForSms(first.phone, words);
  await waitForSms(second.phone, words);
  expect((await outbox(third.phone)).some((m) => m.text.includes(words))).toBe(false);
});
