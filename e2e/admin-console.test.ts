// The operations console (mf-admin at /yonetim) as staff, members and guests meet it in
// Chromium: the entry in the account menus, the staff gate, the section navigation on a wide
// screen and on a 375 px phone, and the shell standing when the console's remote is down.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_MEMBER, signInThroughUi } from './support/auctions';
import { launchBrowser, openPage } from './support/browser';
import { ALL_SECTIONS as SECTIONS } from './support/console/roles';
import { newContext } from './support/content';

/** The seeded staff account (server/src/seed/demo-accounts.ts, printed in the README). */
const DEMO_STAFF = { phone: '+905329998877', password: 'Yonetici2023' } as const;

let browser: Browser;
// One signed-in staff context for the staff tests: signing in (password, SMS code, device
// key) is the slow part, and the tests only read.
let staff: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newContext(browser);
  const page = await staff.newPage();
  await signInThroughUi(page, DEMO_STAFF);
  await page.close();
});

afterAll(async () => {
  await staff.close();
  await browser.close();
});

/** A page of the staff context that collects uncaught errors. */
async function staffPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await staff.newPage();
  await page.setViewportSize({ width, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

describe('staff', () => {
  test('find Yönetim in the account menu and open the console with its sections', async () => {
    const { page, errors } = await staffPage();
    try {
      await page.goto('/');
      const menu = page.getByTestId('user-menu');
      await menu.getByRole('button').first().click();
      await menu.getByRole('link', { name: 'Yönetim' }).click();
      await page.waitForURL('**/yonetim');
      const nav = page.getByTestId('console-side-nav');
      await nav.waitFor();
      expect(
        await page.getByRole('heading', { level: 1, name: 'Yönetim paneli' }).isVisible(),
      ).toBe(true);
      expect(await nav.getByRole('link').allTextContents()).toEqual(SECTIONS);
      // The summary answers from the server: the staff call went through.
      await page.getByTestId('dashboard-pendingRegistrations').waitFor();
      expect(await page.getByTestId('console-menu-button').isVisible()).toBe(false);

      await nav.getByRole('link', { name: 'Haberler' }).click();
      await page.waitForURL('**/yonetim/haberler');
      await nav.locator('a[aria-current="page"]', { hasText: 'Haberler' }).waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('on a 375 px phone reach the console from the side menu and a section from its menu', async () => {
    const { page, errors } = await staffPage(375);
    try {
      await page.goto('/');
      await page.getByTestId('side-menu-toggle').click();
      await page.getByTestId('side-menu').getByRole('link', { name: 'Yönetim' }).click();
      await page.waitForURL('**/yonetim');
      await page.getByTestId('admin-console').waitFor();
      expect(await page.getByTestId('console-side-nav').isVisible()).toBe(false);

      const opener = page.getByTestId('console-menu-button');
      expect(await opener.textContent()).toContain('Bölümler: Özet');
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Bölüm seçin' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link').allTextContents()).toEqual(SECTIONS);
      // Every section fits the phone's width: nothing to scroll sideways for.
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await dialog.getByRole('link', { name: 'Güvercinler' }).click();
      await page.waitForURL('**/yonetim/guvercinler');
      await dialog.waitFor({ state: 'detached' });
      // The button names the new section once the section has drawn.
      await opener.filter({ hasText: 'Bölümler: Güvercinler' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('everyone else', () => {
  test('a member has no Yönetim entry and is refused at /yonetim', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, DEMO_MEMBER);
      const menu = page.getByTestId('user-menu');
      await menu.getByRole('button').first().click();
      await menu.getByRole('link', { name: 'Bilgilerim' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Yönetim' }).count()).toBe(0);

      await page.goto('/yonetim');
      const gate = page.getByTestId('staff-gate');
      await gate.waitFor();
      expect(await gate.textContent()).toContain('Bu bölüm yalnızca yetkili personel içindir.');
      expect(await gate.getByRole('link').count()).toBe(0);
      expect(await page.getByTestId('console-side-nav').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a guest is asked to sign in', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/yonetim/uyeler');
      const gate = page.getByTestId('staff-gate');
      await gate.waitFor();
      await gate.getByRole('link', { name: 'Giriş yap' }).click();
      await page.waitForURL('**/giris-yap');
      await page.getByTestId('login-form').waitFor();
    } finally {
      await close();
    }
  });
});

describe('the console remote down', () => {
  test('shows the Turkish fallback at /yonetim while the rest of the site works', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.route('**/mf/admin/**', (route) => route.abort('connectionrefused'));
      await page.goto('/yonetim');
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      expect((await fallback.textContent()) ?? '').toMatch(/yüklenemedi/i);
      expect(await page.locator('header nav').first().isVisible()).toBe(true);
      await page.locator('footer a[href="/galeri"]').first().click();
      await page.getByTestId('mf-news-routes').waitFor();
    } finally {
      await close();
    }
  });
});
