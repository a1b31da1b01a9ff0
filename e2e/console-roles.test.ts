// The console by role (issue 30) in Chromium against the built site and server with the demo
// data: the clerk, the editor and the all-roles staff account each see exactly their sections,
// a section outside their roles is refused (by the console, and its calls by the server), and
// an administrator grants and takes back a member's editor role through the member's page,
// confirmed with the second factor (the browser's device key, registered at sign-in).
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { toast } from './support/console/helpers';
import {
  ALL_SECTIONS,
  callStatus,
  DEMO_CLERK,
  DEMO_EDITOR,
  lastSeededMember,
  navSections,
} from './support/console/roles';
import { type Account, DEMO_STAFF, signIn } from './support/console/sign-in';

const CLERK_SECTIONS = [
  'Özet',
  'Üyeler',
  'KVKK başvuruları',
  'Güven sinyalleri',
  'Güvercinler',
  'Satış talepleri',
  'Gruplar ve açık arttırmalar',
  'Canlı mezat',
  'Hesaplar',
];
const EDITOR_SECTIONS = ['Özet', 'Haberler', 'Galeri', 'Kurumsal sayfalar', 'Duyuru bandı'];

let browser: Browser;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const page of pages) await page.close();
  await browser.close();
});

/** A page of its own browser (cookies, device key) signed in as `account`. */
async function signedIn(account: Account): Promise<WatchedPage> {
  const watched = await openPage(browser);
  pages.push(watched);
  await signIn(watched.page, account);
  return watched;
}

/** Opens `path` and waits for the console's refusal of a section outside the roles. */
async function refusal(watched: WatchedPage, path: string): Promise<string> {
  await watched.page.goto(path);
  const refused = watched.page.getByTestId('section-refused');
  await refused.waitFor();
  return (await refused.textContent()) ?? '';
}

test('a clerk sees the sale sections only; news are refused by the console and the server', async () => {
  const clerk = await signedIn(DEMO_CLERK);
  await clerk.page.goto('/yonetim');
  expect(await navSections(clerk.page)).toEqual(CLERK_SECTIONS);
  await clerk.page.getByTestId('dashboard-pendingRegistrations').waitFor();

  const text = await refusal(clerk, '/yonetim/haberler');
  expect(text).toContain('Haberler bölümü için yetkiniz yok.');
  expect(text).toContain('Rolleriniz: Mezat görevlisi.');
  expect(await refusal(clerk, '/yonetim/islem-kaydi')).toContain(
    'İşlem kaydı bölümü için yetkiniz yok.',
  );
  // The refusal leads back to the clerk's own sections.
  await clerk.page
    .getByTestId('section-refused')
    .getByRole('link', { name: 'Güvercinler' })
    .click();
  await clerk.page.waitForURL('**/yonetim/guvercinler');
  // The pigeons' section replaces the refusal once its code has loaded.
  await clerk.page.getByTestId('section-refused').waitFor({ state: 'detached' });
  expect(await clerk.page.getByTestId('section-refused').count()).toBe(0);
  expect(await callStatus(clerk.page, 'adminNewsList', {})).toBe(403);
  expect(clerk.errors).toEqual([]);
});

test('an editor sees the content sections only; members are refused by the console and the server', async () => {
  const editor = await signedIn(DEMO_EDITOR);
  await editor.page.goto('/yonetim');
  expect(await navSections(editor.page)).toEqual(EDITOR_SECTIONS);

  const text = await refusal(editor, '/yonetim/uyeler');
  expect(text).toContain('Üyeler bölümü için yetkiniz yok.');
  expect(text).toContain('Rolleriniz: Editör.');
  expect(await refusal(editor, '/yonetim/site-bilgileri')).toContain(
    'Site bilgileri bölümü için yetkiniz yok.',
  );
  expect(await callStatus(editor.page, 'adminMembersSearch', { filter: 'all' })).toBe(403);
  // The corporate pages are the editor's: the about-us page, not the legal texts.
  await editor.page.goto('/yonetim/kurumsal-sayfalar');
  await editor.page.getByText('Hakkımızda sayfası', { exact: true }).waitFor();
  expect(await editor.page.getByText('Kullanım Koşulları sayfası', { exact: true }).count()).toBe(
    0,
  );
  expect(await editor.page.getByLabel('Telefon', { exact: true }).count()).toBe(0);
  expect(editor.errors).toEqual([]);
});

test('an administrator with every role sees every section, and gives a member the editor role with the second factor', async () => {
  const staff = await signedIn(DEMO_STAFF);
  const page = staff.page;
  await page.goto('/yonetim');
  expect(await navSections(page)).toEqual(ALL_SECTIONS);

  const member = await lastSeededMember(page);
  await page.goto(`/yonetim/uyeler/${member.uid}`);
  const form = page.getByRole('form', { name: 'Yetkiler' });
  await form.waitFor();
  const facts = page.getByTestId('member-facts');
  expect(await facts.textContent()).toMatch(/Roller\s*Üye/);
  const editorBox = form.getByRole('checkbox', { name: 'Editör' });
  expect(await editorBox.isChecked()).toBe(false);

  // Grant: the question names the change; the call carries the second factor's token.
  await editorBox.check();
  await form.getByRole('button', { name: 'Yetkileri kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: `Yetkileri değiştir: ${member.fullname}` });
  await dialog.waitFor();
  expect(await dialog.getByTestId('roles-change').textContent()).toContain('Verilecek: Editör.');
  const sent = page.waitForRequest((r: Request) =>
    r.url().endsWith('/api/fn/adminMembersSetRoles'),
  );
  await dialog.getByRole('button', { name: 'Doğrula ve kaydet' }).click();
  const request = (await sent).postDataJSON() as {
    data: { uid: string; roles: string[]; mfaToken: string; deviceId: string };
  };
  expect(request.data.uid).toBe(member.uid);
  expect(request.data.roles).toEqual(['editor']);
  expect(request.data.mfaToken.length).toBeGreaterThan(0);
  expect(request.data.deviceId).toBe(await page.evaluate(() => localStorage.getItem('deviceId')));
  await toast(page, `Yetkiler kaydedildi: ${member.fullname}`);
  await facts.filter({ hasText: 'Editör' }).waitFor();

  // The member, signed in, now has the editor's console.
  const granted = await signedIn(member);
  await granted.page.goto('/yonetim');
  expect(await navSections(granted.page)).toEqual(EDITOR_SECTIONS);
  expect(granted.errors).toEqual([]);

  // Taken back: the question says so, and the member is an ordinary member again.
  await editorBox.uncheck();
  await form.getByRole('button', { name: 'Yetkileri kaydet' }).click();
  await dialog.waitFor();
  expect(await dialog.getByTestId('roles-change').textContent()).toContain(
    'Geri alınacak: Editör.',
  );
  await dialog.getByRole('button', { name: 'Doğrula ve kaydet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await facts.filter({ hasText: /Roller\s*Üye/ }).waitFor();
  expect(await callStatus(granted.page, 'adminNewsList', {})).toBe(403);
  expect(staff.errors).toEqual([]);
});
