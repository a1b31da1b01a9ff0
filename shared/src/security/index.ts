// Device identity, device keys and the second factor of SPEC §4, shared by mf-account
// (sign-in, registration, profile) and mf-auctions (bids).
export { base64ToBytes, bytesToBase64 } from './base64';
export {
  CODE_RESEND_MS,
  type CodeChallenge,
  type CodeRequestResult,
  isSecondFactorBusy,
  runCodeChallenge,
} from './code-challenge';
export { DEVICE_ID_STORAGE_KEY, getDeviceId } from './device-id';
export {
  clearDeviceKey,
  createDeviceKey,
  DEVICE_KEY_ALGORITHM,
  DEVICE_SIGN_ALGORITHM,
  DEVICE_SIGNATURE_BYTES,
  getDevicePublicKey,
  hasDeviceKey,
  MissingDeviceKeyError,
  signWithDeviceKey,
} from './device-key';
export {
  completeLoginSecondFactor,
  forgetMfaToken,
  getMfaToken,
  MFA_TOKEN_REUSE_MS,
  resetSecondFactorState,
  verifyPhone,
} from './second-factor';
export {
  isSecondFactorError,
  SecondFactorError,
  type SecondFactorErrorCode,
} from './second-factor-error';
