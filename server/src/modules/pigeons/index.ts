// The pigeons module's front door: what other modules, app.ts and the commands may use.
export { pictureFromMedia } from './admin-pigeon-pictures';
export { insertPigeonRecord } from './admin-pigeons-service';
export { pigeonsAdminRoutes } from './admin-routes';
export { pigeonsRoutes } from './routes';
