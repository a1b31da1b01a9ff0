// The operations console's content and sellers in Chromium, against the real server and its
// database: an editor writes a news item with the rich-text editor
// and pictures, schedules it, it reaches /haberler by itself at its time (no deploy), and an
// edit shows on the public page; a member's sale request goes from /hesabim through the
// console to a pigeon, and the member sees it accepted.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { money, serverTime } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { chooseFiles, imagesLoad, text, toast, waitForSms } from './support/console/helpers';
import { type FilePayload, jpegFiles } from './support/console/photos';
import { reloadUntil, turkeyInput, wholeMinuteAfter } from './support/console/schedule';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';
import { newContext } from './support/content';

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

let browser: Browser;
let photos: FilePayload[];
let staffContext: BrowserContext;
let memberContext: BrowserContext;
let staff: Page;
let member: Page;
/** A member of the demo data (not the documented demo account: see seededMember). */
let seller: SeededMember;
const staffErrors: string[] = [];
const memberErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  photos = await jpegFiles(browser, ['haber-kapak.jpg', 'yaris-gunu.jpg', 'satilik-guvercin.jpg']);
  staffContext = await newContext(browser);
  memberContext = await newContext(browser);
  staff = await staffContext.newPage();
  member = await memberContext.newPage();
  staff.on('pageerror', (e) => staffErrors.push(e.message));
  member.on('pageerror', (e) => memberErrors.push(e.message));
  await signIn(staff, DEMO_STAFF);
  seller = await seededMember(staff, 0);
  await signIn(member, seller);
}, 120_000);

afterAll(async () => {
  await staffContext?.close();
  await memberContext?.close();
  await browser?.close();
});

