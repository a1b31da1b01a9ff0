import type { RegistrationAcknowledgement, RegistrationConsents } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { validateNotCommonPassword } from '@kanat/shared/validation/common-passwords';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import type { SmsGateway } from '../sms';
import { type AuthSession, createSession, deleteSession, type UserRow } from './session-store';

// What the auth services (sign-in, registration, second factor, passwords) share: who calls,
// how they ask for the cookie to change, and the checks every one of them makes.

/** Who is calling, as the routes know it. */
export interface Caller {
  ip: string;
  userAgent: string | null;
  /** The session behind the cookie, pending or active. */
  session: AuthSession | null;
  /** Its user (also for a pending session). */
  user: UserRow | null;
}

/** How a service asks for the session cookie to change (the routes own the reply). */
export interface CookieJar {
  set(token: string): void;
  clear(): void;
}

export interface AuthDeps {
  db: Db;
  sms: SmsGateway;
  /** Multiplies the sign-in code and per-address SMS budgets (config.smsBudgetFactor). */
  smsBudgetFactor: number;
  /** The legal texts a registration acknowledges (app.ts passes the legal module's). */
  registrationTexts: RegistrationTexts;
}

/**
 * What registration needs of the legal texts: a refusal unless the versions the form showed
 * are current, and the record of them, written in the registration's transaction.
 */
export interface RegistrationTexts {
  assertCurrent(
    db: Db,
    shown: RegistrationAcknowledgement | undefined,
  ): Promise<RegistrationAcknowledgement>;
  record(
    db: Db,
    userId: string,
    shown: RegistrationAcknowledgement,
    userAgent: string | null,
  ): Promise<void>;
  /** The commercial-message choices, refused under an outdated consent text; null: none sent. */
  assertConsents(
    db: Db,
    chosen: RegistrationConsents | undefined,
  ): Promise<RegistrationConsents | null>;
  /** Records both choices (given or not), in the registration's transaction. */
  recordConsents(
    db: Db,
    userId: string,
    chosen: RegistrationConsents,
    device: { deviceId: string | null; userAgent: string | null },
  ): Promise<void>;
}

export const quota = () => new AppError('resource-exhausted', messages.mfa.quotaExceeded);
export const tooManyLogins = () =>
  new AppError('resource-exhausted', messages.login.tooManyAttempts);

export function assertDeviceId(deviceId: string): void {
  // Browsers send a UUID; anything of sane length is accepted so older clients keep working.
  if (!/^[A-Za-z0-9._:-]{8,100}$/.test(deviceId)) {
    throw new AppError('invalid-argument', messages.accountServer.invalidDeviceId);
  }
}

/** Finding 7: after the length rules, the most common passwords are refused too. */
export function assertNotCommonPassword(password: string): void {
  const common = validateNotCommonPassword(password);
  if (common !== null) throw new AppError('invalid-argument', common);
}

/** A session (pending or active) is needed for every second-factor function. */
export function sessionUserOf(caller: Caller): UserRow {
  if (caller.session === null || caller.user === null) throw new AppError('unauthenticated');
  return caller.user;
}

/** Starts a new session for `userId` in place of the caller's current one. */
export async function replaceSession(
  db: Db,
  caller: Caller,
  cookies: CookieJar,
  userId: string,
  state: AuthSession['state'],
  deviceId: string,
): Promise<void> {
  if (caller.session !== null) await deleteSession(db, caller.session.id);
  const { token } = await createSession(db, {
    userId,
    state,
    deviceId,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
  cookies.set(token);
}
