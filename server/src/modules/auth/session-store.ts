import type { SessionUser } from '@kanat/shared/events';
import { normalizeStaffRoles } from '@kanat/shared/rules';
import { and, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { type SessionState, sessions, users } from '../../db/schema';
import { authPolicy } from './auth-policy';
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
    staff: user.staffRoles.length > 0,
    roles: normalizeStaffRoles(user.staffRoles) ?? [],
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

/** The live session behind a cookie token, with its user; null when unknown or expired. */
export async function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<ResolvedSession | null> {
  const resolved = await resolveSessionWith(db, token, {}, now);
  return resolved === null ? null : { session: resolved.session, user: resolved.user };
}

/** The values of a set of SQL columns. */
export type ColumnValues<C extends Record<string, SQL>> = {
  [K in keyof C]: C[K] extends SQL<infer T> ? T : never;
};

/**
 * `resolveSession` that also reads `columns` in the same query: a route that needs more than
 * the session (the bid: the device's token and key) saves a round trip. `sessions.userId`
 * names the session's user inside them.
 */
export async function resolveSessionWith<C extends Record<string, SQL>>(
  db: Db,
  token: string,
  columns: C,
  now = Date.now(),
): Promise<(ResolvedSession & { columns: ColumnValues<C> }) | null> {
  const [row] = (await db
    .select({ session: sessions, user: users, columns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1)) as {
    session: typeof sessions.$inferSelect;
    user: UserRow;
    columns: ColumnValues<C>;
  }[];
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
    // An empty selection comes back as no property at all.
    columns: row.columns ?? ({} as ColumnValues<C>),
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
