// The remotes module's front door: what other modules, app.ts and the commands may use.
export { remotesRoutes } from './routes';
