import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { authTokens, devices } from '../../db/schema';
import { hashToken } from './tokens';

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
    mfaValid: sql<boolean>`exists (
      select 1 from ${authTokens} as t
      where t.token_hash = ${hashToken(claim.token)}::text
        and t.kind = 'mfa'
        and t.user_id = ${user}
        and t.device_id = ${claim.deviceId}::text
        and t.expires_at > to_timestamp(${now}::bigint / 1000.0)
        and t.used_at is null)`,
    publicKey: sql<unknown>`(select d.public_key from ${devices} as d
      where d.user_id = ${user} and d.device_id = ${claim.deviceId}::text)`,
  };
}
