// The trust module's front door (issue 35, shill bidding): what app.ts may use.
export { trustRoutes } from './routes';
