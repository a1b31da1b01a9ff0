import type { SessionUser } from '@kanat/shared/events';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { type SessionState, sessions, users } from '../../db/schema';
import { authPolicy } from './auth-policy';
import { type DeviceProofClaim, type DeviceProofRecord, deviceProofColumns } from './device-proof';
import { hashToken, randomToken } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** The server's view of a session: who, in which state, on which device. */
export interface AuthSession {
  id: string;
  userId: string;
  state: SessionState;
  deviceId: string | null;
  expiresAt: Date;
}

export interface ResolvedSession {
  session: AuthSession;
  user: UserRow;
  /** Read with the session when the caller named a device proof claim. */
  deviceProof: DeviceProofRecord | null;
}

/** SessionUser of the events contract, as GET /api/session shows it. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    uid: user.id,
    // A registration still in progress has no name to show (the navbar says so instead).
    displayName: user.phoneVerified ? user.fullname : null,
    username: user.username,
    phoneNumber: user.phoneVerified ? user.phoneNumber : user.registrationPhone,
    phoneVerified: user.phoneVerified,
    accountEnabled: user.accountEnabled,
    accountDisableReason: user.accountDisableReason,
    staff: user.role === 'staff',
  };
}

function lifetime(state: SessionState): number {
  return state === 'active' ? authPolicy.activeSessionMs : authPolicy.pendingMfaSessionMs;
}

export interface NewSession {
  userId: string;
  state: SessionState;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Creates a session and returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db,
  input: NewSession,
  now = Date.now(),
): Promise<{ token: string; session: AuthSession }> {
  const token = randomToken();
  const id = randomToken(16);
  const expiresAt = new Date(now + lifetime(input.state));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    id,
    state: input.state,
    userId: input.userId,
    deviceId: input.deviceId,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt,
  });
  return {
    token,
    session: { id, userId: input.userId, state: input.state, deviceId: input.deviceId, expiresAt },
  };
}

/**
 * The live session behind a cookie token, with its user; null when unknown or expired. With a
 * `claim`, the same query also reads that device's proof record for the session's user.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
  claim: DeviceProofClaim | null = null,
): Promise<ResolvedSession | null> {
  const proof = claim === null ? null : deviceProofColumns(sessions.userId, claim, now);
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      mfaValid: proof?.mfaValid ?? sql<boolean>`false`,
      publicKey: proof?.publicKey ?? sql<unknown>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (row === undefined) return null;
  const { session, user } = row;
  if (
    session.state === 'active' &&
    now - session.lastSeenAt.getTime() > authPolicy.sessionTouchMs
  ) {
    // Sliding expiry for signed-in sessions; pending ones keep their short fixed life.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + authPolicy.activeSessionMs) })
      .where(eq(sessions.id, session.id));
  }
  return {
    session: {
      id: session.id,
      userId: session.userId,
      state: session.state,
      deviceId: session.deviceId,
      expiresAt: session.expiresAt,
    },
    user,
    deviceProof:
      claim === null ? null : { mfaValid: row.mfaValid === true, publicKey: row.publicKey },
  };
}

/**
 * The second factor passed: the session becomes active under a NEW token, so a token seen
 * before sign-in completed (session fixation) is worthless afterwards.
 */
export async function activateSession(
  db: Db,
  sessionId: string,
  deviceId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db
    .update(sessions)
    .set({
      tokenHash: hashToken(token),
      state: 'active',
      deviceId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + authPolicy.activeSessionMs),
    })
    .where(eq(sessions.id, sessionId));
  return token;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every other one when `keepSessionId` is given. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

/** Housekeeping: expired rows serve no one. */
export async function deleteExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}
