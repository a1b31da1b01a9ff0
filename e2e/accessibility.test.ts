// Readable by everyone: axe-core, with the WCAG 2.0/2.1/2.2 A and AA rules and the
// best practices, finds nothing on any public page, on the member's account pages, or with
// the confirm dialog, the code dialog and the image viewer open; at 1280 px and at 390 px.
// One browser; one page per kind of visitor, resized rather than reopened; axe once per
// page and width.
import { WAIT_MS, waits } from '@kanat/testkit/limits';
import type { Browser, Page } from 'playwright-core';
import { outbox } from './support/accounts';
import { audit, auditBothWidths, type Finding, report, WIDTHS } from './support/axe';
import { baseURL, launchBrowser, openPage, type WatchedPage } from './support/browser';
import {
  DEMO_STAFF,
  type SeededMember,
  seededMember,
  signIn,
  withLock,
} from './support/console/sign-in';
import { findPublicPages, type PublicPageKey } from './support/performance';

/**
 * Waits until the page has drawn what it loads: the footer (the page has settled), no
 * stand-ins or busy regions left, and pictures in view decoded (axe reads colours from them).
 */
async function settle(page: Page): Promise<void> {
  await page.locator('footer').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[aria-busy="true"], [data-testid="card-skeleton"], [role="status"][aria-label="Yükleniyor..."]',
      ) === null,
  );
}

async function auditPages(
  page: Page,
  paths: readonly string[],
  width: (typeof WIDTHS)[number],
): Promise<Finding[]> {
  await page.setViewportSize({ width: width.width, height: width.height });
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    findings.push(...(await audit(page, `${path} @${width.width}`)));
  }
  return findings;
}

const messageKey = (m: { createdAt: number; code: string | null }) => `${m.createdAt}:${m.code}`;

/**
 * Signs `account` in through /giris-yap, auditing the code dialog while it is open (a fresh
 * browser has no device key, so it always asks for the SMS code).
 */
async function signInAuditingCodeDialog(page: Page, account: SeededMember): Promise<Finding[]> {
  return withLock(`sign-in-${account.phone}`, async () => {
    await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
    await page.goto('/giris-yap');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Telefon Numarası').fill(account.phone);
    await form.getByLabel('Şifre').fill(account.password);
    const before = new Set((await outbox(account.phone)).map(messageKey));
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByTestId('code-dialog').waitFor();
    const findings = await auditBothWidths(page, 'kod penceresi');

    let code: string | null = null;
    const deadline = Date.now() + WAIT_MS;
    while (code === null && Date.now() < deadline) {
      code =
        (await outbox(account.phone)).find((m) => m.code !== null && !before.has(messageKey(m)))
          ?.code ?? null;
      if (code === null) await page.waitForTimeout(200);
    }
    if (code === null) throw new Error(`no code reached ${account.phone}`);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('code-submit').click();
    await page.getByTestId('user-menu').waitFor();
    return findings;
  });
}

const ACCOUNT_PAGES = [
  '/hesabim',
  '/hesabim/devam-eden-acik-arttirmalarim',
  '/hesabim/kazanan-arttirmalarim',
  '/hesabim/kaybeden-arttirmalarim',
  '/hesabim/takip-ettiklerim',
  '/hesabim/alimlar',
  '/hesabim/satislar',
  '/hesabim/acik-arttirma-ayarlari',
  '/hesabim/bilgilerim',
  '/hesabim/sifre-yenile',
  '/hesabim/satis-talepleri',
  '/hesabim/verilerim',
  '/guvercinlerim',
];

