// The retention module's front door: what app.ts may use.
export { retentionModule } from './retention-module';
export { type RetentionReport, runRetentionPass } from './retention-pass';
