// The account journey in Chromium against the real server: register, approval by
// staff, first sign-in with a code and a new device key, every /hesabim page, settings, a
// profile change with its banner, log-out, and a second sign-in by device signature alone.
import type { Browser, Page } from 'playwright-core';
import { outbox, randomPhone, runStaffCommand, waitForCode } from './support/accounts';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';

let browser: Browser;
let tab: WatchedPage;

const phone = randomPhone();
const password = 'Guvercin9';
const username = `e2e${Math.floor(Math.random() * 1e6)}`;
const fullname = 'Elif Şahin';

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openPage(browser);
});

afterAll(async () => {
  await tab.close();
  await browser.close();
});

async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByTestId('code-dialog');
  await dialog.waitFor();
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/giris-yap');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Telefon Numarası').fill(phone);
  await form.getByLabel('Şifre').fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
}

const userMenu = (page: Page) => page.getByTestId('user-menu');

describe('account journey', () => {
  test('registers with a phone code and lands on the success page', async () => {
    const { page } = tab;
    await page.goto('/kayit-ol');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Telefon Numarası').fill(phone);
    await form.getByLabel('Kullanıcı Adı').fill(username);
    await form.getByLabel('Şifre', { exact: true }).fill(password);
    await form.getByLabel('Şifre Tekrar').fill(password);
    await form.getByLabel('Ad Soyad').fill(fullname);
    await form.getByLabel('Doğum Tarihi').fill('1992-04-23');
    await form.getByLabel('İl', { exact: true }).fill('İzmir');
    await form.getByLabel('İlçe').fill('Bornova');
    await form.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' }).check();
    await form
      .getByRole('checkbox', { name: 'Kullanım Koşullarını okudum ve kabul ediyorum' })
      .check();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();

    await enterCode(page, await waitForCode(phone, 0));
    await page.waitForURL('**/kayit-ol/basarili');
    await page.getByText('Başvurunuz Alındı').waitFor();
    expect(tab.errors).toEqual([]);
  });

  test('cannot sign in before staff approve the registration', async () => {
    const { page } = tab;
    await signIn(page);
    await page.getByTestId('login-error').getByText('Hesabınız henüz onaylanmadı.').waitFor();
  });

  test('staff list and approve the registration with the staff command', async () => {
    const listed = await runStaffCommand(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(phone);
    expect(listed.stdout).toContain(fullname);

    const approved = await runStaffCommand(['approve', phone]);
    expect(approved.stderr).not.toMatch(/Error/);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('Kayıt onaylandı');
  });

  test('first sign-in on this browser: a code registers the device key', async () => {
    const { page } = tab;
    const before = (await outbox(phone)).length;
    await signIn(page);
    await enterCode(page, await waitForCode(phone, before));
    await userMenu(page).getByText(fullname).waitFor();
    const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test.each([
    ['/hesabim', 'Teklif Verdiğim Açık Arttırmalar'],
    ['/hesabim/teklif-verilen-acik-arttirmalarim', 'Teklif Verdiğim Açık Arttırmalar'],
    ['/hesabim/devam-eden-acik-arttirmalarim', 'Devam Eden Açık Arttırmalarım'],
    ['/hesabim/kazanan-arttirmalarim', 'Kazandığım Açık Arttırmalar'],
    ['/hesabim/kaybeden-arttirmalarim', 'Kaybettiğim Açık Arttırmalar'],
    ['/hesabim/alimlar', 'Alımlarım'],
    ['/hesabim/satislar', 'Satışlarım'],
    ['/hesabim/acik-arttirma-ayarlari', 'Açık Arttırma Ayarları'],
    ['/hesabim/bilgilerim', 'Bilgilerim'],
    ['/hesabim/sifre-yenile', 'Şifre Yenile'],
    ['/guvercinlerim', 'Güvercinlerim'],
  ])('%s shows its page', async (route, title) => {
    const { page } = tab;
    await page.goto(route);
    const area = page.getByTestId('account-area');
    await area.getByRole('heading', { name: title }).first().waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    // A new member has no bids or pigeons yet: the pages say so instead of failing.
    if (
      route !== '/hesabim/acik-arttirma-ayarlari' &&
      !route.includes('bilgilerim') &&
      !route.includes('sifre')
    ) {
      await area
        .getByText(/yok|bulunmuyor/)
        .first()
        .waitFor();
    }
    expect(tab.errors).toEqual([]);
  });

  test('changes a notice choice and it stays changed', async () => {
    const { page } = tab;
    await page.goto('/hesabim/acik-arttirma-ayarlari');
    const label = 'Teklifim geçildiğinde: SMS';
    const box = page.getByLabel(label);
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByTestId('toast-host').getByText('Ayarlarınız kaydedildi.').waitFor();
    await page.reload();
    await page.getByLabel(label).waitFor();
    expect(await page.getByLabel(label).isChecked()).toBe(false);
  });

  test('a profile change signs with the device key and shows the disabled banner', async () => {
    const { page } = tab;
    const smsBefore = (await outbox(phone)).length;
    await page.goto('/hesabim/bilgilerim');
    const form = page.getByTestId('details-form');
    const district = form.getByLabel('İlçe');
    await district.waitFor();
    expect(await district.inputValue()).toBe('Bornova');
    await district.fill('Karşıyaka');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByTestId('confirm-yes').click();
    await page
      .getByTestId('top-banner')
      .getByText('Hesabınız devre dışı: Bilgileriniz güncellendi, yönetici onayı bekleniyor.')
      .waitFor();
    expect(await page.getByTestId('code-dialog').count()).toBe(0);
    expect((await outbox(phone)).length).toBe(smsBefore);
    await page.reload();
    await page.getByTestId('details-form').getByLabel('İlçe').waitFor();
    expect(await page.getByTestId('details-form').getByLabel('İlçe').inputValue()).toBe(
      'Karşıyaka',
    );

    const listed = await runStaffCommand(['list']);
    expect(listed.stdout).toContain('Karşıyaka');
  });

  test('logs out after confirming', async () => {
    const { page } = tab;
    await page.goto('/');
    await userMenu(page).getByRole('button').first().click();
    await userMenu(page).getByRole('button', { name: 'Çıkış Yap' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Hesabınızdan çıkış yapmak istiyor musunuz?').waitFor();
    await page.getByTestId('confirm-yes').click();
    await userMenu(page).waitFor({ state: 'detached' });
    const session = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(session).toEqual({ user: null, pendingMfa: false });
  });

  test('signs in again by device signature alone, without a code', async () => {
    const { page } = tab;
    const smsBefore = (await outbox(phone)).length;
    await signIn(page);
    await userMenu(page).getByText(fullname).waitFor();
    expect(await page.getByTestId('code-dialog').count()).toBe(0);
    expect((await outbox(phone)).length).toBe(smsBefore);
    // Still waiting for the profile approval: the banner says so after sign-in too.
    await page
      .getByTestId('top-banner')
      .getByText(/Bilgileriniz güncellendi/)
      .waitFor();
  });

  test('once staff approve the change, the banner goes and the new district is stored', async () => {
    const { page } = tab;
    const approved = await runStaffCommand(['approve', phone]);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('Profil değişikliği onaylandı');
    await page.goto('/hesabim/bilgilerim');
    await page.getByTestId('details-form').getByLabel('İlçe').waitFor();
    expect(await page.getByTestId('top-banner').count()).toBe(0);
    expect(await page.getByTestId('details-form').getByLabel('İlçe').inputValue()).toBe(
      'Karşıyaka',
    );
    expect(tab.errors).toEqual([]);
  });
});