describe('news editor', () => {
  const title = `Yeni sezon duyurusu ${digits(5)}`;
  const edited = `${title}: takvim güncellendi`;

  /** The titles the public /haberler list shows on its first page. */
  async function listedTitles(page: Page): Promise<string[]> {
    const cards = page.getByTestId('news-grid').getByTestId('news-card');
    await cards.first().waitFor();
    return cards.getByRole('link').allTextContents();
  }

  test('an editor writes, schedules and publishes a news item with pictures, then edits it', async () => {
    await staff.goto('/yonetim/haberler');
    await staff.getByRole('link', { name: 'Yeni haber' }).click();
    await staff.waitForURL('**/yonetim/haberler/yeni');
    const form = staff.getByTestId('news-form');
    await form.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title);

    // The main picture.
    const picture = form.getByTestId('upload-field').filter({ hasText: 'Ana resim' });
    await chooseFiles(staff, picture.getByRole('button', { name: 'Dosya seçin' }), [photos[0]!]);
    await picture.getByRole('img', { name: 'Önizleme: Ana resim' }).waitFor();

    // The body, written with the toolbar: a heading, a paragraph with a link, a list and a
    // picture uploaded into the text.
    const editor = form.getByRole('textbox', { name: 'Haber metni' });
    const toolbar = form.getByRole('toolbar', { name: 'Metin biçimlendirme' });
    const keyboard = staff.keyboard;
    await editor.click();
    await toolbar.getByRole('button', { name: 'Başlık 2' }).click();
    await keyboard.type('Kayıtlar açıldı');
    await keyboard.press('Enter');
    await keyboard.type('Sezonun ilk mezadı cumartesi. Ayrıntılar ');
    const linkText = 'duyuru sayfasında';
    await keyboard.type(linkText);
    for (const _ of linkText) await keyboard.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'Bağlantı' }).click();
    const linkDialog = staff.getByRole('dialog', { name: 'Bağlantı' });
    await linkDialog
      .getByRole('textbox', { name: 'Bağlantı adresi' })
      .fill('https://www.example.com/duyuru');
    await linkDialog.getByRole('button', { name: 'Bağlantıyı ekle' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await keyboard.press('End');
    await keyboard.type('.');
    await keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Madde listesi' }).click();
    await keyboard.type('Yarış takvimi');
    await keyboard.press('Enter');
    await keyboard.type('Açık arttırma kuralları');
    await keyboard.press('Enter');
    await keyboard.press('Enter');
    await chooseFiles(staff, toolbar.getByRole('button', { name: 'Resim' }), [photos[1]!]);
    await editor.locator('img').waitFor();
    await imagesLoad(staff, '[data-testid="rich-text-content"] img');

    // Scheduled for the next whole minute that leaves time to look at the site before it.
    const publishAt = await wholeMinuteAfter(25_000);
    await form.getByRole('radio', { name: 'İleri tarihte yayınla' }).check();
    await form.getByLabel('Yayın zamanı').fill(turkeyInput(publishAt));
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await staff.waitForURL((url) => /\/yonetim\/haberler\/(?!yeni$)[^/]+$/.test(url.pathname));
    await toast(staff, 'Haber kaydedildi.');
    const newsId = new URL(staff.url()).pathname.split('/').pop() ?? '';
    await staff.getByText(/tarihinde yayınlanacak/).waitFor();
    expect(await text(staff.getByTestId('news-form'))).toContain('Zamanlanmış');

    const guest: WatchedPage = await openPage(browser);
    try {
      const { page } = guest;
      // Before its time the item is on neither the list nor its own address.
      await page.goto('/haberler');
      expect(await listedTitles(page)).not.toContain(title);
      await page.goto(`/haberler/${newsId}`);
      await page.getByText('Haber bulunamadı').waitFor();
      expect(await serverTime()).toBeLessThan(publishAt);

      // At its time it is on /haberler, with nothing deployed: the list is read again.
      await page.goto('/haberler');
      await reloadUntil(page, async () => (await listedTitles(page)).includes(title), {
        timeoutMs: publishAt - (await serverTime()) + 30_000,
      });
      expect(await serverTime()).toBeGreaterThanOrEqual(publishAt);
      await page.getByTestId('news-grid').getByRole('link', { name: title }).click();
      await page.waitForURL(`**/haberler/${newsId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const article = page.getByTestId('news-article');
      await article.getByRole('img', { name: title }).waitFor();
      const body = page.getByTestId('news-body');
      await body.waitFor();
      await body.getByRole('heading', { level: 2, name: 'Kayıtlar açıldı' }).waitFor();
      expect(await body.getByRole('link', { name: linkText }).getAttribute('href')).toBe(
        'https://www.example.com/duyuru',
      );
      expect(await body.getByRole('listitem').allTextContents()).toEqual([
        'Yarış takvimi',
        'Açık arttırma kuralları',
      ]);
      await imagesLoad(page, '[data-testid="news-article"] img');
      expect(await article.locator('img').count()).toBe(2);

      // The editor opens it again, now published, and changes the title and the text.
      await staff.goto(`/yonetim/haberler/${newsId}`);
      const again = staff.getByTestId('news-form');
      await again.getByText('Yayında', { exact: true }).waitFor();
      expect(await again.getByRole('radio', { name: /Yayında kalsın/ }).isChecked()).toBe(true);
      await again.getByRole('textbox', { name: 'Başlık', exact: true }).fill(edited);
      const editorAgain = again.getByRole('textbox', { name: 'Haber metni' });
      const wanted = ['Yarış takvimi', 'Açık arttırma kuralları', 'Katılım ücretsiz'];
      // The click waits for the loaded text to show; the editor keeps the caret from then on.
      await editorAgain.getByText('Açık arttırma kuralları').click();
      await keyboard.press('End');
      await keyboard.press('Enter');
      await keyboard.type('Katılım ücretsiz');
      // The editor draws the typed line when it has taken the keys (later on a busy machine);
      // wherever it landed, the list is checked then.
      await editorAgain.getByText('Katılım ücretsiz').waitFor();
      expect(await editorAgain.getByRole('listitem').allTextContents()).toEqual(wanted);
      await again.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await toast(staff, 'Haber kaydedildi.');

      // The public page shows the edit at once.
      await page.goto(`/haberler/${newsId}`);
      await page.getByRole('heading', { level: 1, name: edited }).waitFor();
      await page.getByTestId('news-body').getByText('Katılım ücretsiz').waitFor();
      expect(await page.getByTestId('news-body').getByRole('listitem').allTextContents()).toEqual(
        wanted,
      );
      await page.goto('/haberler');
      const titles = await listedTitles(page);
      expect(titles).toContain(edited);
      expect(titles).not.toContain(title);
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
    }
    expect(staffErrors).toEqual([]);
  }, 240_000);
});

describe('sale requests', () => {
  const request = {
    tag: `TR-2025-${1_000_000 + Number(digits(6))}`,
    state: 'Damızlık',
    price: 2500,
    description: 'Üç yıldır damızlıkta, yavruları iki yarış kazandı.',
  };

  test('a member asks to sell from /hesabim; staff accept it in the console and it becomes a pigeon', async () => {
    await member.goto('/hesabim/satis-talepleri');
    await member.getByRole('button', { name: 'Satış talebi oluştur' }).click();
    const form = member.getByRole('form', { name: 'Yeni satış talebi' });
    await form.getByRole('textbox', { name: 'Bilezik numarası' }).fill(request.tag);
    await form.getByRole('textbox', { name: 'Durum', exact: true }).fill(request.state);
    await form
      .getByRole('textbox', { name: 'İstenen başlangıç fiyatı (TL)' })
      .fill(String(request.price));
    await form.getByRole('textbox', { name: 'Açıklama' }).fill(request.description);
    // The pigeon's results go with the request (issue 36).
    const races = form.getByTestId('sale-request-races');
    await races.getByRole('button', { name: 'Sonuç ekle' }).click();
    const race = races.getByTestId('race-result-row');
    await race.getByLabel('Yarış', { exact: true }).fill('Ege Bölge Yarışı');
    await race.getByLabel('Tarih', { exact: true }).fill('2025-05-18');
    await race.getByLabel('Salım yeri', { exact: true }).fill('Afyon');
    await race.getByLabel('Mesafe (km)', { exact: true }).fill('312,5');
    await race.getByLabel('Derece', { exact: true }).fill('4');
    await race.getByLabel('Katılan kuş', { exact: true }).fill('1250');
    await form.getByLabel('Fotoğraf ekle').setInputFiles([photos[2]!]);
    await form.getByRole('img', { name: '1. dosya' }).waitFor();
    await form.getByRole('button', { name: 'Talebi gönder' }).click();
    await toast(member, 'Talebiniz alındı.');
    const mine = member.getByTestId('my-sale-request').filter({ hasText: request.tag });
    await mine.waitFor();
    expect(await text(mine)).toContain('Bekliyor');
    expect(await text(mine)).toContain('1 yarış sonucu');

    // Staff see it waiting, with its photo, and accept it.
    await staff.goto('/yonetim/satis-talepleri');
    const card = staff.getByTestId('sale-request').filter({ hasText: request.tag });
    await card.waitFor();
    expect(await text(card)).toContain(seller.fullname);
    expect(await text(card)).toContain(money(request.price));
    expect(await text(card)).toContain(request.description);
    expect(await text(card.getByTestId('sale-request-races'))).toContain(
      'Ege Bölge Yarışı · 18.05.2025 · Afyon · 312,5 km · 4. / 1250 kuş',
    );
    await imagesLoad(staff, '[data-testid="sale-request"] [role="group"] img');
    await card.getByRole('button', { name: 'Kabul et' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Satış talebini kabul et' });
    await dialog.getByRole('button', { name: 'Kabul et' }).click();
    await staff.waitForURL(/\/yonetim\/guvercinler\/\d+$/);
    await toast(staff, 'Talep kabul edildi, güvercin oluşturuldu.');

    // The pigeon: the member as owner, the request's details and photo.
    const pigeon = staff.getByTestId('pigeon-form');
    await pigeon.waitFor();
    const heading = await text(staff.getByRole('heading', { name: /^Güvercin \d{6}$/ }));
    const serial = heading.replace(/\D/g, '');
    expect(await pigeon.getByRole('textbox', { name: 'Bilezik numarası' }).inputValue()).toBe(
      request.tag,
    );
    expect(await pigeon.getByRole('textbox', { name: 'Durum', exact: true }).inputValue()).toBe(
      request.state,
    );
    expect(await text(pigeon.getByTestId('owner-picker'))).toContain(seller.fullname);
    const stored = pigeon.getByRole('list', { name: 'Fotoğraflar' }).getByRole('listitem');
    expect(await stored.count()).toBe(1);
    // The member's result is the pigeon's now.
    const results = staff.getByTestId('race-results').getByTestId('race-result-row');
    expect(await results.count()).toBe(1);
    expect(await results.getByLabel('Yarış', { exact: true }).inputValue()).toBe(
      'Ege Bölge Yarışı',
    );
    expect(await results.getByLabel('Derece', { exact: true }).inputValue()).toBe('4');

    // It is in the pigeon list, and the request is under Kabul edildi with a way to it.
    await staff.goto('/yonetim/guvercinler');
    const search = staff.getByRole('searchbox', { name: 'Güvercin ara' });
    await search.fill(request.tag);
    await search.press('Enter');
    const row = staff.getByTestId('pigeons-table').locator('tr', { hasText: request.tag });
    await row.waitFor();
    expect(await text(row)).toContain(serial);
    expect(await text(row)).toContain(seller.fullname);
    await staff.goto('/yonetim/satis-talepleri');
    await staff.getByRole('tab', { name: 'Kabul edildi' }).click();
    const decided = staff.getByTestId('sale-request').filter({ hasText: request.tag });
    await decided.getByRole('link', { name: `Güvercini aç (${serial})` }).waitFor();

    // The member sees the request accepted, with the pigeon's number, and got an SMS.
    await member.reload();
    await mine.waitFor();
    expect(await text(mine)).toContain('Kabul edildi');
    expect(await text(mine)).toContain(`Güvercin no: ${serial}`);
    await waitForSms(
      seller.phone,
      `${request.tag} bilezikli güvercin için satış talebiniz kabul edildi`,
    );
    expect(staffErrors).toEqual([]);
    expect(memberErrors).toEqual([]);
  }, 180_000);
});

describe('banner', () => {
  /** The bars above the navbar of a page (absent when it shows none). */
  const bannerOf = (page: Page) => page.getByTestId('top-banner');

  test('a banner staff set, change and remove reaches pages that are already open', async () => {
    // A visitor's page and the member's, both open before the banner changes.
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto('/haberler');
      await member.goto('/acik-arttirmalar');
      expect(await bannerOf(visitor).count()).toBe(0);

      await staff.goto('/yonetim/duyuru');
      const first = `Cumartesi mezatı saat 20.00’de başlıyor ${digits(4)}`;
      await staff.getByRole('textbox', { name: 'Duyuru metni' }).fill(first);
      await staff.getByRole('radio', { name: 'Yeşil' }).check();
      await staff.getByRole('button', { name: 'Yayınla' }).click();
      await toast(staff, 'Duyuru yayında.');
      for (const page of [visitor, member, staff]) {
        await bannerOf(page).filter({ hasText: first }).waitFor();
      }

      // Moving inside the site keeps it; a correction replaces it everywhere.
      await visitor.getByRole('link', { name: 'Galeri' }).first().click();
      await visitor.waitForURL(/\/galeri$/);
      const second = `Mezat 21.00’e ertelendi ${digits(4)}`;
      await staff.getByRole('textbox', { name: 'Duyuru metni' }).fill(second);
      await staff.getByRole('button', { name: 'Yayınla' }).click();
      for (const page of [visitor, member, staff]) {
        await bannerOf(page).filter({ hasText: second }).waitFor();
        expect(await text(bannerOf(page))).not.toContain(first);
      }

      // Removed: it leaves every open screen.
      await staff.getByRole('button', { name: 'Duyuruyu kaldır' }).click();
      await toast(staff, 'Duyuru kaldırıldı.');
      for (const page of [visitor, member, staff]) {
        await bannerOf(page).waitFor({ state: 'detached' });
      }
    } finally {
      // Later tests expect no banner, whatever happened here.
      await staff.evaluate(() =>
        fetch('/api/fn/adminBannerSet', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: { message: null, color: 'blue' } }),
        }),
      );
      await visitorContext.close();
    }
    expect(staffErrors).toEqual([]);
    expect(memberErrors).toEqual([]);
  }, 180_000);
});
