// The pigeons module's front door: what other modules, app.ts and the commands may use.
export { pictureFromMedia } from './admin-pigeon-pictures';
export { pigeonsAdminRoutes } from './admin-routes';
export { insertPigeonRecord } from './pigeon-records';
export { writeRaceResults } from './race-results';
export { pigeonsRoutes } from './routes';
