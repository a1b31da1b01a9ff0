import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
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

export async function mfaTokenValid(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
  now = Date.now(),
): Promise<boolean> {
  if (input.token === '' || input.deviceId === '') return false;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(input.token)),
        eq(authTokens.kind, 'mfa'),
        eq(authTokens.userId, input.userId),
        eq(authTokens.deviceId, input.deviceId),
        gt(authTokens.expiresAt, new Date(now)),
        isNull(authTokens.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
