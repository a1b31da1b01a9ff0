// A pigeon's pedigree as data in Chromium, against the real server and its database: staff
// enter a bloodline and a three-generation pedigree on the pigeon's console page (an ancestor
// above an empty place refused beside its field first; the sire typed as the ring of a cock on
// the site, so linked), the running lot shows the chart on a 390-px phone with the sire linked
// to its own lot, the PDF reads back with every ring number, and the bloodline finds the lot
// in the running list, and a sold lot of the same line in the archive.
import type { AuctionDetail, AuctionRow } from '@kanat/shared/contracts';
import { pdfText } from '@kanat/testkit/pdf-text';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getAuction, listAuctions, serverTime } from './support/auctions';
import { awaitHydrationOnGoto, launchBrowser, sidewaysOverflow } from './support/browser';
import { toast } from './support/console/helpers';
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

/** Running lots far from their end, with their details, for the test to choose from. */
async function runningLots(): Promise<Array<{ row: AuctionRow; detail: AuctionDetail }>> {
  const rows = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'desc',
  });
  return Promise.all(rows.map(async (row) => ({ row, detail: await getAuction(row.id) })));
}

/** Types into the pedigree editor's field of one place ('Baba: Halka no'). */
async function typeAt(page: Page, place: string, field: string, value: string) {
  await page
    .getByTestId('pedigree-editor')
    .getByLabel(`${place}: ${field}`, { exact: true })
    .fill(value);
}

