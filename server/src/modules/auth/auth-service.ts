import { messages } from '@kanat/shared/i18n';
import {
  isValidMail,
  isValidNewPassword,
  isValidPassword,
  isValidPhone,
  type RegistrationData,
  type RegistrationFlags,
  validateRegistration,
} from '@kanat/shared/validation';
import { validateNotCommonPassword } from '@kanat/shared/validation/common-passwords';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { authTokens, devices, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { SmsGateway } from '../sms/sms-gateway';
import { isUniqueViolation } from './auth-errors';
import { authPolicy } from './auth-policy';
import { findDeviceKey, parseDevicePublicKey, saveDeviceKey, signatureValid } from './device-keys';
import { createChallenge, takeChallenge } from './key-challenges';
import { issueMfaToken, mfaTokenValid } from './mfa-tokens';
import { hashPassword, passwordMatches } from './passwords';
import { hasPhoneProof, type PendingCode, requestCode, verifyCode } from './phone-codes';
import { attempt, type Bucket, consume, resetLimit } from './rate-limit';
import {
  type AuthSession,
  activateSession,
  createSession,
  deleteSession,
  deleteUserSessions,
  type UserRow,
} from './session-store';
import { hashToken, newUserId, randomToken } from './tokens';
import {
  findIncompleteByPhone,
  findUserById,
  findUserByVerifiedPhone,
  mailTaken,
  phoneTaken,
  usernameTaken,
} from './users-repository';

const text = messages.accountServer;

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
}

const quota = () => new AppError('resource-exhausted', messages.mfa.quotaExceeded);
const tooManyLogins = () => new AppError('resource-exhausted', messages.login.tooManyAttempts);

function assertDeviceId(deviceId: string): void {
  // Browsers send a UUID; anything of sane length is accepted so older clients keep working.
  if (!/^[A-Za-z0-9._:-]{8,100}$/.test(deviceId)) {
    throw new AppError('invalid-argument', text.invalidDeviceId);
  }
}

/** Finding 7: after the length rules, the most common passwords are refused too. */
function assertNotCommonPassword(password: string): void {
  const common = validateNotCommonPassword(password);
  if (common !== null) throw new AppError('invalid-argument', common);
}

