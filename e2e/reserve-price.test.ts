// Issue 34 in Chromium against the real server: a clerk gives a lot a hidden reserve price in
// the console; a member sees only that it is not reached, bids below it, and when the lot
// ends it stays unsold: the auction page and the console's results say so.
import type { AdminGroupDetail } from '@kanat/shared/contracts';
import type { Browser } from 'playwright-core';
import { bidOnPage } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { text } from './support/console/helpers';
import { DEMO_STAFF, seededMember, signIn } from './support/console/sign-in';
import { callAs, mustCall } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
let member: WatchedPage;
let groupId: string;
let lotId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  ({
    groupId,
    lotIds: [lotId = ''],
  } = await createGroupWithLots(staff.page, {
    name: 'Rezervli Deneme Grubu',
    endingTime: Date.now() + 86_400_000,
    staggerSeconds: null,
    lots: ['Rezervli Kuş'],
  }));
  member = await openPage(browser);
  await signIn(member.page, await seededMember(staff.page, 12));
}, 180_000);

afterAll(async () => {
  if (groupId !== undefined && staff !== undefined) {
    await callAs(staff.page, 'adminGroupArchive', { id: groupId });
  }
  await member?.close();
  await staff?.close();
  await browser?.close();
});

test('the clerk sets a hidden reserve on the lot in the console', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/gruplar/${groupId}`);
  const row = page.getByTestId('lots-table').locator('tr', { hasText: 'Rezervli Kuş' });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByTestId('lot-edit');
  await dialog.getByLabel('Rezerv fiyat (TL, gizli)').fill('5000');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('Rezerv: 5.000 TL').waitFor();
  const group = await mustCall<AdminGroupDetail>(page, 'adminGroupGet', { id: groupId });
  expect(group.lots[0]?.reservePrice).toBe(5000);
  expect(staff.errors).toEqual([]);
});

test('a member sees only that the reserve is not reached, and bids below it', async () => {
  // The group's end brought near (the lot has no bid yet, so its end follows): room for a page
  // and a bid, then the closing pass seals it.
  const group = await mustCall<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
  await mustCall(staff.page, 'adminGroupSave', {
    id: groupId,
    parentId: group.group.parentId,
    name: group.group.name,
    description: group.group.description,
    photoId: null,
    isFinalContainer: true,
    startedOn: group.group.startedOn,
    endingTime: Date.now() + 90_000,
    staggerSeconds: null,
  });
  const page = member.page;
  await page.goto(`/acik-arttirmalar/${lotId}`);
  const note = page.getByTestId('auction-reserve');
  await note.waitFor();
  expect(await text(note)).toBe('Bu lotun gizli bir rezerv fiyatı var; henüz ulaşılmadı.');
  expect(await text(page.locator('main'))).not.toContain('5.000');
  await bidOnPage(page, 500);
  expect(await text(note)).toBe('Bu lotun gizli bir rezerv fiyatı var; henüz ulaşılmadı.');
});

test('ended below its reserve, the lot is unsold on its page and in the results', async () => {
  const page = member.page;
  // The closing pass seals it at its end; the page follows the live stream.
  await page
    .getByTestId('auction-result')
    .filter({ hasText: 'Rezerv fiyata ulaşılmadı; lot satılmadı.' })
    .waitFor();
  await staff.page.goto(`/yonetim/gruplar/${groupId}/sonuclar`);
  await staff.page.getByText('Rezerv altında kaldı').first().waitFor();
  expect(member.errors).toEqual([]);
});
