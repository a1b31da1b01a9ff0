// The web module's front door: what other modules, app.ts and the commands may use.
export { AppFiles } from './app-files';
export { type LcpImage, renderDocument, versionedRemotes } from './document';
export { type RenderedHead, renderHead } from './head';
export { lcpImagesFinder } from './lcp-images';
export { describePage } from './page-head';
export { servedManifest } from './remote-manifest';
export { shareRoutes, siteOrigin } from './share-routes';
export { renderPage } from './ssr';
