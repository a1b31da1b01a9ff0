// Checks other modules make of a caller: the device proof of a sensitive request and the
// registered user of a request. The session itself arrives on the request:
// `request.sessionUser` and `request.sessionId` (plugins/session.ts).
import { messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, queryPreparedRows } from '../../db/connection';
import { AppError } from '../../errors';
import { signatureValid, storedDeviceKey } from './device-keys';
import { type DeviceProofRecord, deviceProofColumns } from './device-proof';
import type { UserRow } from './session-store';

/** What `verifyDeviceProof` found: both proofs hold, or which one failed first. */
export type DeviceProof = 'valid' | 'mfa-required' | 'signature-invalid';

async function readDeviceProof(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
  now: number,
): Promise<DeviceProofRecord> {
  const columns = deviceProofColumns(input.userId, input, now);
  const [row] = await queryPreparedRows<{ mfa_valid: boolean; public_key: unknown }>(
    db,
    'km_device_proof',
    sql`select ${columns.mfaValid} as mfa_valid, ${columns.publicKey} as public_key`,
  );
  return { mfaValid: row?.mfa_valid === true, publicKey: row?.public_key ?? null };
}

/**
 * The two proofs a sensitive request carries: `token` is a live second-factor token of this
 * user on this device, and `signature` (base64 of a 132-byte IEEE P1363 ECDSA P-521/SHA-256
 * signature) signs `data` with the key registered for this user and device. Both are read in
 * one round trip, or taken from `record` when the caller read them with the session
 * (`resolveSessionWithDeviceProof`).
 */
export async function verifyDeviceProof(
  db: Db,
  input: { userId: string; deviceId: string; token: string; data: Uint8Array; signature: string },
  options: { now?: number; record?: DeviceProofRecord | null } = {},
): Promise<DeviceProof> {
  if (input.token === '' || input.deviceId === '') return 'mfa-required';
  const { mfaValid, publicKey } =
    options.record ?? (await readDeviceProof(db, input, options.now ?? Date.now()));
  if (!mfaValid) return 'mfa-required';
  const key = storedDeviceKey(publicKey);
  return key !== null && (await signatureValid(key, input.data, input.signature))
    ? 'valid'
    : 'signature-invalid';
}

/**
 * Reads and settings of a registered user: allowed while the account is disabled (the user
 * still sees their data and banner), refused for guests, pending sign-ins and registrations
 * in progress.
 */
export function registeredUser(request: FastifyRequest): UserRow {
  const user = request.authUser;
  if (request.sessionUser === null || user === null) throw new AppError('unauthenticated');
  if (!user.phoneVerified) {
    throw new AppError('permission-denied', messages.accountServer.registrationIncomplete);
  }
  return user;
}
