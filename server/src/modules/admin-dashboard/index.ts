// The admin-dashboard module's front door: what other modules, app.ts and the commands may use.
export { adminDashboardRoutes } from './routes';
