import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { authTokens } from '../../db/schema';
import { authPolicy } from './auth-policy';
import { deviceProofColumns } from './device-proof';
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

export async function mfaTokenValid(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
  now = Date.now(),
): Promise<boolean> {
  if (input.token === '' || input.deviceId === '') return false;
  const { mfaValid } = deviceProofColumns(input.userId, input, now);
  const rows = await queryRows<{ valid: boolean }>(db, sql`select ${mfaValid} as valid`);
  return rows[0]?.valid === true;
}
