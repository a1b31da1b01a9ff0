// This remote's server build (shared/build/create-config.js, createSsrConfig): its exposed
// components under the names of its federation `exposes`, for the shell's server render
// (server/src/modules/web/ssr.ts).
import HomeGallery from './exposed/home-gallery';
import HomeNews from './exposed/home-news';
import Routes from './exposed/routes';

export const exposed = {
  routes: Routes,
  'home-news': HomeNews,
  'home-gallery': HomeGallery,
};
