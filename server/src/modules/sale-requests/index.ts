// The sale-requests module's front door: what other modules, app.ts and the commands may use.
export { saleRequestsRoutes } from './routes';
