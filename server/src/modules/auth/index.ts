// The auth module's front door: what other modules, app.ts and the commands may use.
export { registeredUser, verifyDeviceProof } from './auth-api';
export { isUniqueViolation } from './auth-errors';
export { authModule } from './auth-module';
export { authPolicy } from './auth-policy';
export { phoneTaken } from './auth-repository';
export { type DeviceProofRecord, resolveSessionWithDeviceProof } from './device-proof';
export { type PurgeCounts, purgeExpired } from './housekeeping';
export { hashPassword } from './passwords';
export { consume } from './rate-limit';
export { assertMfaToken } from './second-factor-service';
export {
  type AuthSession,
  createSession,
  deleteUserSessions,
  resolveSession,
  toSessionUser,
  type UserRow,
} from './session-store';
export { hashToken, randomToken } from './tokens';
