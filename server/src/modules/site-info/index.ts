// The site-info module's front door: what other modules, app.ts and the commands may use.
export { siteAdminRoutes } from './admin-routes';
export { siteInfoRoutes } from './routes';
export { corporatePages } from './site-info-defaults';
export { ensureSiteInfoDefaults, getSiteInfo, setSiteInfo } from './site-info-service';
