import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  authTokens,
  keyChallenges,
  rateLimitBuckets,
  sessions,
  verificationCodes,
} from '../../db/schema';
import { authPolicy } from './auth-policy';

/** The longest rate-limit window: a bucket older than this counts for nothing. */
const longestWindowMs = Math.max(...Object.values(authPolicy.limits).map((l) => l.windowMs));

/**
 * Deletes what can no longer be used: expired sessions, codes past their proof window,
 * challenges, tokens and finished rate-limit windows. Idempotent, so every instance may run
 * it.
 */
export async function purgeExpired(db: Db, now = Date.now()): Promise<void> {
  const at = new Date(now);
  await db.delete(sessions).where(lt(sessions.expiresAt, at));
  // A verified code is kept while it can still serve as the phone proof.
  await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now - authPolicy.phoneProofMs)));
  await db
    .delete(keyChallenges)
    .where(or(lt(keyChallenges.expiresAt, at), isNotNull(keyChallenges.usedAt)));
  await db.delete(authTokens).where(lt(authTokens.expiresAt, at));
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, new Date(now - longestWindowMs)));
}
