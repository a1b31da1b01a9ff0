// A pigeon's race results in Chromium, against the real server and its database: staff enter a
// result on the pigeon's console page (a wrong one is refused beside its field first), and the
// pigeon's running auction shows it, best first, on a 390-px phone without sideways scrolling.
// Then a pigeon's sex with its DNA certificate, the same way.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getAuction, listAuctions, serverTime } from './support/auctions';
import { launchBrowser, sidewaysOverflow } from './support/browser';
import { toast } from './support/console/helpers';
import { jpegFiles } from './support/console/photos';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { newContext } from './support/content';

const HOUR = 60 * 60_000;

let browser: Browser;
let staffContext: BrowserContext;
let staff: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  staffContext = await newContext(browser);
  staff = await staffContext.newPage();
  staff.on('pageerror', (e) => errors.push(e.message));
  await signIn(staff, DEMO_STAFF);
}, 120_000);

afterAll(async () => {
  await staffContext?.close();
  await browser?.close();
});

test('staff enter a race result in the console and the auction page shows it first on a phone', async () => {
  const [running] = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'asc',
  });
  if (running === undefined) throw new Error('no running auction in the demo data');
  const { auction } = await getAuction(running.id);
  const raceName = `Edirne Milli Yarışı ${Math.floor(Math.random() * 100_000)}`;

  await staff.goto(`/yonetim/guvercinler/${auction.pigeon.id}`);
  const block = staff.getByTestId('race-results');
  await block.waitFor();
  const before = await block.getByRole('group', { name: /\. sonuç$/ }).count();
  await block.getByRole('button', { name: 'Sonuç ekle' }).click();
  const row = block.getByRole('group', { name: `${before + 1}. sonuç` });
  await row.getByLabel('Yarış').fill(raceName);
  await row.getByLabel('Tarih').fill('2025-05-10');
  await row.getByLabel('Salım yeri').fill('Edirne');
  await row.getByLabel('Mesafe (km)').fill('230,5');
  await row.getByLabel('Derece').fill('5000');
  await row.getByLabel('Katılan kuş').fill('3000');
  await row.getByLabel('Hız (m/dk)').fill('1.512,345');
  await block.getByRole('button', { name: 'Sonuçları kaydet' }).click();
  await row.getByText('Derece, katılan kuş sayısından (3000) büyük olamaz.').waitFor();

  // First of 3000: better than any result the demo data gives, so first on the page.
  await row.getByLabel('Derece').fill('1');
  await block.getByRole('button', { name: 'Sonuçları kaydet' }).click();
  await toast(staff, 'Yarış sonuçları kaydedildi.');

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  try {
    const page = await phone.newPage();
    await page.goto(`/acik-arttirmalar/${running.id}`);
    const results = page.getByTestId('race-results');
    await results.getByRole('heading', { name: raceName }).waitFor();
    const first = results.getByRole('listitem').first();
    expect(await first.getByRole('heading').textContent()).toBe(raceName);
    const line = await first.textContent();
    expect(line).toContain('1. / 3000 kuş');
    expect(line).toContain('10.05.2025 · Edirne');
    expect(line).toContain('230,5 km');
    expect(line).toContain('1.512,345 m/dk');
    // Scrolled to in one step (the section below the first screen may be drawn anew as it
    // wakes, so an element found first could be gone by the time it would be scrolled to);
    // then measured once the woken section shows the result again.
    await results.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await results.getByRole('heading', { name: raceName }).waitFor();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);
}, 240_000);

test('staff record a pigeon as a DNA-verified hen with its wings photo named, and the phone page says so', async () => {
  const lots = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'asc',
  });
  // Another lot than the race test's, so the two tests never edit one pigeon.
  const running = lots[1];
  if (running === undefined) throw new Error('no second running auction in the demo data');
  const { auction } = await getAuction(running.id);
  const [certificate] = await jpegFiles(browser, ['dna-belgesi.jpg']);
  if (certificate === undefined) throw new Error('no file drawn');

  await staff.goto(`/yonetim/guvercinler/${auction.pigeon.id}`);
  const sex = staff.getByLabel('Cinsiyet', { exact: true });
  await sex.waitFor();
  await sex.selectOption('unknown');
  await staff.getByLabel('Renk', { exact: true }).fill('Kırmızı çil');
  // The cover shows the spread wings: named so, the phone page says it under the photo.
  await staff.getByRole('combobox', { name: 'Fotoğraf türü: 1. dosya' }).selectOption('wings');
  await staff.getByLabel('DNA cinsiyet belgesi (resim ya da PDF)').setInputFiles(certificate);
  const field = staff.getByTestId('upload-field').filter({ hasText: 'DNA cinsiyet belgesi' });
  await field.getByRole('button', { name: 'Kaldır' }).waitFor();
  // A certificate proves a sex: 'Bilinmiyor' is refused beside the field.
  await staff.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await staff
    .getByText('DNA belgesi eklenen güvercinin cinsiyetini seçin (erkek ya da dişi).')
    .waitFor();
  await sex.selectOption('female');
  await staff.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await toast(staff, 'Güvercin kaydedildi.');

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  try {
    const page = await phone.newPage();
    await page.goto(`/acik-arttirmalar/${running.id}`);
    const info = page.getByTestId('pigeon-info');
    await info
      .getByTestId('pigeon-sex')
      .filter({ hasText: 'Dişi · DNA ile doğrulanmış' })
      .waitFor();
    expect(await info.textContent()).toContain('Kırmızı çil');
    expect(await page.getByTestId('photo-slot').textContent()).toBe('Açık kanatlar');
    const link = info.getByRole('link', { name: 'DNA cinsiyet belgesi' });
    const href = await link.getAttribute('href');
    if (href === null) throw new Error('no certificate link');
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
    await info.scrollIntoViewIfNeeded();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);
}, 240_000);
