// The users module's front door: what other modules, app.ts and the commands may use.
export { usersRoutes } from './routes';
export { publishAuthInfo } from './users-service';
