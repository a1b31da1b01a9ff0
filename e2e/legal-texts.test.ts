// The versioned legal texts in Chromium against the built site and server: staff publish a
// new privacy policy in the console and the public page shows it with its version; a new
// member acknowledges the information notice when registering and finds the acknowledgement
// on their /hesabim page. The privacy policy's text in force is put back afterwards (as a
// further version), so other tests read the shipped text.
import type { Page } from 'playwright-core';
import { randomPhone, runStaffCommand, waitForCode } from './support/accounts';
import { baseURL, browserForFile } from './support/browser';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';

interface LegalText {
  kind: string;
  version: number;
  title: string;
  html: string;
}

const { newPage } = browserForFile();

async function current(kind: string): Promise<LegalText> {
  const response = await fetch(`${baseURL()}/api/fn/legalText`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { kind } }),
  });
  return ((await response.json()) as { result: LegalText }).result;
}

/** Publishes a version from the signed-in staff page, as the console's save does. */
async function publishAs(page: Page, text: Omit<LegalText, 'version'>): Promise<void> {
  const status = await page.evaluate(async (data) => {
    const response = await fetch('/api/fn/adminLegalTextSave', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    return response.status;
  }, text);
  expect(status).toBe(200);
}

test('staff publish a new privacy policy and the public page shows it with its version', async () => {
  const before = await current('privacy');
  const staff = await newPage();
  await signIn(staff.page, DEMO_STAFF);
  try {
    const page = staff.page;
    await page.goto('/yonetim/yasal-metinler');
    const table = page.getByTestId('legal-texts');
    await table.waitFor();
    await table.getByRole('link', { name: 'Gizlilik Politikası' }).click();
    const form = page.getByTestId('legal-form');
    await form.waitFor();
    const line = `Uçtan uca gizlilik metni ${Date.now()}.`;
    const editor = page.getByTestId('rich-text-content');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(line);
    await form.getByRole('button', { name: 'Yayımla' }).click();
    const next = before.version + 1;
    await toast(page, `Sürüm ${next} yayımlandı.`);
    // The older version stays readable in the history.
    await page.getByTestId('legal-history').getByText(`Sürüm ${before.version} ·`).waitFor();

    const visitor = await newPage();
    await visitor.page.goto('/kurumsal/gizlilik-politikasi');
    await visitor.page.getByTestId('corporate-html').getByText(line).waitFor();
    const version = await visitor.page.getByTestId('legal-version').textContent();
    expect(version).toMatch(new RegExp(`^Sürüm ${next} · Yürürlük: \\d{2}\\.\\d{2}\\.\\d{4}$`));
    expect(visitor.errors).toEqual([]);
  } finally {
    await publishAs(staff.page, { kind: 'privacy', title: before.title, html: before.html });
  }
});

test('a new member acknowledges the notice when registering and sees it on /hesabim', async () => {
  const notice = await current('notice');
  const phone = randomPhone();
  const password = 'Guvercin9';
  const { page, errors } = await newPage();
  await page.goto('/kayit-ol');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Telefon Numarası').fill(phone);
  await form.getByLabel('Kullanıcı Adı').fill(`kvkk${Math.floor(Math.random() * 1e6)}`);
  await form.getByLabel('Şifre', { exact: true }).fill(password);
  await form.getByLabel('Şifre Tekrar').fill(password);
  await form.getByLabel('Ad Soyad').fill('Deniz Aydın');
  await form.getByLabel('Doğum Tarihi').fill('1990-09-14');
  await form.getByLabel('İl', { exact: true }).fill('Ankara');
  await form.getByLabel('İlçe').fill('Çankaya');
  // The notice is shown in its own box, and reading it is acknowledged, not consented to.
  await page
    .getByTestId('register-notice')
    .getByRole('heading', { name: 'Veri Sorumlusu' })
    .waitFor();
  await form.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page
    .getByTestId('register-error')
    .getByText('Devam etmek için bu kutuyu işaretleyin')
    .waitFor();
  await form.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' }).check();
  await form
    .getByRole('checkbox', { name: 'Kullanım Koşullarını okudum ve kabul ediyorum' })
    .check();
  await form.getByRole('button', { name: 'Kayıt Ol' }).click();
  const dialog = page.getByTestId('code-dialog');
  await dialog.waitFor();
  await page.getByTestId('code-input').fill(await waitForCode(phone, 0));
  await page.getByTestId('code-submit').click();
  await page.waitForURL('**/kayit-ol/basarili');

  const approved = await runStaffCommand(['approve', phone]);
  expect(approved.code).toBe(0);
  await signIn(page, { phone, password });
  await page.goto('/hesabim/bilgilerim');
  const section = page.getByTestId('legal-acknowledgements');
  await section.getByText(`Aydınlatma Metni · Sürüm ${notice.version} ·`).waitFor();
  await section.getByText('Kullanım Koşulları · Sürüm').waitFor();
  expect(errors).toEqual([]);
});
