/** Error codes in the firebase callable vocabulary, plus two for transport failures. */
export type ApiErrorCode =
  | 'invalid-argument'
  | 'failed-precondition'
  | 'out-of-range'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'aborted'
  | 'resource-exhausted'
  | 'cancelled'
  | 'data-loss'
  | 'unknown'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  /** The request never got an HTTP answer. */
  | 'network'
  /** An answer came but its body was not the JSON we expect. */
  | 'bad-response';

const CODES: readonly ApiErrorCode[] = [
  'invalid-argument',
  'failed-precondition',
  'out-of-range',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'data-loss',
  'unknown',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
  'network',
  'bad-response',
];

/** SPEC §8: the callable library's HTTP status to error code table. */
const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

const STATUS_BY_CODE: Partial<Record<ApiErrorCode, number>> = {
  'failed-precondition': 400,
  'out-of-range': 400,
  'already-exists': 409,
  'data-loss': 500,
  unknown: 500,
  network: 0,
  'bad-response': 0,
};
for (const [status, code] of Object.entries(CODE_BY_STATUS)) STATUS_BY_CODE[code] = Number(status);

export function codeForStatus(status: number): ApiErrorCode {
  if (status >= 200 && status < 300) return 'unknown';
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

export function statusForCode(code: ApiErrorCode): number {
  return STATUS_BY_CODE[code] ?? 500;
}

/**
 * Accepts 'invalid-argument', 'INVALID_ARGUMENT' (callable wire form) and
 * 'functions/invalid-argument' (firebase client form).
 */
export function parseErrorCode(value: unknown): ApiErrorCode | null {
  if (typeof value !== 'string') return null;
  const normalised = value
    .replace(/^functions\//, '')
    .toLowerCase()
    .replace(/_/g, '-');
  return (CODES as readonly string[]).includes(normalised) ? (normalised as ApiErrorCode) : null;
}

/**
 * A failed API call. It only describes the failure: showing it or redirecting is the
 * caller's decision.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status (or the function's result code); 0 when no answer arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Extra data sent with the error, when the server gave any. */
  readonly details: unknown;

  constructor(init: { status: number; code?: ApiErrorCode; message?: string; details?: unknown }) {
    const code = init.code ?? codeForStatus(init.status);
    super(init.message || code);
    this.status = init.status;
    this.code = code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
