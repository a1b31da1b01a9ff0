import type { RemotePages } from '@kanat/shared/rules';

/** Sign-in, registration, password reset and the member's own pages. */
const sections = ['/giris-yap/*', '/sifre-yenile', '/kayit-ol/*', '/hesabim/*', '/guvercinlerim'];

/**
 * mf-account's pages: nothing in them is for a stranger, so each section is one private
 * page (the site's head, not indexed, out of the sitemap). Plain data, read by the shell's
 * route table and by the server.
 */
export const accountPages = {
  routes: sections,
  pages: sections.map((path) => ({ path, head: { kind: 'private' } as const })),
} satisfies RemotePages;