async function replaceSession(
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

// ---------------------------------------------------------------- sign-in and sign-out

export interface LoginInput {
  phoneNumber: string;
  password: string;
  deviceId: string;
}

export interface LoginResult {
  next: 'mfa' | 'register';
  hasKey: boolean;
}

/**
 * Phone + password. Each attempt is counted before the password is checked (a right one is
 * given back), in buckets chosen so that a stranger's failures never lock the owner out:
 * - per phone and address: a stranger at one address stops after a few guesses, while the
 *   owner at another address still signs in;
 * - per phone from everywhere: bounds an attack spread over many addresses; a device holding
 *   one of the account's registered keys has its own lane instead, so the owner's browser
 *   still signs in during such an attack (and must still sign the key challenge after);
 * - per address, across phones.
 * The numbers are in auth-policy.ts and explained in server/README.md.
 */
export async function login(
  { db }: AuthDeps,
  input: LoginInput,
  caller: Caller,
  cookies: CookieJar,
): Promise<LoginResult> {
  assertDeviceId(input.deviceId);
  const phone = input.phoneNumber.trim();
  if (!isValidPhone(phone)) throw new AppError('invalid-argument', messages.login.phoneInvalid);
  if (input.password === '') throw new AppError('invalid-argument', messages.login.passwordInvalid);

  const registered = await findUserByVerifiedPhone(db, phone);
  const candidates = registered !== null ? [registered] : await findIncompleteByPhone(db, phone);
  const keyHolder =
    registered !== null && (await findDeviceKey(db, registered.id, input.deviceId)) !== null
      ? registered
      : null;
  const { limits } = authPolicy;
  const phoneIpKey = `login-fail:phone-ip:${phone}:${caller.ip}`;
  const ownerLane: Bucket =
    keyHolder !== null
      ? {
          key: `login-fail:device:${keyHolder.id}:${input.deviceId}`,
          limit: limits.loginFailuresPerDevice,
        }
      : { key: `login-fail:phone:${phone}`, limit: limits.loginFailuresPerPhone };
  const result = await attempt(
    db,
    [
      { key: `login-fail:ip:${caller.ip}`, limit: limits.loginFailuresPerIp },
      { key: phoneIpKey, limit: limits.loginFailuresPerPhoneAndIp },
      ownerLane,
    ],
    () => matchingUser(candidates, input.password),
  );
  if (result.refused) throw tooManyLogins();
  const user = result.outcome;
  if (user === null) {
    if (candidates.length === 0) throw new AppError('not-found', text.phoneNotFound);
    throw new AppError('permission-denied', messages.account.passwordWrong);
  }
  // The owner's own earlier typos from here are forgiven; strangers' failures stay counted.
  await resetLimit(db, phoneIpKey, ...(keyHolder !== null ? [ownerLane.key] : []));

  if (!user.phoneVerified) {
    await replaceSession(db, caller, cookies, user.id, 'active', input.deviceId);
    return { next: 'register', hasKey: false };
  }
  if (user.approvedAt === null) throw new AppError('failed-precondition', text.notApproved);
  await replaceSession(db, caller, cookies, user.id, 'pending-mfa', input.deviceId);
  return { next: 'mfa', hasKey: keyHolder !== null };
}

/** The candidate whose password hash matches, or null. */
async function matchingUser(candidates: UserRow[], password: string): Promise<UserRow | null> {
  for (const candidate of candidates) {
    if (await passwordMatches(candidate.passwordHash, password)) return candidate;
  }
  return null;
}

/**
 * Ends the session. A registration in progress is deleted first (SPEC §4). Signing out
 * without a session is not an error: the result, a signed-out browser, is the same.
 */
export async function logout({ db }: AuthDeps, caller: Caller, cookies: CookieJar): Promise<void> {
  if (caller.session !== null) {
    if (caller.user !== null && !caller.user.phoneVerified && caller.session.state === 'active') {
      await db.delete(users).where(eq(users.id, caller.user.id));
    }
    await deleteSession(db, caller.session.id);
  }
  cookies.clear();
}

/** Deletes the partial account of a registration in progress (and with it its session). */
export async function deleteOnUnregister(
  { db }: AuthDeps,
  user: UserRow,
  cookies: CookieJar,
): Promise<void> {
  if (user.phoneVerified) throw new AppError('permission-denied', text.registrationComplete);
  await db.delete(users).where(and(eq(users.id, user.id), eq(users.phoneVerified, false)));
  cookies.clear();
}

// ---------------------------------------------------------------- registration

export interface CreateAccountInput {
  phoneNumber: string;
  password: string;
  mailAddress?: string;
  deviceId: string;
}

/** The pending account (replaces the auth provider's 'create account' of the seed). */
export async function createAccount(
  { db }: AuthDeps,
  input: CreateAccountInput,
  caller: Caller,
  cookies: CookieJar,
): Promise<void> {
  assertDeviceId(input.deviceId);
  const phone = input.phoneNumber.trim();
  const mail = input.mailAddress?.trim() ?? '';
  if (!isValidPhone(phone)) throw new AppError('invalid-argument', messages.register.phoneInvalid);
  if (!isValidPassword(input.password)) {
    throw new AppError('invalid-argument', messages.register.passwordInvalid);
  }
  assertNotCommonPassword(input.password);
  if (mail !== '' && !isValidMail(mail)) {
    throw new AppError('invalid-argument', messages.register.mailInvalid);
  }
  if (!(await consume(db, `accounts:ip:${caller.ip}`, authPolicy.limits.accountsPerIp)))
    throw quota();
  if (await phoneTaken(db, phone, null))
    throw new AppError('aborted', messages.register.phoneTaken);
  if (mail !== '' && (await mailTaken(db, mail, null))) {
    throw new AppError('aborted', messages.register.mailTaken);
  }
  const id = newUserId();
  await db.insert(users).values({
    id,
    registrationPhone: phone,
    mailAddress: mail === '' ? null : mail,
    passwordHash: await hashPassword(input.password),
    phoneVerified: false,
    accountEnabled: false,
  });
  await replaceSession(db, caller, cookies, id, 'active', input.deviceId);
}

function assertIncomplete(user: UserRow): void {
  if (user.phoneVerified) throw new AppError('permission-denied', text.registrationComplete);
}

/**
 * Each call of a registration in progress counts: they look up whether a phone or username
 * is taken, which must not become a way to list them. A partial account has one session.
 */
async function countRegistrationCall(db: Db, user: UserRow): Promise<void> {
  const limit = authPolicy.limits.registrationCallsPerSession;
  if (!(await consume(db, `registration:user:${user.id}`, limit))) throw quota();
}

/** users/{uid}/registrationPhone of the seed. */
export async function saveRegistrationPhone(
  { db }: AuthDeps,
  user: UserRow,
  phoneNumber: string,
): Promise<void> {
  assertIncomplete(user);
  await countRegistrationCall(db, user);
  const phone = phoneNumber.trim();
  if (!isValidPhone(phone)) throw new AppError('invalid-argument', messages.register.phoneInvalid);
  if (await phoneTaken(db, phone, user.id))
    throw new AppError('aborted', messages.register.phoneTaken);
  await db
    .update(users)
    .set({ registrationPhone: phone, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

export interface PrecheckResult {
  ok: boolean;
  invalid: Omit<RegistrationFlags, 'fullnameInvalid'> & { fullnameInvalid: boolean };
  conflicts: { phoneNumber: boolean; username: boolean };
}

/**
 * SPEC §5 server pre-check. Conflicts are looked up only for a signed-in caller, so a guest
 * cannot use the check to learn which phones and usernames exist; calls are limited per
 * address and per session, so a session cannot either.
 */
export async function userDataPrecheck(
  { db }: AuthDeps,
  data: Partial<Record<keyof RegistrationData, unknown>>,
  caller: Caller,
): Promise<PrecheckResult> {
  const { limits } = authPolicy;
  if (!(await consume(db, `precheck:ip:${caller.ip}`, limits.prechecksPerIp))) throw quota();
  if (
    caller.session !== null &&
    !(await consume(db, `precheck:session:${caller.session.id}`, limits.prechecksPerSession))
  ) {
    throw quota();
  }
  const user = caller.session?.state === 'active' ? caller.user : null;
  const { flags } = validateRegistration(data);
  const conflicts = { phoneNumber: false, username: false };
  if (user !== null) {
    if (!flags.phoneNumberInvalid && typeof data.phoneNumber === 'string') {
      conflicts.phoneNumber = await phoneTaken(db, data.phoneNumber, user.id);
    }
    if (!flags.usernameInvalid && typeof data.username === 'string') {
      conflicts.username = await usernameTaken(db, data.username, user.id);
    }
  }
  const ok = !Object.values(flags).some(Boolean) && !conflicts.phoneNumber && !conflicts.username;
  return { ok, invalid: flags, conflicts };
}

/**
 * Completes a registration after the phone was verified: the account then waits for staff
 * approval and the session ends (API-ACCOUNTS.md `register`).
 */
export async function register(
  { db }: AuthDeps,
  user: UserRow,
  input: { data: RegistrationData; deviceId: string },
  cookies: CookieJar,
): Promise<void> {
  if (user.phoneVerified) throw new AppError('aborted', messages.register.alreadyCreated);
  assertDeviceId(input.deviceId);
  await countRegistrationCall(db, user);
  const checked = validateRegistration(input.data);
  if (!checked.valid) {
    const first = Object.values(checked.errors)[0];
    throw new AppError('invalid-argument', first ?? text.invalidData, { ...checked.flags });
  }
  const data = input.data;
  const phone = data.phoneNumber.trim();
  const proven = await hasPhoneProof(db, {
    purposes: ['register'],
    phone,
    userId: user.id,
    deviceId: input.deviceId,
  });
  if (!proven) throw new AppError('permission-denied', text.phoneProofMissing);
  if (await phoneTaken(db, phone, user.id))
    throw new AppError('aborted', messages.register.phoneTaken);
  if (await usernameTaken(db, data.username, user.id)) {
    throw new AppError('aborted', messages.register.usernameTaken);
  }
  const mail = typeof data.mailAddress === 'string' ? data.mailAddress.trim() : '';
  try {
    await db
      .update(users)
      .set({
        username: data.username,
        fullname: data.fullname.trim(),
        dateOfBirth: data.dateOfBirth,
        province: data.province.trim(),
        city: data.city.trim(),
        mailAddress: mail === '' ? user.mailAddress : mail,
        phoneNumber: phone,
        registrationPhone: phone,
        phoneVerified: true,
        accountEnabled: false,
        accountDisableReason: text.awaitingApproval,
        approvedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), eq(users.phoneVerified, false)));
  } catch (error) {
    // Someone took the phone or username between the check and the write.
    if (isUniqueViolation(error)) throw new AppError('aborted', messages.register.alreadyCreated);
    throw error;
  }
  await deleteUserSessions(db, user.id);
  cookies.clear();
}

// ---------------------------------------------------------------- second factor

/** A session (pending or active) is needed for every second-factor function. */
export function sessionUserOf(caller: Caller): UserRow {
  if (caller.session === null || caller.user === null) throw new AppError('unauthenticated');
  return caller.user;
}

function assertVerified(user: UserRow): void {
  if (!user.phoneVerified) throw new AppError('permission-denied', text.registrationIncomplete);
}

/** The phone a code may go to: the verified one, or the registration phone while registering. */
function codeTarget(
  user: UserRow,
  target: string,
): { phone: string; purpose: 'register' | 'device-key' } {
  const allowed = user.phoneVerified ? user.phoneNumber : user.registrationPhone;
  if (allowed === null || target.trim() !== allowed) {
    throw new AppError('permission-denied', text.codeTargetNotAllowed);
  }
  return { phone: allowed, purpose: user.phoneVerified ? 'device-key' : 'register' };
}

export async function requestChanneledMfa(
  { db, sms }: AuthDeps,
  caller: Caller,
  input: { target: string; deviceId: string },
): Promise<PendingCode> {
  const user = sessionUserOf(caller);
  assertDeviceId(input.deviceId);
  const { phone, purpose } = codeTarget(user, input.target);
  return requestCode(db, sms, {
    purpose,
    target: phone,
    userId: user.id,
    deviceId: input.deviceId,
    ip: caller.ip,
  });
}

export async function resolveChanneledMfa(
  { db }: AuthDeps,
  caller: Caller,
  input: { target: string; answer: string; deviceId: string },
): Promise<void> {
  const user = sessionUserOf(caller);
  assertDeviceId(input.deviceId);
  const { phone, purpose } = codeTarget(user, input.target);
  await verifyCode(db, {
    purpose,
    target: phone,
    userId: user.id,
    deviceId: input.deviceId,
    answer: input.answer,
    ip: caller.ip,
  });
}

export async function registerMfaKey(
  { db }: AuthDeps,
  caller: Caller,
  input: { pk: string; deviceId: string },
): Promise<void> {
  const user = sessionUserOf(caller);
  assertVerified(user);
  assertDeviceId(input.deviceId);
  const proven =
    user.phoneNumber !== null &&
    (await hasPhoneProof(db, {
      purposes: ['device-key'],
      phone: user.phoneNumber,
      userId: user.id,
      deviceId: input.deviceId,
    }));
  if (!proven) throw new AppError('permission-denied', text.phoneProofMissing);
  const jwk = parseDevicePublicKey(input.pk);
  if (jwk === null) throw new AppError('invalid-argument', text.keyInvalid);
  await saveDeviceKey(db, user.id, input.deviceId, jwk);
}

export async function requestKeyedMfa(
  { db }: AuthDeps,
  caller: Caller,
  deviceId: string,
): Promise<string> {
  const user = sessionUserOf(caller);
  assertVerified(user);
  assertDeviceId(deviceId);
  if ((await findDeviceKey(db, user.id, deviceId)) === null) {
    throw new AppError('not-found', text.keyNotFound);
  }
  return createChallenge(db, user.id, deviceId);
}

/**
 * Checks the device signature over the latest challenge; a pending sign-in becomes active
 * (under a new cookie token) and the caller gets a 60 s second-factor token.
 */
export async function resolveKeyedMfa(
  { db }: AuthDeps,
  caller: Caller,
  input: { signature: string; deviceId: string },
  cookies: CookieJar,
): Promise<string> {
  const user = sessionUserOf(caller);
  assertVerified(user);
  assertDeviceId(input.deviceId);
  const key = await findDeviceKey(db, user.id, input.deviceId);
  if (key === null) throw new AppError('not-found', text.keyNotFound);
  const challenge = await takeChallenge(db, user.id, input.deviceId);
  if (challenge === null) throw new AppError('failed-precondition', text.challengeMissing);
  if (!(await signatureValid(key, challenge, input.signature))) {
    throw new AppError('permission-denied', text.signatureInvalid);
  }
  const session = caller.session;
  if (session !== null && session.state === 'pending-mfa') {
    cookies.set(await activateSession(db, session.id, input.deviceId));
  }
  await db
    .update(devices)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(devices.userId, user.id), eq(devices.deviceId, input.deviceId)));
  return issueMfaToken(db, user.id, input.deviceId);
}

/** Sensitive actions (profile, password, bid) need a live token of this user and device. */
export async function assertMfaToken(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
): Promise<void> {
  if (!(await mfaTokenValid(db, input))) throw new AppError('permission-denied', text.mfaRequired);
}

// ---------------------------------------------------------------- passwords

async function resetTarget(db: Db, target: string, ip: string): Promise<UserRow> {
  const phone = target.trim();
  if (!isValidPhone(phone))
    throw new AppError('invalid-argument', messages.reset.requestPhoneInvalid);
  // Unknown phones count like failed sign-ins, so the reset form is no faster way to probe.
  const result = await attempt(
    db,
    [{ key: `login-fail:ip:${ip}`, limit: authPolicy.limits.loginFailuresPerIp }],
    () => findUserByVerifiedPhone(db, phone),
  );
  if (result.refused) throw tooManyLogins();
  if (result.outcome === null) throw new AppError('not-found', messages.reset.phoneNotFound);
  return result.outcome;
}

export async function sendPasswordResetCode(
  { db, sms }: AuthDeps,
  caller: Caller,
  input: { target: string; deviceId: string },
): Promise<PendingCode> {
  assertDeviceId(input.deviceId);
  const user = await resetTarget(db, input.target, caller.ip);
  return requestCode(db, sms, {
    purpose: 'password-reset',
    target: user.phoneNumber ?? input.target.trim(),
    userId: user.id,
    deviceId: input.deviceId,
    ip: caller.ip,
  });
}

/** Trades a correct reset code for the token of the /sifre-yenile link (30 min). */
export async function getPasswordResetToken(
  { db }: AuthDeps,
  caller: Caller,
  input: { target: string; answer: string; deviceId: string },
): Promise<string> {
  assertDeviceId(input.deviceId);
  const user = await resetTarget(db, input.target, caller.ip);
  await verifyCode(db, {
    purpose: 'password-reset',
    target: user.phoneNumber ?? input.target.trim(),
    userId: user.id,
    deviceId: input.deviceId,
    answer: input.answer,
    ip: caller.ip,
  });
  const token = randomToken();
  const now = Date.now();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: 'password-reset',
    userId: user.id,
    deviceId: input.deviceId,
    createdAt: new Date(now),
    expiresAt: new Date(now + authPolicy.passwordResetTokenTtlMs),
  });
  return token;
}

