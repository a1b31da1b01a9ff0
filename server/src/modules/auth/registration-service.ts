import {
  PrecheckData,
  type RegistrationAcknowledgement,
  type RegistrationConsents,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import {
  isValidMail,
  isValidPassword,
  isValidPhone,
  type RegistrationData,
  type RegistrationFlags,
  validateRegistration,
} from '@kanat/shared/validation';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import {
  type AuthDeps,
  assertDeviceId,
  assertNotCommonPassword,
  type Caller,
  type CookieJar,
  quota,
  replaceSession,
} from './auth-context';
import { isUniqueViolation } from './auth-errors';
import { authPolicy } from './auth-policy';
import {
  completeRegistration,
  deleteIncompleteUser,
  insertPendingUser,
  mailTaken,
  phoneTaken,
  setRegistrationPhone,
  usernameTaken,
} from './auth-repository';
import { hashPassword } from './passwords';
import { hasPhoneProof } from './phone-codes';
import { consume } from './rate-limit';
import { deleteUserSessions, type UserRow } from './session-store';
import { newUserId } from './tokens';

const text = messages.accountServer;

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
  await insertPendingUser(db, {
    id,
    registrationPhone: phone,
    mailAddress: mail === '' ? null : mail,
    passwordHash: await hashPassword(input.password),
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
  await setRegistrationPhone(db, user.id, phone);
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
 * approval and the session ends (server/README.md, "Functions").
 */
export async function register(
  { db, registrationTexts }: AuthDeps,
  user: UserRow,
  input: {
    data: RegistrationData;
    deviceId: string;
    acknowledged?: RegistrationAcknowledgement;
    consents?: RegistrationConsents;
  },
  cookies: CookieJar,
  userAgent: string | null,
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
  const acknowledged = await registrationTexts.assertCurrent(db, input.acknowledged);
  const consents = await registrationTexts.assertConsents(db, input.consents);
  // Only the form's own columns reach the row: any other key the request carries is dropped.
  const form = Value.Clean(PrecheckData, Value.Clone(data)) as RegistrationData;
  const { phoneNumber: _typed, mailAddress, ...columns } = form;
  const mail = typeof mailAddress === 'string' ? mailAddress.trim() : '';
  try {
    // The form's columns as typed (the rule checked them), names and places trimmed.
    await completeRegistration(db, user.id, {
      ...columns,
      fullname: columns.fullname.trim(),
      province: columns.province.trim(),
      city: columns.city.trim(),
      mailAddress: mail === '' ? user.mailAddress : mail,
      phone,
      disableReason: text.awaitingApproval,
      within: async (tx) => {
        await registrationTexts.record(tx, user.id, acknowledged, userAgent);
        if (consents !== null) {
          await registrationTexts.recordConsents(tx, user.id, consents, {
            deviceId: input.deviceId,
            userAgent,
          });
        }
      },
    });
  } catch (error) {
    // Someone took the phone or username between the check and the write.
    if (isUniqueViolation(error)) throw new AppError('aborted', messages.register.alreadyCreated);
    throw error;
  }
  await deleteUserSessions(db, user.id);
  cookies.clear();
}

/** Deletes the partial account of a registration in progress (and with it its session). */
export async function deleteOnUnregister(
  { db }: AuthDeps,
  user: UserRow,
  cookies: CookieJar,
): Promise<void> {
  assertIncomplete(user);
  await deleteIncompleteUser(db, user.id);
  cookies.clear();
}
