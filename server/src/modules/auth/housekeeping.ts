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

/** What one sweep removed, by kind. */
export interface PurgeCounts {
  sessions: number;
  codes: number;
  challenges: number;
  tokens: number;
  rateLimits: number;
}

/**
 * Deletes what can no longer be used: expired sessions, codes past their proof window,
 * challenges, tokens and finished rate-limit windows. Idempotent, so every instance may run
 * it. Answers how many of each it removed.
 */
export async function purgeExpired(db: Db, now = Date.now()): Promise<PurgeCounts> {
  const at = new Date(now);
  const sessionRows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, at))
    .returning({ id: sessions.id });
  // A verified code is kept while it can still serve as the phone proof.
  const codeRows = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now - authPolicy.phoneProofMs)))
    .returning({ id: verificationCodes.id });
  const challengeRows = await db
    .delete(keyChallenges)
    .where(or(lt(keyChallenges.expiresAt, at), isNotNull(keyChallenges.usedAt)))
    .returning({ id: keyChallenges.id });
  const tokenRows = await db
    .delete(authTokens)
    .where(lt(authTokens.expiresAt, at))
    .returning({ id: authTokens.tokenHash });
  const bucketRows = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, new Date(now - longestWindowMs)))
    .returning({ key: rateLimitBuckets.key });
  return {
    sessions: sessionRows.length,
    codes: codeRows.length,
    challenges: challengeRows.length,
    tokens: tokenRows.length,
    rateLimits: bucketRows.length,
  };
}
