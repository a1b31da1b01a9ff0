// The staff module's front door: what other modules, app.ts and the commands may use.
export { type AdminEndpoint, adminFilePath, readAdminFile } from './admin-channel';
export { type NewsCommand, type NewsCommandResult, runNewsCommand } from './news-admin';
export { staffRoutes } from './routes';
export {
  runStaffCommand,
  type StaffCommand,
  type StaffCommandResult,
  type StaffUserView,
} from './staff-service';
