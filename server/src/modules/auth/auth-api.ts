// What other server modules (bids, comments...) use from the auth module. The session itself
// arrives on the request: `request.sessionUser` and `request.sessionId` (plugins/session.ts).
import type { Db } from '../../db/connection';
import { findDeviceKey, signatureValid } from './device-keys';
import { mfaTokenValid } from './mfa-tokens';

export { toSessionUser } from './session-store';

/** Whether `token` is a live second-factor token of this user on this device. */
export function verifyMfaToken(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
): Promise<boolean> {
  return mfaTokenValid(db, input);
}

/**
 * Whether `signature` (base64 of a 132-byte IEEE P1363 ECDSA P-521/SHA-256 signature) signs
 * `data` with the key registered for this user and device. False without a key.
 */
export async function verifyDeviceSignature(
  db: Db,
  input: { userId: string; deviceId: string; data: Uint8Array; signature: string },
): Promise<boolean> {
  const key = await findDeviceKey(db, input.userId, input.deviceId);
  return key !== null && (await signatureValid(key, input.data, input.signature));
}
