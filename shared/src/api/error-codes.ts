// The one error table of server and browser: each code of the callable protocol (the Firebase
// functions codes), the HTTP status it travels with, and its wire name. The server answers
// with it; the browser reads answers back with it (SPEC §8).

/** Code -> HTTP status. */
export const HTTP_STATUS_BY_CODE = {
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

export type ErrorCode = keyof typeof HTTP_STATUS_BY_CODE;

export const ERROR_CODES = Object.keys(HTTP_STATUS_BY_CODE) as readonly ErrorCode[];

/**
 * SPEC §8, the callable library's table: the code an HTTP status stands for when the answer
 * names none. Where several codes share a status, this is the one the status means.
 */
export const CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
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

/** Statuses the web framework answers by itself (bad method, body, media type, time-out). */
const FRAMEWORK_STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  405: 'invalid-argument',
  408: 'deadline-exceeded',
  413: 'invalid-argument',
  415: 'invalid-argument',
};

type SnakeCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}_${SnakeCase<Tail>}`
  : S;

/** The status names of the callable protocol's error body: `INVALID_ARGUMENT`. */
export type CallableStatus = Uppercase<SnakeCase<ErrorCode>>;

/** `invalid-argument` -> `INVALID_ARGUMENT`. */
export function callableStatus(code: ErrorCode): CallableStatus {
  return code.toUpperCase().replace(/-/g, '_') as CallableStatus;
}

/**
 * The code of an error the server did not raise itself (a framework or plugin error with
 * only a status): the SPEC table, then the framework's own statuses; any other 4xx is the
 * caller's fault, anything else a failure inside.
 */
export function codeForHttpStatus(status: number): ErrorCode {
  return (
    CODE_BY_HTTP_STATUS[status] ??
    FRAMEWORK_STATUS_CODES[status] ??
    (status >= 400 && status < 500 ? 'invalid-argument' : 'internal')
  );
}
