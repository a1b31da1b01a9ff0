// The hall sales module's front door: what other modules, app.ts and the commands may use.
export { hallSalesAdminRoutes } from './admin-routes';
export { hallSalesRoutes } from './routes';
export { hallSaleReport } from './sale-report';
export { getCatalogue } from './sales-reads';
