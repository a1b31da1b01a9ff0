// Issue 34 in Chromium against the real server: a clerk raises one lot's bid ceiling in the
// console (the 10× rule would refuse a genuine high bid); a member's bid above the rule but
// under the new ceiling is then taken.
import type { AdminGroupDetail } from '@kanat/shared/contracts';
import type { Browser } from 'playwright-core';
import { bidOnPage } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
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
    name: 'Tavanlı Deneme Grubu',
    endingTime: Date.now() + 86_400_000,
    staggerSeconds: null,
    lots: ['Tavanlı Kuş'],
  }));
  member = await openPage(browser);
  await signIn(member.page, await seededMember(staff.page, 13));
}, 180_000);

afterAll(async () => {
  if (groupId !== undefined && staff !== undefined) {
    await callAs(staff.page, 'adminAuctionCancel', { id: lotId, reason: 'Deneme grubu' });
    await callAs(staff.page, 'adminGroupArchive', { id: groupId });
  }
  await member?.close();
  await staff?.close();
  await browser?.close();
});

test('the clerk raises the bid ceiling in the console and a high bid is taken', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/gruplar/${groupId}`);
  const row = page.getByTestId('lots-table').locator('tr', { hasText: 'Tavanlı Kuş' });
  await row.getByRole('button', { name: 'Teklif tavanı' }).click();
  const dialog = page.getByTestId('bid-ceiling');
  await dialog.getByLabel('Yeni teklif tavanı (TL)').fill('20000');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Teklif tavanı 20.000 TL yapıldı.').waitFor();
  const group = await mustCall<AdminGroupDetail>(page, 'adminGroupGet', { id: groupId });
  expect(group.lots[0]?.bidCeiling).toBe(20000);

  // Starting at 500 TL, the rule alone would stop at 5.000 TL.
  await member.page.goto(`/acik-arttirmalar/${lotId}`);
  await bidOnPage(member.page, 12000);
  expect(staff.errors).toEqual([]);
  expect(member.errors).toEqual([]);
});
