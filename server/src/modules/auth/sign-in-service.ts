import { fill, messages } from '@kanat/shared/i18n/full';
import { isValidPhone } from '@kanat/shared/validation';
import { AppError } from '../../errors';
import {
  type AuthDeps,
  assertDeviceId,
  type Caller,
  type CookieJar,
  replaceSession,
  tooManyLogins,
} from './auth-context';
import { authPolicy } from './auth-policy';
import { deleteUser, findIncompleteByPhone, findUserByVerifiedPhone } from './auth-repository';
import { findDeviceKey } from './device-keys';
import { passwordMatches } from './passwords';
import { attempt, type Bucket, resetLimit } from './rate-limit';
import { deleteSession, type UserRow } from './session-store';

const text = messages.accountServer;

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
  if (user.rejectedAt !== null) {
    // Only after the right password: the reason is for the applicant, not for strangers.
    throw new AppError(
      'failed-precondition',
      fill(messages.adminMembers.signInRejected, { reason: user.rejectReason ?? '' }),
    );
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
      await deleteUser(db, caller.user.id);
    }
    await deleteSession(db, caller.session.id);
  }
  cookies.clear();
}
