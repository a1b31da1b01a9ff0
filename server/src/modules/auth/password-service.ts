import { messages } from '@kanat/shared/i18n/full';
import { isValidNewPassword, isValidPhone } from '@kanat/shared/validation';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import {
  type AuthDeps,
  assertDeviceId,
  assertNotCommonPassword,
  type Caller,
  type CookieJar,
  quota,
  sessionUserOf,
  tooManyLogins,
} from './auth-context';
import { authPolicy } from './auth-policy';
import {
  findResetToken,
  findUserById,
  findUserByVerifiedPhone,
  insertResetToken,
  setPasswordHash,
  takeResetToken,
} from './auth-repository';
import { hashPassword, passwordMatches } from './passwords';
import { type PendingCode, requestCode, verifyCode } from './phone-codes';
import { attempt, resetLimit } from './rate-limit';
import { assertMfaToken } from './second-factor-service';
import { deleteUserSessions, type UserRow } from './session-store';
import { randomToken } from './tokens';

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
  deps: AuthDeps,
  caller: Caller,
  input: { target: string; deviceId: string },
): Promise<PendingCode> {
  assertDeviceId(input.deviceId);
  const user = await resetTarget(deps.db, input.target, caller.ip);
  return requestCode(deps, {
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
  await insertResetToken(db, { token, userId: user.id, deviceId: input.deviceId });
  return token;
}

export type ResetTokenStatus = 'valid' | 'expired' | 'invalid';

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
  const userId = await takeResetToken(db, row.tokenHash);
  if (userId === null) throw new AppError('failed-precondition', messages.reset.linkFaulty);
  await setPasswordHash(db, userId, passwordHash);
  await deleteUserSessions(db, userId);
  const user = await findUserById(db, userId);
  // The owner proved the phone: the failures counted against it from everywhere are void
  // (they were guesses at the old password).
  if (user?.phoneNumber) await resetLimit(db, `login-fail:phone:${user.phoneNumber}`);
  if (caller.session?.userId === userId) cookies.clear();
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
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await deleteUserSessions(db, user.id, caller.session?.id);
}
