// One whole sale run through the operations console in Chromium, against the real server and
// its database: staff approve a newcomer's registration, create a
// pigeon with two uploaded photos, create a group with three staggered lots, the lots show
// on the public pages, members bid, the lots end one after another, and the results page and
// its CSV give the hammer prices and the winners.
//
// Timing: the group form takes whole minutes and the shortest interval between lots is one
// minute, so the last lot ends two minutes after the first. The group is made ending a day
// later, so setting it up has no deadline; only just before the bids do staff bring its end
// near, one WAIT_MS ahead of the server's clock (the lots nobody has bid on yet move with
// it), and the test then waits for the server's clock to reach the ends. Both bids are first
// bids at the starting price: they do not raise the price, so soft close (a price-raising bid
// in the last minutes moves the end) leaves the ends where staff put them.

import { readFile } from 'node:fs/promises';
import { maskUsername } from '@kanat/shared/rules';
import { WAIT_MS } from '@kanat/testkit/limits';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomPhone, waitForCode } from './support/accounts';
import { confirmBid, getAuction, listAuctions, money, serverTime } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { chooseFiles, imagesLoad, text, toast, waitForSms } from './support/console/helpers';
import { type FilePayload, jpegFiles } from './support/console/photos';
import { turkeyInput, wholeMinuteAfter } from './support/console/schedule';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';
import { newContext } from './support/content';

const minute = 60_000;
const day = 24 * 60 * minute;
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/** The person who registers on the site during the test. */
const newcomer = {
  phone: randomPhone(),
  password: 'Guvercin9',
  username: `konsol${digits(6)}`,
  fullname: 'Deniz Öztürk',
};
/** The new pigeon: a fresh tag, an owner without an account. */
const pigeon = {
  tag: `TR-2024-${1_000_000 + Number(digits(6))}`,
  state: 'Yarışçı',
  description: 'Konsoldan eklenen yarışçı; babası 2023 Konya yarışında ilk 10’da.',
  owner: { fullname: 'Kemal Aydın', province: 'Konya', city: 'Selçuklu' },
};
const groupName = `Konsol Mezadı ${digits(5)}`;
/** Starting prices of the three lots, in their order. */
const prices = [1500, 2000, 750] as const;

let browser: Browser;
let photos: FilePayload[];
let staffContext: BrowserContext;
let newcomerContext: BrowserContext;
let memberContext: BrowserContext;
let staff: Page;
const staffErrors: string[] = [];
/** The newcomer's browser, and a member of the demo data who bids too, signed in. */
let newcomerPage: Page;
let memberPage: Page;
let bidder: SeededMember;

// What the steps pass on to the next ones.
let pigeonId = '';
let groupId = '';
/** The scheduled end of the first lot (ms, server clock). */
let firstEnd = 0;
/** The lots' tags (their names) in order: the new pigeon first, then two seeded ones. */
let lotTags: string[] = [];
let lotIds: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  photos = await jpegFiles(browser, ['guvercin-on.jpg', 'guvercin-yan.jpg', 'grup-kapak.jpg']);
  staffContext = await newContext(browser);
  newcomerContext = await newContext(browser);
  memberContext = await newContext(browser);
  staff = await staffContext.newPage();
  staff.on('pageerror', (e) => staffErrors.push(e.message));
  memberPage = await memberContext.newPage();
  await signIn(staff, DEMO_STAFF);
  bidder = await seededMember(staff, 1);
  await signIn(memberPage, bidder);
});

afterAll(async () => {
  await staffContext?.close();
  await newcomerContext?.close();
  await memberContext?.close();
  await browser?.close();
});

