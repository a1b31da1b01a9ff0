// In Chromium against the real server: a clerk prepares a group as a draft; a guest does not
// find it, the clerk previews it on the site with the draft banner, publishes it in the
// console, and the guest then sees it.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { callAs } from './support/hall';

let browser: Browser;
let staff: WatchedPage;
let guest: WatchedPage;
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
    name: 'Taslak Katalog Grubu',
    endingTime: Date.now() + 2 * 86_400_000,
    staggerSeconds: null,
    lots: ['Taslak Kuş'],
    publish: 'draft',
  }));
  guest = await openPage(browser);
}, 180_000);

afterAll(async () => {
  // Leave nothing running: the lot cancelled (its pigeon free again), the group archived.
  if (lotId !== '' && staff !== undefined) {
    await callAs(staff.page, 'adminAuctionCancel', { id: lotId, reason: 'Deneme grubu' });
    await callAs(staff.page, 'adminGroupArchive', { id: groupId });
  }
  await guest?.close();
  await staff?.close();
  await browser?.close();
});

test('a guest does not find a draft group nor its lot', async () => {
  await guest.page.goto(`/grup-ihaleler/${groupId}`);
  await guest.page.getByText('Grup ihale bulunamadı').waitFor();
  expect(await guest.page.getByText('Taslak Katalog Grubu').count()).toBe(0);
  await guest.page.goto(`/acik-arttirmalar/${lotId}`);
  await guest.page.getByText('Açık arttırma bulunamadı').waitFor();
  await guest.page.goto('/grup-ihaleler');
  await guest.page.getByTestId('groups-page').waitFor();
  expect(await guest.page.getByText('Taslak Katalog Grubu').count()).toBe(0);
});

test('staff preview the draft on the site with its banner, then publish it in the console', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/gruplar/${groupId}`);
  await page.getByText('Taslak', { exact: true }).first().waitFor();
  await page.getByRole('link', { name: 'Sitede önizle' }).click();
  await page.getByTestId('preview-banner').waitFor();
  expect(await page.getByTestId('preview-banner').textContent()).toBe(
    'Taslak: yalnızca personel görüyor',
  );
  await page
    .getByTestId('container-summary')
    .getByRole('heading', { name: 'Taslak Katalog Grubu' })
    .waitFor();

  await page.goto(`/yonetim/gruplar/${groupId}`);
  await page.getByRole('button', { name: 'Yayınla' }).click();
  await page.getByText('Yayında', { exact: true }).first().waitFor();
  expect(staff.errors).toEqual([]);
});

test('once published, the guest sees the group and its lot', async () => {
  await guest.page.goto(`/grup-ihaleler/${groupId}`);
  await guest.page
    .getByTestId('container-summary')
    .getByRole('heading', { name: 'Taslak Katalog Grubu' })
    .waitFor();
  expect(await guest.page.getByTestId('preview-banner').count()).toBe(0);
  await guest.page.goto(`/acik-arttirmalar/${lotId}`);
  await guest.page.getByTestId('auction-detail-page').getByText('Taslak Kuş').first().waitFor();
  expect(guest.errors).toEqual([]);
});
