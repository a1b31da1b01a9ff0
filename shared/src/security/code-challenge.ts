import { isApiError, serverNow } from '@kanat/shared/api';
import { requestCode } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { SecondFactorError } from './second-factor-error';

/** SPEC §9: a new code may be requested 180 s after the last one. */
export const CODE_RESEND_MS = 180_000;

/** What a code request answers: when resend unlocks (server clock, ms). */
export interface CodeRequestResult {
  resendAvailableAt?: number;
  expiresAt?: number;
}

/** One 'send a code to the phone, ask the user for it, check it' exchange. */
export interface CodeChallenge<T> {
  /**
   * Names the purpose ('mfa', 'reset'): pending requests are reused only for the same
   * purpose and target, so a reset code is never mistaken for a sign-in code.
   */
  channel: string;
  /** The phone the code goes to; also shown in the dialog. */
  target: string;
  /** Asks the server to send a code. */
  request(): Promise<CodeRequestResult>;
  /** Checks the user's answer; its result is the challenge's result. */
  resolve(answer: string): Promise<T>;
}

interface PendingRequest {
  resendAvailableAt: number;
  expiresAt: number | null;
}

// SPEC §4: a code request younger than 180 s is reused instead of sending another SMS.
const pendingRequests = new Map<string, PendingRequest>();
let busy = false;

const pendingKey = (challenge: CodeChallenge<unknown>) =>
  `${challenge.channel}:${challenge.target}`;

function toPending(result: CodeRequestResult): PendingRequest {
  const resendAvailableAt =
    typeof result.resendAvailableAt === 'number' && Number.isFinite(result.resendAvailableAt)
      ? result.resendAvailableAt
      : serverNow() + CODE_RESEND_MS;
  const expiresAt =
    typeof result.expiresAt === 'number' && Number.isFinite(result.expiresAt)
      ? result.expiresAt
      : null;
  return { resendAvailableAt, expiresAt };
}

function reusable(pending: PendingRequest | undefined): pending is PendingRequest {
  if (!pending) return false;
  const now = serverNow();
  return now < pending.resendAvailableAt && (pending.expiresAt === null || now < pending.expiresAt);
}

/**
 * Runs `work` as the tab's only second-factor check; a concurrent one is refused with
 * 'Bir doğrulama işlemi devam etmekte, daha sonra tekrar deneyin.'.
 */
export async function exclusive<T>(work: () => Promise<T>): Promise<T> {
  if (busy) throw new SecondFactorError('pending');
  busy = true;
  try {
    return await work();
  } finally {
    busy = false;
  }
}

/** Whether a second-factor check is running in this tab. */
export function isSecondFactorBusy(): boolean {
  return busy;
}

async function sendCode(key: string, challenge: CodeChallenge<unknown>): Promise<PendingRequest> {
  try {
    const pending = toPending(await challenge.request());
    pendingRequests.set(key, pending);
    return pending;
  } catch (error) {
    pendingRequests.delete(key);
    if (isApiError(error, 'resource-exhausted'))
      throw new SecondFactorError('quota', { cause: error });
    throw error;
  }
}

const NUMERIC = /^\d+$/;

/**
 * The code exchange without the tab-wide lock, for flows that already hold it. Request
 * failures other than the quota are rethrown as they came, so the caller can name them
 * (e.g. an unknown phone on password reset).
 */
export async function runCodeChallengeUnlocked<T>(challenge: CodeChallenge<T>): Promise<T> {
  const key = pendingKey(challenge);
  const known = pendingRequests.get(key);
  const pending = reusable(known) ? known : await sendCode(key, challenge);

  const dialog = requestCode({
    target: challenge.target,
    resendAvailableAt: pending.resendAvailableAt,
  });
  let unlocksAt = pending.resendAvailableAt;
  const stopResend = dialog.onResend(() => {
    sendCode(key, challenge).then(
      (next) => {
        unlocksAt = next.resendAvailableAt;
        dialog.resent(next.resendAvailableAt);
      },
      (error: unknown) => {
        // Hand the resend button back (the dialog only unlocks it on 'resent'), then say
        // why no code went out; the earlier code can still be typed.
        dialog.resent(unlocksAt);
        dialog.reject(
          error instanceof SecondFactorError ? error.message : messages.mfa.internalError,
        );
      },
    );
  });

  try {
    for (;;) {
      const raw = await dialog.answer();
      if (raw === null) throw new SecondFactorError('cancelled');
      const answer = raw.trim();
      if (!NUMERIC.test(answer)) {
        dialog.reject(messages.mfa.codeNumeric);
        continue;
      }
      try {
        const result = await challenge.resolve(answer);
        // The code is spent: the next check needs a fresh one.
        pendingRequests.delete(key);
        return result;
      } catch (error) {
        // SPEC §8: a wrong or malformed answer keeps the dialog open for another try.
        if (isApiError(error, 'permission-denied')) {
          dialog.reject(messages.mfa.answerNotAccepted);
          continue;
        }
        if (isApiError(error, 'invalid-argument')) {
          dialog.reject(messages.mfa.answerInvalid);
          continue;
        }
        pendingRequests.delete(key);
        if (isApiError(error, 'resource-exhausted')) {
          throw new SecondFactorError('quota', { cause: error });
        }
        throw new SecondFactorError('failed', { cause: error });
      }
    }
  } finally {
    stopResend();
    dialog.close();
  }
}

/**
 * Sends a code, asks the user for it in the shell's code dialog and checks it (SPEC §4):
 * a request younger than 180 s is reused, resend unlocks when the countdown ends, wrong
 * answers keep the dialog open, cancel rejects with 'İptal edildi'.
 */
export function runCodeChallenge<T>(challenge: CodeChallenge<T>): Promise<T> {
  return exclusive(() => runCodeChallengeUnlocked(challenge));
}

/** For tests and sign-out: forget every pending code request. */
export function forgetPendingCodeRequests(): void {
  pendingRequests.clear();
}
