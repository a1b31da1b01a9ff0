// This remote's server build (shared/build/create-config.js, createSsrConfig): its exposed
// components under the names of its federation `exposes`, for the shell's server render
// (server/src/modules/web/ssr.ts).
import HomeAuctions from './exposed/home-auctions';
import HomeGroups from './exposed/home-groups';
import Routes from './exposed/routes';

export const exposed = {
  routes: Routes,
  'home-auctions': HomeAuctions,
  'home-groups': HomeGroups,
};
