// Issue 34 in Chromium against the real server: a clerk moves a lot in a staggered group's
// catalogue; the table numbers the lots in the new order and their ends follow it.
import type {
  AdminGroupDetail,
  AdminGroupsListResult,
  AuctionablePigeon,
} from '@kanat/shared/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { text } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { callAs } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
let groupId: string;

async function must<R>(page: Page, name: string, data: unknown): Promise<R> {
  const answer = await callAs<R>(page, name, data);
  if (answer.status !== 200 || answer.result === null) {
    throw new Error(`${name}: ${answer.status} ${answer.error?.message ?? ''}`);
  }
  return answer.result;
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  const { roots } = await must<AdminGroupsListResult>(staff.page, 'adminGroupsList', {});
  const now = Date.now();
  ({ id: groupId } = await must<{ id: string }>(staff.page, 'adminGroupSave', {
    parentId: roots.vitrineId,
    name: 'Sıralanan Grup',
    description: 'Lot sırası denemesi.',
    photoId: null,
    isFinalContainer: true,
    startedOn: now - 60_000,
    endingTime: now + 3 * 86_400_000,
    staggerSeconds: 300,
  }));
  const { rows } = await must<{ rows: AuctionablePigeon[] }>(
    staff.page,
    'adminAuctionablePigeons',
    {},
  );
  await must(staff.page, 'adminLotsAdd', {
    groupId,
    lots: rows.slice(0, 3).map((pigeon, index) => ({
      pigeonId: pigeon.id,
      startingBid: 500 + index * 100,
      name: ['Birinci Kuş', 'İkinci Kuş', 'Üçüncü Kuş'][index],
    })),
  });
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
  const before = await must<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
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
  const after = await must<AdminGroupDetail>(staff.page, 'adminGroupGet', { id: groupId });
  expect(after.lots.map((lot) => lot.name)).toEqual(['İkinci Kuş', 'Birinci Kuş', 'Üçüncü Kuş']);
  expect(after.lots.map((lot) => lot.expiry)).toEqual(ends);
  expect(await text(table)).toContain('Lot');
  expect(staff.errors).toEqual([]);
});
