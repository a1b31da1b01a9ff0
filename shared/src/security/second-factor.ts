import { ApiError, apiFetch, callFunction, isApiError } from '@kanat/shared/api';
import type { SessionResponse } from '@kanat/shared/contracts';
import { bus } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { base64ToBytes } from './base64';
import {
  exclusive,
  forgetPendingCodeRequests,
  runCodeChallenge,
  runCodeChallengeUnlocked,
} from './code-challenge';
import { getDeviceId } from './device-id';
import {
  generateDeviceKey,
  hasDeviceKey,
  MissingDeviceKeyError,
  signWithDeviceKey,
} from './device-key';
import { isSecondFactorError, SecondFactorError } from './second-factor-error';

/** SPEC §9: a token from the signature check is reused for 4 s. */
export const MFA_TOKEN_REUSE_MS = 4000;

/**
 * resolveKeyedMFA refused the signature. Kept apart from requestKeyedMFA's refusals (e.g. an
 * incomplete registration), which a new key would not cure and must not cost an SMS.
 */
class SignatureRefusedError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message, { cause: apiError });
  }
}

let cachedToken: { token: string; at: number } | null = null;

function freshToken(): string | null {
  if (cachedToken && Date.now() - cachedToken.at < MFA_TOKEN_REUSE_MS) return cachedToken.token;
  cachedToken = null;
  return null;
}

/** Drops the reusable token, e.g. on sign-out. */
export function forgetMfaToken(): void {
  cachedToken = null;
}

// A token belongs to one user; whoever signs in or out next must not inherit it.
bus.on('session:changed', () => {
  forgetMfaToken();
});

/** Phone-code exchange of the second factor (requestChanneledMFA / resolveChanneledMFA). */
function channeledChallenge(target: string) {
  const deviceId = getDeviceId();
  return {
    channel: 'mfa',
    target,
    request: () => callFunction('requestChanneledMFA', { target, deviceId }),
    resolve: async (answer: string) => {
      await callFunction('resolveChanneledMFA', { target, answer, deviceId });
    },
  };
}

/** The normal path: sign the server's challenge with the device key, get a token. */
async function keyedCheck(): Promise<string> {
  const deviceId = getDeviceId();
  const { challenge } = await callFunction('requestKeyedMFA', { deviceId });
  if (typeof challenge !== 'string' || challenge === '') {
    throw new ApiError({ status: 200, code: 'bad-response', message: 'no challenge' });
  }
  const signature = await signWithDeviceKey(base64ToBytes(challenge));
  let token: unknown;
  try {
    ({ token } = await callFunction('resolveKeyedMFA', { signature, deviceId }));
  } catch (error) {
    if (isApiError(error, 'permission-denied')) throw new SignatureRefusedError(error);
    throw error;
  }
  if (typeof token !== 'string' || token === '') {
    throw new ApiError({ status: 200, code: 'bad-response', message: 'no token' });
  }
  return token;
}

/**
 * Registers a new device key after a phone code. The pair is made first, so a browser
 * without WebCrypto fails before an SMS goes out, but it replaces the stored key only once
 * the code is accepted: a cancelled dialog leaves a working key in place.
 */
async function enrolDevice(phone: string): Promise<void> {
  const key = await generateDeviceKey();
  await runCodeChallengeUnlocked(channeledChallenge(phone));
  await key.save();
  await callFunction('registerMFAKey', { pk: key.pk, deviceId: getDeviceId() });
}

/**
 * SPEC §4: the keyed check is the normal path; a device without a usable key (none here,
 * none on the server, or one the server no longer accepts) gets a new one through a phone
 * code, then runs the keyed check.
 */
async function secondFactor(phone: () => Promise<string>, serverHasKey = true): Promise<string> {
  if (serverHasKey && (await hasDeviceKey())) {
    try {
      return await keyedCheck();
    } catch (error) {
      const keyUnusable =
        error instanceof MissingDeviceKeyError ||
        isApiError(error, 'not-found') ||
        // The server holds another key for this user and device (e.g. another user re-keyed
        // this browser since); a fresh phone code binds a new one.
        error instanceof SignatureRefusedError;
      if (!keyUnusable) throw error;
    }
  }
  await enrolDevice(await phone());
  try {
    return await keyedCheck();
  } catch (error) {
    if (error instanceof SignatureRefusedError) {
      throw new SecondFactorError('key-rejected', { cause: error.apiError });
    }
    throw error;
  }
}

function asSecondFactorError(error: unknown): SecondFactorError {
  if (isSecondFactorError(error)) return error;
  if (isApiError(error, 'resource-exhausted'))
    return new SecondFactorError('quota', { cause: error });
  if (isApiError(error, 'unauthenticated')) {
    return new SecondFactorError('failed', { cause: error, message: messages.auth.sessionExpired });
  }
  if (isApiError(error, 'network')) {
    return new SecondFactorError('failed', { cause: error, message: messages.errors.network });
  }
  return new SecondFactorError('failed', { cause: error });
}

async function sessionPhone(): Promise<string> {
  const { user } = await apiFetch<SessionResponse>('/api/session');
  if (!user?.phoneNumber) throw new SecondFactorError('missing-phone');
  return user.phoneNumber;
}

/**
 * A fresh second-factor token for a sensitive action (bid, profile update, password
 * change). A token younger than 4 s is reused. Rejects with SecondFactorError, whose
 * message is the Turkish text to show.
 *
 * @param options.phone the signed-in user's phone, for when a code must be sent; read from
 *   the session when omitted.
 */
export async function getMfaToken(options: { phone?: string } = {}): Promise<string> {
  const reused = freshToken();
  if (reused) return reused;
  try {
    const token = await exclusive(() =>
      secondFactor(() => (options.phone ? Promise.resolve(options.phone) : sessionPhone())),
    );
    cachedToken = { token, at: Date.now() };
    return token;
  } catch (error) {
    throw asSecondFactorError(error);
  }
}

/**
 * The second step of sign-in after `login` answered `next: 'mfa'`: the keyed check when the
 * server knows this device's key (`hasKey`), else key registration through a code sent to
 * `phone`. On success the server has made the session active; resolves with the token.
 */
export async function completeLoginSecondFactor(input: {
  hasKey: boolean;
  phone: string;
}): Promise<string> {
  try {
    const token = await exclusive(() =>
      secondFactor(() => Promise.resolve(input.phone), input.hasKey),
    );
    cachedToken = { token, at: Date.now() };
    return token;
  } catch (error) {
    throw asSecondFactorError(error);
  }
}

/**
 * Proves the user holds `phone` (registration): sends a code, asks for it in the code
 * dialog and checks it with resolveChanneledMFA. Request failures other than the quota are
 * rethrown as ApiError so the caller can name them.
 */
export async function verifyPhone(phone: string): Promise<void> {
  await runCodeChallenge(channeledChallenge(phone));
}

/** Forgets the reusable token and pending code requests (sign-out). */
export function resetSecondFactorState(): void {
  forgetMfaToken();
  forgetPendingCodeRequests();
}
