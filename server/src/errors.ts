// The error table (code -> HTTP status -> callable status) is shared with the browser.
import { type ErrorCode, HTTP_STATUS_BY_CODE } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';

export type { ErrorCode } from '@kanat/shared/contracts';

/** Codes whose message never reaches the client: they mean "something broke inside". */
const concealedCodes: ReadonlySet<ErrorCode> = new Set(['unknown', 'internal', 'data-loss']);

const { generic: genericText, ...codeTexts } = messages.errorCodes;

export const genericErrorMessage = genericText;

/** Turkish texts for errors that carry no message of their own (framework errors). */
export const defaultMessages: Record<ErrorCode, string> = {
  ...codeTexts,
  unknown: genericErrorMessage,
  internal: genericErrorMessage,
  'data-loss': genericErrorMessage,
};

/**
 * A failure the caller is meant to see. `message` is shown to users, so write it in Turkish;
 * for internal/unknown/data-loss it is replaced by the generic text anyway.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    /** Extra data for the client (Firebase `HttpsError.details`), e.g. per-field flags. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  /** The message a client may see. */
  get publicMessage(): string {
    return concealedCodes.has(this.code) ? genericErrorMessage : this.message;
  }
}

/**
 * A form refused field by field: the first problem is the message, every field's problem goes
 * along in the details for the form to show beside its field.
 */
export function invalidFields(errors: Partial<Record<string, string | null>>): AppError {
  const first = Object.values(errors).find((message) => message);
  return new AppError('invalid-argument', first ?? undefined, { fields: errors });
}
