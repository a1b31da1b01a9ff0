// Issue 34 in Chromium against the real server: the back office's paper and housekeeping. A
// group's catalogue prints (its PDF carries every lot); its results move by themselves while the
// clerk watches the lots end, and the unsold ones go to another group in one step; the soft
// close is set in the console and the auction pages state it; the site's phone is typed once and
// the footer dials the new number.
import type { AdminGroupDetail } from '@kanat/shared/contracts';
import { pdfText } from '@kanat/testkit/pdf-text';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { createGroupWithLots, type TestGroup } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { callAs, mustCall } from './support/hall';

const stamp = Math.floor(Math.random() * 90_000) + 10_000;
/** The group whose lots end during the run, and the group its unsold lots move to. */
const endingName = `Arka Ofis Grubu ${stamp}`;
const targetName = `Aktarma Hedefi ${stamp}`;
/** How long after the start the ending group's lots end: time to open its results first. */
const ENDS_IN_MS = 25_000;

let browser: Browser;
let staff: WatchedPage;
let ending: TestGroup;
let target: TestGroup;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  ending = await createGroupWithLots(staff.page, {
    name: endingName,
    endingTime: Date.now() + ENDS_IN_MS,
    staggerSeconds: null,
    lots: [`Kâğıt Kuşu ${stamp}`, `Gök Çakır ${stamp}`],
  });
  target = await createGroupWithLots(staff.page, {
    name: targetName,
    endingTime: Date.now() + 86_400_000,
    staggerSeconds: null,
    lots: [`Hedef Kuşu ${stamp}`],
  });
}, 180_000);

afterAll(async () => {
  if (staff !== undefined) {
    for (const group of [target, ending]) {
      if (group === undefined) continue;
      const detail = await callAs<AdminGroupDetail>(staff.page, 'adminGroupGet', {
        id: group.groupId,
      });
      for (const lot of detail.result?.lots ?? []) {
        if (lot.status === 2) {
          await callAs(staff.page, 'adminAuctionCancel', { id: lot.id, reason: 'Deneme grubu' });
        }
      }
      await callAs(staff.page, 'adminGroupArchive', { id: group.groupId });
    }
  }
  await staff?.close();
  await browser?.close();
});

test('a group’s catalogue prints: the sheet and its PDF carry every lot', async () => {
  const page = staff.page;
  const detail = await mustCall<AdminGroupDetail>(page, 'adminGroupGet', { id: ending.groupId });
  const tags = detail.lots.map((lot) => lot.tagNum);
  expect(tags).toHaveLength(2);

  await page.goto(`/yonetim/gruplar/${ending.groupId}/katalog`);
  const sheet = page.getByTestId('print-catalogue');
  await sheet.waitFor();
  for (const tag of tags) await sheet.getByText(tag).first().waitFor();
  // On paper only the sheet: the console's own frame is left out.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
  const pdf = await pdfText(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  for (const tag of tags) expect(pdf).toContain(tag);
  expect(pdf).toContain(endingName);

  for (const [path, testId] of [
    ['etiketler', 'print-labels'],
    ['teklif-kagidi', 'print-bid-sheet'],
  ]) {
    await page.goto(`/yonetim/gruplar/${ending.groupId}/${path}`);
    const other = page.getByTestId(testId as string);
    for (const tag of tags) await other.getByText(tag).first().waitFor();
  }
  expect(staff.errors).toEqual([]);
});

test('the results move by themselves as the lots end, and the unsold lots go to another group in one step', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/gruplar/${ending.groupId}/sonuclar`);
  const table = page.getByTestId('results-table');
  await table.getByText('Devam ediyor').first().waitFor();
  // No reload: the live summary brings each end here.
  await table
    .getByText('Satılmadı')
    .nth(1)
    .waitFor({ timeout: ENDS_IN_MS + 60_000 });
  expect(await table.getByText('Devam ediyor').count()).toBe(0);

  await page.getByRole('button', { name: 'Satılmayanları yeniden satışa çıkar' }).click();
  const dialog = page.getByTestId('relist');
  const search = dialog.getByRole('searchbox', { name: 'Hedef grubu ara' });
  await search.fill(targetName);
  await search.press('Enter');
  await dialog.getByRole('radio', { name: targetName }).check();
  await dialog.getByRole('button', { name: 'Aktar' }).click();
  await toast(page, `2 lot ${targetName} grubuna eklendi.`);

  const moved = await mustCall<AdminGroupDetail>(page, 'adminGroupGet', { id: target.groupId });
  expect(moved.lots.map((lot) => lot.name).sort()).toEqual(
    [`Gök Çakır ${stamp}`, `Hedef Kuşu ${stamp}`, `Kâğıt Kuşu ${stamp}`].sort(),
  );
  expect(moved.lots.every((lot) => lot.status === 2)).toBe(true);
  expect(staff.errors).toEqual([]);
}, 180_000);

test('the soft close is set in the console and an auction page states it', async () => {
  const page = staff.page;
  const before = await mustCall<{ softCloseMinutes: number; archiveDelayDays: number }>(
    page,
    'adminSettingsGet',
    {},
  );
  const minutes = before.softCloseMinutes === 7 ? 8 : 7;
  try {
    await page.goto('/yonetim/gruplar');
    const box = page.getByTestId('archive-settings');
    const field = box.getByLabel('Son dakika uzatması (dakika)');
    // The stored value arrives first (it would replace what was typed before it).
    await page.waitForFunction(
      (value) =>
        (
          document.querySelector(
            '[data-testid="archive-settings"] input[inputmode="numeric"]:not([disabled])',
          ) as HTMLInputElement | null
        )?.value !== value,
      '',
    );
    await field.fill(String(minutes));
    await field.press('Enter');
    await box.getByText('Ayar kaydedildi.').waitFor();

    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(`/acik-arttirmalar/${target.lotIds[0]}`);
      await visitor.page
        .getByText(
          `Son ${minutes} dakikada fiyatı yükselten her teklif, bitişi ${minutes} dakika sonraya taşır.`,
        )
        .waitFor();
    } finally {
      await visitor.close();
    }
  } finally {
    await mustCall(page, 'adminSettingsSave', before);
  }
});

test('the site’s phone is typed once and the footer dials the new number', async () => {
  const page = staff.page;
  await page.goto('/yonetim/site-bilgileri');
  const field = page.getByLabel('Telefon', { exact: true });
  await field.waitFor();
  const before = await field.inputValue();
  const save = async (phone: string) => {
    await field.fill(phone);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Site bilgileri kaydedildi; sitede hemen görünür.');
  };
  await save('+90 (232) 444 55 66');
  try {
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto('/iletisim');
      const phone = visitor.page.getByRole('contentinfo').locator('a[href^="tel:"]').first();
      await phone.waitFor();
      expect(await phone.getAttribute('href')).toBe('tel:+902324445566');
      expect(await phone.textContent()).toContain('+90 (232) 444 55 66');
    } finally {
      await visitor.close();
    }
  } finally {
    await page.reload();
    await field.waitFor();
    await save(before);
  }
});
