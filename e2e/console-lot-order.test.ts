// Issue 34 in Chromium against the real server: a clerk moves a lot in a staggered group's
// catalogue; the table numbers the lots in the new order and their ends follow it.
import type { AdminGroupDetail } from '@kanat/shared/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { text } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { callAs, mustCall } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
let groupId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  ({ groupId } = await createGroupWithLots(staff.page, {
    name: 'Sıralanan Grup',
    endingTime: Date.now() + 3 * 86_400_000,
    staggerSeconds: 300,
    lots: ['Birinci Kuş', 'İkinci Kuş', 'Üçüncü Kuş'],
  }));
}, 180_000);

afterAll(async () => {
  // The showcase as the demo had it: the lots cancelled (their pigeons free again), the
  // group archived.
  if (groupId !== undefined && staff !== undefined) {
    const group = await callAs<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
    for (const lot of group.result?.lots ?? []) {
      await callAs(staff.page, 'adminAuctionCancel', { id: lot.id, reason: 'Deneme grubu' });
    }
    await callAs(staff.page, 'adminGroupArchive', { id: groupId });
  }
  await staff?.close();
  await browser?.close();
});

test('moving the first lot down swaps the two lots and their ends', async () => {
  const before = await mustCall<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
  const ends = before.lots.map((lot) => lot.expiry);
  await staff.page.goto(`/yonetim/gruplar/${groupId}`);
  const table = staff.page.getByTestId('lots-table');
  await table.getByText('Birinci Kuş').waitFor();
  await table.getByRole('button', { name: '1. lotu aşağı taşı' }).click();
  await staff.page
    .getByText('Lot sırası kaydedildi; bitiş saatleri yeni sıraya göre güncellendi.')
    .waitFor();
  await table.locator('tbody tr').first().getByText('İkinci Kuş').waitFor();
  const rows = await table.locator('tbody tr').allTextContents();
  expect(rows.map((row) => row.match(/(Birinci|İkinci|Üçüncü) Kuş/)?.[0])).toEqual([
    'İkinci Kuş',
    'Birinci Kuş',
    'Üçüncü Kuş',
  ]);
  const after = await mustCall<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
  expect(after.lots.map((lot) => lot.name)).toEqual(['İkinci Kuş', 'Birinci Kuş', 'Üçüncü Kuş']);
  expect(after.lots.map((lot) => lot.expiry)).toEqual(ends);
  expect(await text(table)).toContain('Lot');
  expect(staff.errors).toEqual([]);
});
