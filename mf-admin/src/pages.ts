import type { RemotePages } from '@kanat/shared/rules';

/**
 * mf-admin's pages: the operations console, for staff only (the site's head, not indexed,
 * out of the sitemap). Plain data, read by the shell's route table and by the server.
 */
export const adminPages = {
  routes: ['/yonetim/*'],
  pages: [{ path: '/yonetim/*', head: { kind: 'private' } }],
} satisfies RemotePages;
