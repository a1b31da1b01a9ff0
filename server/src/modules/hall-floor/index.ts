// The hall-floor module's front door: running a hall mezat (issue 32).
export { hallFloorRoutes } from './routes';
