// The web module's front door: what other modules, app.ts and the commands may use.
export { AppFiles } from './app-files';
export {
  type DocumentOptions,
  type LcpImage,
  renderDocument,
  versionedRemotes,
} from './document';
export { type RenderedHead, renderHead } from './head';
export { lcpImagesFinder } from './lcp-images';
export { describePage } from './page-head';
export type { PreviewImages } from './preview-image';
export { servedManifest } from './remote-manifest';
export { shareRoutes, siteOrigin } from './share-routes';
export { renderPage } from './ssr';
