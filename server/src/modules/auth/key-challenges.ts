import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { keyChallenges } from '../../db/schema';
import { authPolicy } from './auth-policy';

/** A fresh challenge for the device-signature check: 32 random bytes, base64. */
export async function createChallenge(
  db: Db,
  userId: string,
  deviceId: string,
  now = Date.now(),
): Promise<string> {
  const challenge = randomBytes(authPolicy.challengeBytes).toString('base64');
  await db.insert(keyChallenges).values({
    userId,
    deviceId,
    challenge,
    createdAt: new Date(now),
    expiresAt: new Date(now + authPolicy.challengeTtlMs),
  });
  return challenge;
}

/**
 * Takes the latest live challenge of (user, device) and marks it used in the same
 * statement, so each challenge is answered at most once; null when there is none.
 */
export async function takeChallenge(
  db: Db,
  userId: string,
  deviceId: string,
  now = Date.now(),
): Promise<Uint8Array | null> {
  const [latest] = await db
    .select({ id: keyChallenges.id })
    .from(keyChallenges)
    .where(
      and(
        eq(keyChallenges.userId, userId),
        eq(keyChallenges.deviceId, deviceId),
        isNull(keyChallenges.usedAt),
        gt(keyChallenges.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(keyChallenges.id))
    .limit(1);
  if (latest === undefined) return null;
  const [taken] = await db
    .update(keyChallenges)
    .set({ usedAt: new Date(now) })
    .where(and(eq(keyChallenges.id, latest.id), isNull(keyChallenges.usedAt)))
    .returning({ challenge: keyChallenges.challenge });
  return taken === undefined ? null : new Uint8Array(Buffer.from(taken.challenge, 'base64'));
}
