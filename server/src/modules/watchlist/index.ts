// The watchlist module's front door: what other modules, app.ts and the commands may use.
export { watchlistRoutes } from './routes';
