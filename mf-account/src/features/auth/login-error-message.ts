import { isApiError, serverMessage } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { isSecondFactorError } from '@kanat/shared/security';

/** SPEC §8, second login flow: the text for every way a sign-in can fail. */
export function loginErrorMessage(error: unknown): string {
  if (isSecondFactorError(error)) {
    switch (error.code) {
      case 'pending':
        return messages.login.verificationInProgress;
      case 'cancelled':
      case 'quota':
        return error.message;
      default:
        return messages.login.mfaError;
    }
  }
  if (isApiError(error, 'not-found')) return messages.login.phoneNotFound;
  if (isApiError(error, 'permission-denied')) return messages.login.wrongPassword;
  if (isApiError(error, 'resource-exhausted')) return messages.login.tooManyAttempts;
  if (isApiError(error, 'invalid-argument')) return messages.login.failed;
  if (isApiError(error, 'failed-precondition')) {
    return serverMessage(error, messages.login.accountDisabled);
  }
  return messages.login.error;
}
