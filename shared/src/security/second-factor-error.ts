import { messages } from '@kanat/shared/i18n';

/** Why a second-factor check ended without a result. */
export type SecondFactorErrorCode =
  /** The user closed the code dialog. */
  | 'cancelled'
  /** Another check is running in this tab. */
  | 'pending'
  /** The server's rate limit (resource-exhausted). */
  | 'quota'
  /** The account has no phone to send a code to. */
  | 'missing-phone'
  /** The device signature was refused even after registering a fresh key. */
  | 'key-rejected'
  /** Anything else: network, server, storage or WebCrypto failures. */
  | 'failed';

const TEXT: Record<SecondFactorErrorCode, string> = {
  cancelled: messages.mfa.cancelled,
  pending: messages.mfa.pending,
  quota: messages.mfa.quotaExceeded,
  'missing-phone': messages.auth.missingPhone,
  'key-rejected': messages.auth.keySignatureFailed,
  failed: messages.mfa.internalError,
};

/** A failed second-factor check; `message` is the Turkish text of SPEC §8 to show. */
export class SecondFactorError extends Error {
  override readonly name = 'SecondFactorError';
  readonly code: SecondFactorErrorCode;

  /** `message` replaces the code's standard text when a more precise one is known. */
  constructor(code: SecondFactorErrorCode, options: { cause?: unknown; message?: string } = {}) {
    super(options.message ?? TEXT[code], { cause: options.cause });
    this.code = code;
  }
}

export function isSecondFactorError(
  error: unknown,
  code?: SecondFactorErrorCode,
): error is SecondFactorError {
  return error instanceof SecondFactorError && (code === undefined || error.code === code);
}
