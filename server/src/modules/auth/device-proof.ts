import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { devices, sessions } from '../../db/schema';
import { liveMfaToken } from './mfa-tokens';
import { type ResolvedSession, resolveSessionWith } from './session-store';

/** Which device proof a request claims: its device and its second-factor token. */
export interface DeviceProofClaim {
  deviceId: string;
  token: string;
}

/**
 * The stored half of a device proof: whether the token is a live second-factor token of the
 * user on that device, and the public key registered for that device (null: none).
 */
export interface DeviceProofRecord {
  mfaValid: boolean;
  publicKey: unknown;
}

/**
 * The two columns that read a `DeviceProofRecord`, for a user given as a value or as a column
 * of the surrounding query (`resolveSessionWithDeviceProof`).
 */
export function deviceProofColumns(
  userId: SQLWrapper | string,
  claim: DeviceProofClaim,
  now: number,
): { mfaValid: SQL<boolean>; publicKey: SQL<unknown> } {
  const user = typeof userId === 'string' ? sql`${userId}::text` : userId;
  return {
    mfaValid: liveMfaToken(user, claim, now),
    publicKey: sql<unknown>`(select d.public_key from ${devices} as d
      where d.user_id = ${user} and d.device_id = ${claim.deviceId}::text)`,
  };
}

/**
 * The session behind a cookie token, its user, and the device proof record `claim` names for
 * that user, in one query (the bid's hot path); null when the session is unknown or expired.
 */
export async function resolveSessionWithDeviceProof(
  db: Db,
  token: string,
  claim: DeviceProofClaim,
  now = Date.now(),
): Promise<(ResolvedSession & { deviceProof: DeviceProofRecord }) | null> {
  const resolved = await resolveSessionWith(
    db,
    token,
    deviceProofColumns(sessions.userId, claim, now),
    now,
  );
  if (resolved === null) return null;
  const { mfaValid, publicKey } = resolved.columns;
  return {
    session: resolved.session,
    user: resolved.user,
    deviceProof: { mfaValid: mfaValid === true, publicKey: publicKey ?? null },
  };
}
