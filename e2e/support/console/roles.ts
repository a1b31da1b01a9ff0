// The console by role (issue 30): the demo accounts of each staff role, the console's
// navigation as a person sees it, and a member to give a role to.
import type { Page } from 'playwright-core';
import { type SeededMember, seededMembers } from './sign-in';

/** The seeded clerk (mezat görevlisi) only (server/src/seed/demo-accounts.ts, README). */
export const DEMO_CLERK = {
  phone: '+905327776655',
  password: 'Gorevli2023',
  fullname: 'Mehmet Demir',
} as const;

/** The seeded editor (editör) only. */
export const DEMO_EDITOR = {
  phone: '+905326665544',
  password: 'Editor2023',
  fullname: 'Elif Şahin',
} as const;

/** Every console section, in menu order: what staff holding every role see. */
export const ALL_SECTIONS = [
  'Özet',
  'Üyeler',
  'KVKK başvuruları',
  'Güven sinyalleri',
  'İşlem kaydı',
  'Güvercinler',
  'Satış talepleri',
  'Gruplar ve açık arttırmalar',
  'Canlı mezat',
  'Hesaplar',
  'Banka hesap dökümü',
  'Haberler',
  'Galeri',
  'Site bilgileri',
  'Satış şartları',
  'Yasal metinler',
  'Saklama süreleri',
  'Kurumsal sayfalar',
  'Duyuru bandı',
];

/** The names of the sections the console's side navigation lists, once it is drawn. */
export async function navSections(page: Page): Promise<string[]> {
  const nav = page.getByTestId('console-side-nav');
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((name) => name.trim());
}

/**
 * The status of a console call made from `page` (signed in) with `data`: what the server
 * answers whoever the page belongs to.
 */
export async function callStatus(page: Page, name: string, data: unknown): Promise<number> {
  return page.evaluate(
    async ({ name, data }) => {
      const response = await fetch(`/api/fn/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      return response.status;
    },
    { name, data },
  );
}

/**
 * The LAST approved, enabled, non-staff demo member by phone, in the order `seededMember`
 * (sign-in.ts) numbers them. A test that makes a member staff for a while takes this one:
 * `seededMember` leaves staff out of its count, so taking any other would shift every other
 * test file's numbered member while the role is held.
 */
export async function lastSeededMember(staffPage: Page): Promise<SeededMember> {
  const member = (await seededMembers(staffPage)).at(-1);
  if (member === undefined) throw new Error('no seeded member');
  return member;
}