export type ResetTokenStatus = 'valid' | 'expired' | 'invalid';

async function findResetToken(db: Db, token: string) {
  if (token === '' || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, 'password-reset')))
    .limit(1);
  return row ?? null;
}

export async function queryPasswordResetTokenStatus(
  { db }: AuthDeps,
  token: string,
): Promise<ResetTokenStatus> {
  const row = await findResetToken(db, token);
  if (row === null || row.usedAt !== null) return 'invalid';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid';
}

/** Sets the new password from a reset link and ends every session of that user. */
export async function usePasswordResetToken(
  { db }: AuthDeps,
  caller: Caller,
  input: { token: string; password: string },
  cookies: CookieJar,
): Promise<void> {
  if (!isValidNewPassword(input.password)) {
    throw new AppError('invalid-argument', messages.reset.invalidPassword);
  }
  assertNotCommonPassword(input.password);
  const row = await findResetToken(db, input.token);
  if (row === null || row.usedAt !== null) {
    throw new AppError('failed-precondition', messages.reset.linkFaulty);
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('failed-precondition', messages.reset.linkExpired);
  }
  const passwordHash = await hashPassword(input.password);
  const [taken] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, row.tokenHash), isNull(authTokens.usedAt)))
    .returning({ userId: authTokens.userId });
  if (taken === undefined) throw new AppError('failed-precondition', messages.reset.linkFaulty);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, taken.userId));
  await deleteUserSessions(db, taken.userId);
  const user = await findUserById(db, taken.userId);
  // The owner proved the phone: the failures counted against it from everywhere are void
  // (they were guesses at the old password).
  if (user?.phoneNumber) await resetLimit(db, `login-fail:phone:${user.phoneNumber}`);
  if (caller.session?.userId === taken.userId) cookies.clear();
}

/**
 * Changes the password of a signed-in member: a fresh second factor first, then the current
 * password (wrong guesses limited per user). Other sessions of the user end.
 */
export async function changePassword(
  { db }: AuthDeps,
  caller: Caller,
  input: { currentPassword: string; password: string; mfaToken: string; deviceId: string },
): Promise<void> {
  const user = sessionUserOf(caller);
  await assertMfaToken(db, { userId: user.id, deviceId: input.deviceId, token: input.mfaToken });
  if (!isValidNewPassword(input.password)) {
    throw new AppError('invalid-argument', messages.account.passwordInvalid);
  }
  assertNotCommonPassword(input.password);
  const limitKey = `password-check:user:${user.id}`;
  const checked = await attempt(
    db,
    [{ key: limitKey, limit: authPolicy.limits.passwordChecksPerUser }],
    async () => ((await passwordMatches(user.passwordHash, input.currentPassword)) ? user : null),
  );
  if (checked.refused) throw quota();
  if (checked.outcome === null) {
    throw new AppError('permission-denied', messages.account.passwordWrong);
  }
  await resetLimit(db, limitKey);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await deleteUserSessions(db, user.id, caller.session?.id);
}
