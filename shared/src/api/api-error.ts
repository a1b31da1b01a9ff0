import {
  CODE_BY_HTTP_STATUS,
  ERROR_CODES,
  type ErrorCode,
  HTTP_STATUS_BY_CODE,
} from './error-codes';

/** The codes of the shared error table, plus two for transport failures. */
export type ApiErrorCode =
  | ErrorCode
  /** The request never got an HTTP answer. */
  | 'network'
  /** An answer came but its body was not the JSON we expect. */
  | 'bad-response';

const CODES: readonly ApiErrorCode[] = [...ERROR_CODES, 'network', 'bad-response'];

/** SPEC §8: the code of a status the answer did not name one for. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status >= 200 && status < 300) return 'unknown';
  return CODE_BY_HTTP_STATUS[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

export function statusForCode(code: ApiErrorCode): number {
  if (code === 'network' || code === 'bad-response') return 0;
  return HTTP_STATUS_BY_CODE[code];
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
