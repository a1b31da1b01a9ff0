import { and, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import type { UserRow } from './session-store';

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
