import type { SitePage, SiteRoute } from '@kanat/shared/rules';

/**
 * The shell's own pages: the home page and the server-error page. Plain data, read by the
 * shell's route table (site-pages.ts) and by the server (page head, preload, sitemap).
 */
export const shellPages = {
  routes: [
    { path: '/', owner: 'home' },
    { path: '/500', owner: 'server-error' },
  ],
  pages: [
    {
      path: '/',
      head: { kind: 'home' },
      lcp: 'home-slider',
      sitemap: { kind: 'page', newestOf: ['running-auctions', 'groups', 'news'] },
    },
    { path: '/500', head: { kind: 'private' } },
  ],
} satisfies { routes: readonly SiteRoute[]; pages: readonly SitePage[] };
