import type { PrecheckData as RegistrationData } from '@kanat/shared/contracts';
import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { authTokens, users } from '../../db/schema';
import { livePaths, publishLive } from '../live';
import { authPolicy } from './auth-policy';
import type { UserRow } from './session-store';
import { hashToken } from './tokens';

// The auth module's queries on accounts and password-reset tokens. Sessions, device keys,
// codes and second-factor tokens have their own files beside this one.

// ---------------------------------------------------------------- accounts

/** The account whose verified phone this is, if any. */
export async function findUserByVerifiedPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.phoneVerified, true)))
    .limit(1);
  return row ?? null;
}

/** Registrations in progress that typed this phone, newest first. */
export async function findIncompleteByPhone(db: Db, phone: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.registrationPhone, phone),
        eq(users.phoneVerified, false),
        isNotNull(users.passwordHash),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(5);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Whether an account other than `exceptUserId` matches `condition`. */
async function anotherUserMatches(
  db: Db,
  condition: SQL,
  exceptUserId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Whether another account already holds this phone as its verified phone. */
export function phoneTaken(db: Db, phone: string, exceptUserId: string | null): Promise<boolean> {
  return anotherUserMatches(db, eq(users.phoneNumber, phone), exceptUserId);
}

/** Usernames are unique without regard to case (the users_username_key index). */
export function usernameTaken(
  db: Db,
  username: string,
  exceptUserId: string | null,
): Promise<boolean> {
  return anotherUserMatches(db, sql`lower(${users.username}) = lower(${username})`, exceptUserId);
}

/** Whether a registered account (verified phone) uses this e-mail address. */
export function mailTaken(db: Db, mail: string, exceptUserId: string | null): Promise<boolean> {
  const condition = and(
    sql`lower(${users.mailAddress}) = lower(${mail})`,
    eq(users.phoneVerified, true),
  ) as SQL;
  return anotherUserMatches(db, condition, exceptUserId);
}

/** The partial account a registration starts with: no name yet, phone unverified. */
export async function insertPendingUser(
  db: Db,
  input: {
    id: string;
    registrationPhone: string;
    mailAddress: string | null;
    passwordHash: string;
  },
): Promise<void> {
  await db.insert(users).values({ ...input, phoneVerified: false, accountEnabled: false });
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Deletes the account only while its registration is still in progress. */
export async function deleteIncompleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.phoneVerified, false)));
}

export async function setRegistrationPhone(db: Db, id: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ registrationPhone: phone, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The registration form's columns as stored, and the phone it proved. */
export type CompletedRegistration = Omit<RegistrationData, 'phoneNumber' | 'mailAddress'> & {
  mailAddress: string | null;
  phone: string;
  /** Why the account stays disabled: it waits for staff approval. */
  disableReason: string;
  /** Further writes of the registration, in its transaction (what the member acknowledged). */
  within?: (tx: Db) => Promise<void>;
};

/**
 * Writes the registration form into a partial account: its phone is now verified and the
 * account waits, disabled, for approval. Throws the unique violation when another account
 * took the phone or username meanwhile.
 */
export async function completeRegistration(
  db: Db,
  id: string,
  input: CompletedRegistration,
): Promise<void> {
  // The new account's state (disabled, awaiting approval) is part of `users/{uid}/authInfo`:
  // announced with the write, at its commit.
  const { phone, disableReason, within, ...columns } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...columns,
        phoneNumber: phone,
        registrationPhone: phone,
        phoneVerified: true,
        accountEnabled: false,
        accountDisableReason: disableReason,
        approvedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, id), eq(users.phoneVerified, false)));
    await within?.(tx);
    await publishLive(tx, livePaths.userAuthInfo(id));
  });
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

// ---------------------------------------------------------------- password-reset tokens

export type ResetTokenRow = typeof authTokens.$inferSelect;

/** Stores the hash of a reset token of the /sifre-yenile link. */
export async function insertResetToken(
  db: Db,
  input: { token: string; userId: string; deviceId: string },
  now = Date.now(),
): Promise<void> {
  await db.insert(authTokens).values({
    tokenHash: hashToken(input.token),
    kind: 'password-reset',
    userId: input.userId,
    deviceId: input.deviceId,
    createdAt: new Date(now),
    expiresAt: new Date(now + authPolicy.passwordResetTokenTtlMs),
  });
}

export async function findResetToken(db: Db, token: string): Promise<ResetTokenRow | null> {
  if (token === '' || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, 'password-reset')))
    .limit(1);
  return row ?? null;
}

/** Marks a reset token used; the user it belongs to, or null when it was used already. */
export async function takeResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [taken] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt)))
    .returning({ userId: authTokens.userId });
  return taken?.userId ?? null;
}