test('staff enter a three-generation pedigree with a linked sire; a phone shows it, the PDF carries every ring, the bloodline finds the lot', async () => {
  const lots = await runningLots();
  // A lot whose pigeon has no pedigree yet, and a cock of another lot to stand as its sire.
  const chosen = lots.find((lot) => lot.detail.auction.pedigreeChart.ancestors.length === 0);
  if (chosen === undefined) throw new Error('no running lot without a pedigree in the demo data');
  const pigeon = chosen.detail.auction.pigeon;
  const sireLot = lots.find(
    (lot) => lot.detail.auction.pigeon.sex === 'male' && lot.detail.auction.pigeon.id !== pigeon.id,
  );
  if (sireLot === undefined) throw new Error('no running lot of a cock in the demo data');
  const sireRing = sireLot.detail.auction.pigeon.tagNum;
  const line = `Tepebaşı${Math.floor(Math.random() * 90_000) + 10_000}`;
  const rings = ['NL-2017-1234567', 'BE-2014-6012345', 'TR-2013-445566', 'BE-2010-3001234'];

  await staff.goto(`/yonetim/guvercinler/${pigeon.id}`);
  const editor = staff.getByTestId('pedigree-editor');
  await editor.waitFor();
  await editor.getByLabel('Soy hattı', { exact: true }).fill(`Janssen ${line}`);
  // The dam's dam before the dam: refused beside the field, nothing sent.
  await typeAt(staff, 'Annenin annesi', 'Halka no', rings[2] as string);
  await editor.getByRole('button', { name: 'Soy ağacını kaydet' }).click();
  await editor
    .getByText('Önce Anne girilmeli: bir kuşun atası, kendisi olmadan girilmez.')
    .waitFor();

  await typeAt(staff, 'Baba', 'Halka no', sireRing.toLowerCase());
  await typeAt(staff, 'Anne', 'Halka no', rings[0] as string);
  await typeAt(staff, 'Anne', 'Adı', 'Sarı Kız');
  await typeAt(staff, 'Babanın babası', 'Halka no', rings[1] as string);
  await typeAt(staff, 'Babanın babası', 'Not', 'Olimpiyat kuşunun oğlu');
  await editor.getByRole('button', { name: '3. kuşağı göster' }).click();
  await typeAt(staff, 'Babanın babasının babası', 'Halka no', rings[3] as string);
  await editor.getByRole('button', { name: 'Soy ağacını kaydet' }).click();
  await toast(staff, 'Soy ağacı kaydedildi.');
  await editor.getByText('Sitedeki güvercine bağlandı').waitFor();

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  try {
    const page = await phone.newPage();
    awaitHydrationOnGoto(page);
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/acik-arttirmalar/${chosen.row.id}`);
    const chart = page.getByTestId('pedigree-chart');
    await chart.scrollIntoViewIfNeeded();
    await chart.getByTestId('pedigree-bloodline').filter({ hasText: line }).waitFor();
    const text = (await chart.textContent()) ?? '';
    for (const words of [
      pigeon.tagNum,
      sireRing,
      ...rings,
      'Sarı Kız',
      'Babanın babasının babası',
    ]) {
      expect(text).toContain(words);
    }
    // The sire is a pigeon on the site: its ring leads to its lot.
    const sire = chart.getByRole('link', { name: `${sireRing} halkalı güvercinin sayfası` });
    expect(await sire.getAttribute('href')).toMatch(/^\/acik-arttirmalar\/\d+$/);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);

    const href = await chart.getByTestId('pedigree-pdf').getAttribute('href');
    expect(href).toBe(`/api/auctions/${chosen.row.id}/soy-agaci.pdf`);
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const pdf = await pdfText(await file.body());
    for (const ring of [pigeon.tagNum, sireRing, ...rings]) expect(pdf).toContain(ring);

    // The bloodline finds the lot among the running ones.
    await page.goto('/acik-arttirmalar');
    // Only this line's lots, those of this pigeon, once the search has gone out.
    const ids = async (filters: Record<string, unknown>) =>
      (await listAuctions({ statusFrom: 2, statusTo: 2, ...filters })).map((row) => row.id).sort();
    const found = await ids({ bloodline: line });
    expect(found).toEqual(await ids({ pigeon: pigeon.id }));
    await page
      .getByRole('searchbox', { name: 'Soy hattına göre ara' })
      .fill(line.toLocaleLowerCase('tr'));
    await page.waitForURL(/soy-hatti=/);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="auction-card"]').length === count,
      found.length,
    );
    await page.locator(`a[href="/acik-arttirmalar/${chosen.row.id}"]`).first().waitFor();
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);
}, 300_000);

test('the bloodline finds a sold lot in the archive', async () => {
  const [sold] = await listAuctions({
    statusFrom: 3,
    statusTo: 3,
    orderBy: 'endingTime',
    orderDir: 'desc',
  });
  if (sold === undefined) throw new Error('no sold lot in the demo data');
  const pigeon = (await getAuction(sold.id)).auction.pigeon;
  const line = `Porsuk${Math.floor(Math.random() * 90_000) + 10_000}`;

  await staff.goto(`/yonetim/guvercinler/${pigeon.id}`);
  const editor = staff.getByTestId('pedigree-editor');
  await editor.getByLabel('Soy hattı', { exact: true }).fill(line);
  await editor.getByRole('button', { name: 'Soy ağacını kaydet' }).click();
  await toast(staff, 'Soy ağacı kaydedildi.');

  const guest = await newContext(browser);
  try {
    const page = await guest.newPage();
    awaitHydrationOnGoto(page);
    await page.goto('/arsiv');
    await page.getByRole('searchbox', { name: 'Soy hattına göre ara' }).fill(line);
    const results = page.getByTestId('archive-bloodline-results');
    await results.locator(`a[href="/acik-arttirmalar/${sold.id}"]`).first().waitFor();
    const ids = async (filters: Record<string, unknown>) =>
      (await listAuctions({ statusFrom: 3, statusTo: 3, ...filters })).map((row) => row.id).sort();
    const found = await ids({ bloodline: line });
    expect(found).toEqual(await ids({ pigeon: pigeon.id }));
    expect(await results.getByTestId('auction-card').count()).toBe(found.length);
  } finally {
    await guest.close();
  }
  expect(errors).toEqual([]);
}, 240_000);