describe('a whole sale through the console', () => {
  test('1. a newcomer registers on the site and staff approve them in /yonetim/uyeler', async () => {
    newcomerPage = await newcomerContext.newPage();
    const page = newcomerPage;
    await page.goto('/kayit-ol');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Telefon Numarası').fill(newcomer.phone);
    await form.getByLabel('Kullanıcı Adı').fill(newcomer.username);
    await form.getByLabel('Şifre', { exact: true }).fill(newcomer.password);
    await form.getByLabel('Şifre Tekrar').fill(newcomer.password);
    await form.getByLabel('Ad Soyad').fill(newcomer.fullname);
    await form.getByLabel('Doğum Tarihi').fill('1988-06-14');
    await form.getByLabel('İl', { exact: true }).fill('Bursa');
    await form.getByLabel('İlçe').fill('Nilüfer');
    await form.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' }).check();
    await form
      .getByRole('checkbox', { name: 'Kullanım Koşullarını okudum ve kabul ediyorum' })
      .check();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.getByTestId('code-dialog').waitFor();
    await page.getByTestId('code-input').fill(await waitForCode(newcomer.phone, 0));
    await page.getByTestId('code-submit').click();
    await page.waitForURL('**/kayit-ol/basarili');
    await page.getByText('Başvurunuz Alındı').waitFor();

    await staff.goto('/yonetim/uyeler');
    const row = staff.getByTestId('pending-registrations').locator('tr', {
      hasText: newcomer.phone,
    });
    await row.waitFor();
    expect(await text(row)).toContain(newcomer.fullname);
    expect(await text(row)).toContain(newcomer.username);
    await row.getByRole('button', { name: 'Onayla' }).click();
    const dialog = staff.getByRole('dialog', { name: `Kaydı onayla: ${newcomer.fullname}` });
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await toast(staff, `Onaylandı: ${newcomer.fullname}`);
    await row.waitFor({ state: 'detached' });
    await waitForSms(newcomer.phone, 'Üyeliğiniz onaylandı');

    // Approved: the newcomer signs in (a code registers this browser's device key).
    await signIn(page, newcomer);
    await page.getByTestId('user-menu').getByText(newcomer.fullname).waitFor();
    expect(staffErrors).toEqual([]);
  });

  test('2. staff create a pigeon with two uploaded photos in /yonetim/guvercinler/yeni', async () => {
    await staff.goto('/yonetim/guvercinler');
    await staff.getByRole('link', { name: 'Yeni güvercin' }).click();
    await staff.waitForURL('**/yonetim/guvercinler/yeni');
    const form = staff.getByTestId('pigeon-form');
    await form.getByRole('textbox', { name: 'Bilezik numarası' }).fill(pigeon.tag);
    await form.getByRole('textbox', { name: 'Durum', exact: true }).fill(pigeon.state);
    await form.getByRole('textbox', { name: 'Açıklama' }).fill(pigeon.description);

    // An owner without an account, added on the spot.
    const picker = form.getByTestId('owner-picker');
    await picker.getByRole('button', { name: 'Hesapsız sahip ekle' }).click();
    const owner = picker.getByRole('group', { name: 'Hesapsız sahip' });
    await owner.getByRole('textbox', { name: 'Ad soyad' }).fill(pigeon.owner.fullname);
    await owner.getByRole('textbox', { name: 'İl', exact: true }).fill(pigeon.owner.province);
    await owner.getByRole('textbox', { name: 'İlçe' }).fill(pigeon.owner.city);
    await owner.getByRole('button', { name: 'Sahibi kaydet' }).click();
    await owner.waitFor({ state: 'detached' });
    await picker.getByText(pigeon.owner.fullname).waitFor();

    // Two JPEGs through the file input; they upload one after the other.
    const field = form.getByTestId('multi-upload-field');
    await chooseFiles(staff, field.getByRole('button', { name: 'Dosyaları seçin' }), [
      photos[0]!,
      photos[1]!,
    ]);
    const list = field.getByRole('list', { name: 'Fotoğraflar' });
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await text(list.getByRole('listitem').first())).toContain('Kapak');
    await imagesLoad(staff, '[data-testid="multi-upload-field"] li img');

    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await staff.waitForURL(/\/yonetim\/guvercinler\/\d+$/);
    await toast(staff, 'Güvercin eklendi.');
    pigeonId = new URL(staff.url()).pathname.split('/').pop() ?? '';

    // Read back from the server: the tag, the owner and both photos, the first as cover.
    await staff.reload();
    const stored = staff.getByTestId('pigeon-form');
    await stored.waitFor();
    expect(await stored.getByRole('textbox', { name: 'Bilezik numarası' }).inputValue()).toBe(
      pigeon.tag,
    );
    expect(await text(stored.getByTestId('owner-picker'))).toContain(pigeon.owner.fullname);
    const storedPhotos = stored.getByRole('list', { name: 'Fotoğraflar' }).getByRole('listitem');
    expect(await storedPhotos.count()).toBe(2);
    await imagesLoad(staff, '[data-testid="multi-upload-field"] li img');
    expect(staffErrors).toEqual([]);
  });

  test('3. staff create a group in /yonetim/gruplar and add three staggered lots', async () => {
    await staff.goto('/yonetim/gruplar');
    await staff.getByRole('link', { name: 'Yeni grup' }).click();
    await staff.waitForURL('**/yonetim/gruplar/yeni**');
    await staff.getByRole('textbox', { name: 'Ad', exact: true }).fill(groupName);
    await staff
      .getByRole('textbox', { name: 'Açıklama' })
      .fill('Konsoldan kurulan grup: lotlar birer dakika arayla biter.');
    const photoField = staff.getByTestId('upload-field').filter({ hasText: 'Fotoğraf' });
    await chooseFiles(staff, photoField.getByRole('button', { name: 'Dosya seçin' }), [photos[2]!]);
    await photoField.getByRole('img', { name: 'Önizleme: Fotoğraf' }).waitFor();

    // Far enough that no lot ends while the group is set up; the others follow one minute
    // apart. Step 5 brings the end near before the bids.
    firstEnd = await wholeMinuteAfter(day);
    await staff.getByLabel('Bitiş (Türkiye saati)').fill(turkeyInput(firstEnd));
    await staff.getByLabel('Lotlar arası süre (dakika)').fill('1');
    await staff.getByRole('button', { name: 'Kaydet' }).click();
    await staff.waitForURL(/\/yonetim\/gruplar\/\d+$/);
    groupId = new URL(staff.url()).pathname.split('/').pop() ?? '';
    await staff.getByRole('heading', { name: groupName }).waitFor();

    // Lot ekle: the new pigeon found by its tag, then two free pigeons already in the house
    // (not the bidder's own: the seeded member bids on the second lot).
    await staff.getByRole('button', { name: 'Lot ekle' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Lot ekle' });
    const search = dialog.getByRole('searchbox', { name: 'Seri no, künye ya da sahip' });
    await search.fill(pigeon.tag);
    await search.press('Enter');
    const mine = dialog.getByRole('checkbox', { name: new RegExp(pigeon.tag) });
    await mine.check();
    await dialog
      .getByRole('textbox', { name: `${pigeon.tag} başlangıç fiyatı` })
      .fill(String(prices[0]));
    await dialog.getByRole('button', { name: 'Aramayı temizle' }).click();
    await dialog.getByRole('checkbox').nth(3).waitFor();
    const labels = await dialog
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    const others = labels
      .filter(
        (label) =>
          !label.includes(pigeon.tag) &&
          !label.includes(bidder.fullname) &&
          !label.includes(newcomer.fullname),
      )
      .slice(0, 2)
      .map((label) => label.split(' · ')[1]?.trim() ?? '');
    expect(others).toHaveLength(2);
    lotTags = [pigeon.tag, ...others];
    for (const [index, tag] of others.entries()) {
      await dialog.getByRole('checkbox', { name: new RegExp(` · ${tag} · `) }).check();
      await dialog
        .getByRole('textbox', { name: `${tag} başlangıç fiyatı` })
        .fill(String(prices[index + 1]));
    }
    expect(await text(dialog)).toContain('3 güvercin seçildi');
    await dialog.getByRole('button', { name: 'Seçilenleri ekle' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByText('3 lot eklendi.').waitFor();

    const rows = staff.getByTestId('lots-table').locator('tbody tr');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    for (const [index, tag] of lotTags.entries()) {
      const row = rows.nth(index);
      expect(await text(row)).toContain(tag);
      expect(await text(row)).toContain(money(prices[index]!));
      expect(await text(row)).toContain('Devam ediyor');
    }

    // Staggered: the lots end one minute after another, in the order they were added.
    const listed = await listAuctions({ group: groupId, orderBy: 'endingTime', orderDir: 'asc' });
    expect(listed.map((lot) => lot.name)).toEqual(lotTags);
    expect(listed.map((lot) => lot.endingTime)).toEqual([
      firstEnd,
      firstEnd + minute,
      firstEnd + 2 * minute,
    ]);
    expect(listed.map((lot) => lot.startingBid)).toEqual([...prices]);
    lotIds = listed.map((lot) => lot.id);
    expect(staffErrors).toEqual([]);
  });

  test('4. the lots appear on the public group page and the auction page', async () => {
    const guest: WatchedPage = await openPage(browser);
    try {
      const { page } = guest;
      await page.goto(`/grup-ihaleler/${groupId}`);
      await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
      const header = page.getByTestId('container-summary');
      await imagesLoad(page, '[data-testid="container-summary"] img');
      expect(await text(header)).toContain('lotlar birer dakika arayla biter');
      const cards = page.getByTestId('auction-card');
      await cards.nth(2).waitFor();
      expect(await cards.count()).toBe(3);
      expect(await cards.getByRole('heading').allTextContents()).toEqual(lotTags);
      for (const [index, price] of prices.entries()) {
        expect(await text(cards.nth(index))).toContain(money(price));
      }
      expect(await text(cards.first())).toContain(pigeon.owner.fullname);

      await cards.first().getByRole('link', { name: 'Açık Arttırmaya Git' }).click();
      await page.waitForURL(`**/acik-arttirmalar/${lotIds[0]}`);
      await page.getByRole('heading', { level: 1, name: pigeon.tag }).waitFor();
      const info = page.getByTestId('pigeon-info');
      expect(await text(info)).toContain(pigeon.owner.fullname);
      expect(await text(info)).toContain(pigeon.tag);
      // Both uploaded photos, the first one large.
      const gallery = page.getByTestId('auction-photos');
      expect(await gallery.locator('button[aria-pressed]').count()).toBe(2);
      await imagesLoad(page, '[data-testid="auction-photos"] img');
      await page.getByTestId('bid-form').waitFor();
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
    }
  });

  /** Bids the suggested amount (a first bid: the starting price) on the auction at `path`. */
  async function bid(page: Page, lotId: string, amount: number): Promise<void> {
    await page.goto(`/acik-arttirmalar/${lotId}`);
    const form = page.getByTestId('bid-form');
    await form.waitFor();
    const field = form.getByLabel('Teklifiniz (TL)');
    expect(Number(await field.inputValue())).toBe(amount);
    await form.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByTestId('confirm-dialog').waitFor();
    await confirmBid(page);
    await toast(page, 'Teklif başarıyla verildi');
    await page.getByText('En yüksek teklif sizin.').waitFor();
    await page
      .getByTestId('current-price')
      .filter({ hasText: money(amount) })
      .waitFor();
  }

  test('5. staff bring the group end near, and members bid on the public auction pages', async () => {
    // The edit moves the ends of the lots nobody has bid on: all three, still one minute apart.
    await staff.goto(`/yonetim/gruplar/${groupId}/duzenle`);
    const end = staff.getByLabel('Bitiş (Türkiye saati)');
    await end.waitFor();
    firstEnd = await wholeMinuteAfter(WAIT_MS);
    await end.fill(turkeyInput(firstEnd));
    await staff.getByRole('button', { name: 'Kaydet' }).click();
    await staff.waitForURL(/\/yonetim\/gruplar\/\d+$/);
    await staff.getByRole('heading', { name: groupName }).waitFor();
    const moved = await listAuctions({ group: groupId, orderBy: 'endingTime', orderDir: 'asc' });
    expect(moved.map((lot) => lot.id)).toEqual(lotIds);
    expect(moved.map((lot) => lot.endingTime)).toEqual([
      firstEnd,
      firstEnd + minute,
      firstEnd + 2 * minute,
    ]);

    await bid(newcomerPage, lotIds[0]!, prices[0]);
    await bid(memberPage, lotIds[1]!, prices[1]);

    // The bids were placed before the first end, and they left the ends where they were.
    expect(await serverTime()).toBeLessThan(firstEnd);
    const [first, second] = await Promise.all([getAuction(lotIds[0]!), getAuction(lotIds[1]!)]);
    expect(first.auction.pigeon.id).toBe(pigeonId);
    expect(first.auction.currentBid).toMatchObject({ amount: prices[0] });
    // The public history names bidders partly masked, as it does the winner.
    expect(first.bids[0]?.bidderName).toBe(maskUsername(newcomer.username));
    expect(second.auction.currentBid).toMatchObject({ amount: prices[1] });
    expect(first.auction.expiry).toBe(firstEnd);
    expect(second.auction.expiry).toBe(firstEnd + minute);
  });

  test('6. the lots end one after another', async () => {
    // The clerk watches the results page while the lots end (step 7 checks it moved alone).
    await staff.goto(`/yonetim/gruplar/${groupId}/sonuclar`);
    await staff.getByTestId('results-table').waitFor();
    // The newcomer's auction page turns into the result when the first lot ends.
    const result = newcomerPage.getByTestId('auction-result');
    await result.waitFor({ timeout: firstEnd - (await serverTime()) + WAIT_MS });
    expect(await text(result)).toBe('Açık arttırmayı siz kazandınız, son teklif sizin.');
    expect(await newcomerPage.getByTestId('bid-form').count()).toBe(0);

    // The public group page counts down on the server clock until every lot has expired.
    const guest = await openPage(browser);
    try {
      await guest.page.goto(`/grup-ihaleler/${groupId}`);
      await guest.page.getByTestId('auction-card').nth(2).waitFor();
      await guest.page.waitForFunction(
        () => {
          const dots = [...document.querySelectorAll('[data-testid="auction-card"] [data-status]')];
          return (
            dots.length === 3 && dots.every((d) => d.getAttribute('data-status') === 'expired')
          );
        },
        undefined,
        { timeout: firstEnd + 2 * minute - (await serverTime()) + WAIT_MS, polling: 1_000 },
      );
    } finally {
      await guest.close();
    }
  });

  test('7. the results page and its CSV show the hammer prices and the winners', async () => {
    // Opened while the lots were running (step 6): it has moved by itself, with no reload.
    expect(staff.url()).toMatch(new RegExp(`/yonetim/gruplar/${groupId}/sonuclar$`));
    const totals = staff.getByTestId('results-totals');
    const figure = (label: string) =>
      text(
        totals
          .locator('div')
          .filter({ has: staff.locator('dt', { hasText: label }) })
          .locator('dd'),
      );
    // The server seals each lot within a second of its end; the live summary brings it here.
    await staff.waitForFunction(
      () => {
        const label = [...document.querySelectorAll('[data-testid="results-totals"] dt')].find(
          (dt) => dt.textContent === 'Devam eden',
        );
        return label?.nextElementSibling?.textContent === '0';
      },
      undefined,
      { timeout: WAIT_MS, polling: 500 },
    );
    expect(await figure('Satılan')).toBe('2');
    expect(await figure('Satılmayan')).toBe('1');
    expect(await figure('Toplam satış')).toBe(money(prices[0] + prices[1]));

    const rows = staff.getByTestId('results-table').locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const [first, second, third] = [rows.nth(0), rows.nth(1), rows.nth(2)];
    expect(await text(first)).toContain(lotTags[0]!);
    expect(await text(first)).toContain('Satıldı');
    expect(await text(first)).toContain(money(prices[0]));
    expect(await text(first)).toContain(newcomer.fullname);
    expect(await text(first)).toContain(newcomer.phone);
    expect(await text(second)).toContain(lotTags[1]!);
    expect(await text(second)).toContain(money(prices[1]));
    expect(await text(second)).toContain(bidder.fullname);
    expect(await text(third)).toContain(lotTags[2]!);
    expect(await text(third)).toContain('Satılmadı');

    // The first lot is paid.
    // (The box follows the stored state: it turns on once the server has saved it.)
    const paid = first.getByRole('checkbox', { name: 'Ödendi' });
    await paid.click();
    await staff.getByText('Lot durumu kaydedildi.').waitFor();
    await first.locator('input[type="checkbox"]:checked').waitFor();
    expect(await paid.isChecked()).toBe(true);

    // The CSV, downloaded through the link: UTF-8 with a BOM, ';' between fields.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sonuclar-[a-z0-9-]+\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    const [header, ...records] = lines.map((line) => line.split(';'));
    const column = (name: string) => header!.indexOf(name);
    expect(column('Satış Fiyatı (TL)')).toBeGreaterThan(0);
    expect(column('Kazanan')).toBeGreaterThan(0);
    const byTag = (tag: string) => records.find((r) => r[column('Künye No')] === tag);
    expect(byTag(lotTags[0]!)?.[column('Satış Fiyatı (TL)')]).toBe(String(prices[0]));
    expect(byTag(lotTags[0]!)?.[column('Kazanan')]).toBe(newcomer.fullname);
    expect(byTag(lotTags[0]!)?.[column('Ödendi')]).not.toBe('');
    expect(byTag(lotTags[1]!)?.[column('Satış Fiyatı (TL)')]).toBe(String(prices[1]));
    expect(byTag(lotTags[1]!)?.[column('Kazanan')]).toBe(bidder.fullname);
    expect(byTag(lotTags[2]!)?.[column('Satış Fiyatı (TL)')]).toBe('');
    const total = records.find((r) => r[0] === 'TOPLAM');
    expect(total?.[column('Satış Fiyatı (TL)')]).toBe(String(prices[0] + prices[1]));
    expect(staffErrors).toEqual([]);
  });
});