/** The public pages audited: fixed paths, and the keys of pages found in the demo data. */
const PUBLIC_PAGES: ReadonlyArray<string | { found: PublicPageKey }> = [
  { found: 'home' },
  { found: 'auctions' },
  { found: 'auction' },
  '/grup-ihaleler',
  { found: 'group' },
  '/arsiv',
  '/katilimcilar',
  '/canli-mezat',
  { found: 'news-list' },
  { found: 'news' },
  '/galeri',
  '/kurumsal/hakkimizda',
  '/kurumsal/kullanim-kosullari',
  '/kurumsal/gizlilik-politikasi',
  '/kurumsal/cerez-politikasi',
  '/iletisim',
  '/giris-yap',
  '/kayit-ol',
  '/sifre-yenile',
  '/boyle-bir-sayfa-yok',
];

let browser: Browser;
let member: SeededMember;
let publicPages: string[];
let auctionPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const staff = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  member = await seededMember(staff.page, 7);
  await staff.close();

  const found = await findPublicPages();
  auctionPath = found.paths.auction;
  publicPages = PUBLIC_PAGES.map((page) =>
    typeof page === 'string' ? page : found.paths[page.found],
  );
});
afterAll(async () => {
  await browser.close();
});

describe('WCAG 2.2 AA (axe-core)', () => {
  let tab: WatchedPage;
  afterEach(async () => {
    await tab?.close();
  });

  test.each(WIDTHS)(
    'every public page, $name ($width px), breaks no rule',
    async (width) => {
      tab = await openPage(browser, { width: width.width, height: width.height });
      const findings = await auditPages(tab.page, publicPages, width);
      expect(report(findings)).toBe('');
    },
    waits(PUBLIC_PAGES.length),
  );

  test("a hall sale's page and the room's screen break no rule", async () => {
    const { rows } = (await (await fetch(`${baseURL()}/api/hall-sales`)).json()) as {
      rows: { id: string }[];
    };
    const sale = rows[0];
    if (!sale) throw new Error('canlı mezat yok (/api/hall-sales)');
    tab = await openPage(browser);
    const { page } = tab;
    const findings: Finding[] = [];
    for (const width of WIDTHS) {
      findings.push(...(await auditPages(page, [`/canli-mezat/${sale.id}`], width)));
    }
    // The screen has no site frame, so no footer to say it is hydrated (openPage's goto waits
    // for one): a plain tab waits for the QR code, which only the browser draws.
    const screen = await page.context().newPage();
    await screen.goto(`/canli-mezat/${sale.id}/salon`);
    await screen.getByRole('img', { name: /^Mezat sayfasının QR kodu/ }).waitFor();
    findings.push(...(await auditBothWidths(screen, 'salon ekranı')));
    expect(report(findings)).toBe('');
  });

  test('the image viewer, open over the gallery, breaks no rule', async () => {
    tab = await openPage(browser);
    const { page } = tab;
    await page.goto('/galeri');
    await settle(page);
    await page.getByTestId('gallery-grid').getByTestId('gallery-photo').first().click();
    const viewer = page.getByTestId('image-viewer');
    await viewer.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector(
        '[data-testid="image-viewer"] img',
      ) as HTMLImageElement | null;
      return img?.complete === true;
    });
    expect(report(await auditBothWidths(page, 'resim görüntüleyici'))).toBe('');
  });

  test(
    "the code dialog, the member's pages and the bid confirmation break no rule",
    async () => {
      tab = await openPage(browser);
      const { page } = tab;
      const findings = await signInAuditingCodeDialog(page, member);

      for (const width of WIDTHS) findings.push(...(await auditPages(page, ACCOUNT_PAGES, width)));

      // The confirmation a bid asks for; answered 'no', so nothing is bid.
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
      await page.goto(auctionPath);
      await settle(page);
      const form = page.getByTestId('bid-form');
      await form.getByRole('button', { name: 'Teklif Ver' }).click();
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.waitFor();
      findings.push(...(await auditBothWidths(page, 'onay penceresi')));
      await page.getByTestId('confirm-no').click();
      await confirm.waitFor({ state: 'detached' });

      expect(report(findings)).toBe('');
    },
    waits(2 * ACCOUNT_PAGES.length + 2),
  );
});
