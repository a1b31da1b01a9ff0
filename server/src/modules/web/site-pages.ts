// The site's pages as the apps publish them (shell/src/site-pages.ts, which reads each
// remote's `src/pages.ts`): plain data, no React. The server's build bundles them into this
// file (server/build.mjs), so a page added to a remote's pages file gets its head, preload
// and sitemap entry from the next build with no change here.
export { routeOwner, SITE_PAGES, sitePageAt } from '../../../../shell/src/site-pages';
