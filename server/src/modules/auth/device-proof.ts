import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { devices } from '../../db/schema';
import { liveMfaToken } from './mfa-tokens';

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
 * of the surrounding query: the session lookup of a bid reads them in the same round trip.
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
