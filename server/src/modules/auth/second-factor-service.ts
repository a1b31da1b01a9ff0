import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import {
  type AuthDeps,
  assertDeviceId,
  type Caller,
  type CookieJar,
  sessionUserOf,
} from './auth-context';
import {
  findDeviceKey,
  markDeviceUsed,
  parseDevicePublicKey,
  saveDeviceKey,
  signatureValid,
} from './device-keys';
import { createChallenge, takeChallenge } from './key-challenges';
import { issueMfaToken, mfaTokenValid } from './mfa-tokens';
import { hasPhoneProof, type PendingCode, requestCode, verifyCode } from './phone-codes';
import { activateSession, type UserRow } from './session-store';

const text = messages.accountServer;

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
  deps: AuthDeps,
  caller: Caller,
  input: { target: string; deviceId: string },
): Promise<PendingCode> {
  const user = sessionUserOf(caller);
  assertDeviceId(input.deviceId);
  const { phone, purpose } = codeTarget(user, input.target);
  return requestCode(deps, {
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
  await markDeviceUsed(db, user.id, input.deviceId);
  return issueMfaToken(db, user.id, input.deviceId);
}

/** Sensitive actions (profile, password, bid) need a live token of this user and device. */
export async function assertMfaToken(
  db: Db,
  input: { userId: string; deviceId: string; token: string },
): Promise<void> {
  if (!(await mfaTokenValid(db, input))) throw new AppError('permission-denied', text.mfaRequired);
}
