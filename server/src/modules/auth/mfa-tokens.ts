import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { authTokens } from '../../db/schema';
import { authPolicy } from './auth-policy';
import { hashToken, randomToken } from './tokens';

/** A second-factor token for one user on one device, valid 60 s and usable repeatedly. */
export async function issueMfaToken(
  db: Db,
  userId: string,
  deviceId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: 'mfa',
    userId,
    deviceId,
    createdAt: new Date(now),
    expiresAt: new Date(now + authPolicy.mfaTokenTtlMs),
  });
  return token;
}

/**
 * Whether `token` is a live second-factor token of the user (a value, or a column of the
 * surrounding query) on `deviceId`, as an SQL condition: the session lookup of a bid reads
 * it in the same round trip.
 */
export function liveMfaToken(
  userId: SQLWrapper | string,
  input: { deviceId: string; token: string },
  now: number,
): SQL<boolean> {
  const user = typeof userId === 'string' ? sql`${userId}::text` : userId;
  return sql<boolean>`exists (
    select 1 from ${authTokens} as t
    where t.token_hash = ${hashToken(input.token)}::text
      and t.kind = 'mfa'
      and t.user_id = ${user}
      and t.device_id = ${input.deviceId}::text
      and t.expires_at > to_timestamp(${now}::bigint / 1000.0)
      and t.used_at is null)`;
}

export async function mfaTokenValid(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
  now = Date.now(),
): Promise<boolean> {
  if (input.token === '' || input.deviceId === '') return false;
  const rows = await queryRows<{ valid: boolean }>(
    db,
    sql`select ${liveMfaToken(input.userId, input, now)} as valid`,
  );
  return rows[0]?.valid === true;
}
