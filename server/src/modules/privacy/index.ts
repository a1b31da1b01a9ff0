// The privacy module's front door: what other modules, app.ts and the commands may use.
export { privacyRoutes } from './routes';
