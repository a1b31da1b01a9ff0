// The retention module's front door: what app.ts and other modules may use.
export { retentionModule } from './retention-module';
export { type RetentionReport, runRetentionPass } from './retention-pass';
export { getRetentionSettings } from './retention-settings';
export { retentionRoutes } from './routes';
