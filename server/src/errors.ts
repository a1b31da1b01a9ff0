/**
 * Error codes of the callable protocol (the Firebase functions codes) and the HTTP status
 * each maps to. Services throw `AppError` with one of these; the error handler turns it into
 * the response, so no route or service writes status codes by hand.
 */
export const httpStatusByCode = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  unknown: 500,
  internal: 500,
  'data-loss': 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type ErrorCode = keyof typeof httpStatusByCode;

/** Codes whose message never reaches the client: they mean "something broke inside". */
const concealedCodes: ReadonlySet<ErrorCode> = new Set(['unknown', 'internal', 'data-loss']);

export const genericErrorMessage = 'Bir hata oluştu.';

/** Turkish texts for errors that carry no message of their own (framework errors). */
export const defaultMessages: Record<ErrorCode, string> = {
  'invalid-argument': 'Geçersiz istek.',
  'failed-precondition': 'İşlem şu anda yapılamıyor.',
  'out-of-range': 'Değer izin verilen aralığın dışında.',
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  'permission-denied': 'Bu işlem için yetkiniz yok.',
  'not-found': 'Bulunamadı.',
  'already-exists': 'Kayıt zaten mevcut.',
  aborted: 'İşlem yarıda kesildi, tekrar deneyin.',
  'resource-exhausted': 'Kota aşıldı, daha sonra tekrar deneyin.',
  cancelled: 'İşlem iptal edildi.',
  unknown: genericErrorMessage,
  internal: genericErrorMessage,
  'data-loss': genericErrorMessage,
  unimplemented: 'Bu işlem henüz kullanılamıyor.',
  unavailable: 'Hizmet şu anda kullanılamıyor, daha sonra tekrar deneyin.',
  'deadline-exceeded': 'İşlem zaman aşımına uğradı.',
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
    return httpStatusByCode[this.code];
  }

  /** The message a client may see. */
  get publicMessage(): string {
    return concealedCodes.has(this.code) ? genericErrorMessage : this.message;
  }
}

/** `invalid-argument` -> `INVALID_ARGUMENT`, the status names of the callable protocol. */
export function callableStatus(code: ErrorCode): string {
  return code.toUpperCase().replace(/-/g, '_');
}

export function codeForHttpStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 405:
    case 413:
    case 415:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 408:
      return 'deadline-exceeded';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    default:
      return status >= 400 && status < 500 ? 'invalid-argument' : 'internal';
  }
}
