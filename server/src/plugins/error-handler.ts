import type { Socket } from 'node:net';
import { callableStatus, codeForHttpStatus, HTTP_STATUS_BY_CODE } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n';
import { messages as fullMessages } from '@kanat/shared/i18n/full';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, defaultMessages, type ErrorCode, genericErrorMessage } from '../errors';

/** Callable functions live under this prefix and speak the Firebase error shape. */
export const callablePrefix = '/api/fn/';

interface Failure {
  code: ErrorCode;
  /** HTTP status for plain /api routes; callables always use the code's own status. */
  httpStatus: number;
  message: string;
  details?: Record<string, unknown>;
}

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
}

interface FrameworkError {
  statusCode?: number;
  code?: string;
  /** Headers the refusal needs, as the file server's 416 and its `content-range`. */
  headers?: Record<string, unknown>;
  validation?: ValidationIssue[];
  validationContext?: string;
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.request.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.request.notJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.request.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.request.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.request.invalidLength,
  FST_ERR_BAD_URL: messages.request.notFound,
};

function isFrameworkError(error: unknown): error is FrameworkError {
  return typeof error === 'object' && error !== null;
}

/** "body/data/amount" style paths become "data.amount" for the message. */
function describeValidation(issues: ValidationIssue[]): string {
  const fields = new Set<string>();
  for (const issue of issues) {
    const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
    const missing = issue.params?.missingProperty;
    if (typeof missing === 'string') segments.push(missing);
    if (segments.length > 0) fields.add(segments.join('.'));
  }
  return fields.size > 0
    ? fill(messages.request.invalidFields, { fields: [...fields].join(', ') })
    : messages.request.invalidData;
}

export function toFailure(error: unknown): Failure {
  if (error instanceof AppError) {
    return {
      code: error.code,
      httpStatus: error.httpStatus,
      message: error.publicMessage,
      details: error.details,
    };
  }
  if (isFrameworkError(error)) {
    if (Array.isArray(error.validation)) {
      return {
        code: 'invalid-argument',
        httpStatus: 400,
        message: describeValidation(error.validation),
      };
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = codeForHttpStatus(status);
      const known = error.code === undefined ? undefined : frameworkMessages[error.code];
      return { code, httpStatus: status, message: known ?? defaultMessages[code] };
    }
  }
  // The database is out of reach: the site recovers by itself when it is back.
  if (isDatabaseUnavailable(error)) {
    return { code: 'unavailable', httpStatus: 503, message: fullMessages.database.unavailable };
  }
  // Anything else is a bug: the client learns nothing about it.
  return { code: 'internal', httpStatus: 500, message: genericErrorMessage };
}

/**
 * The path pattern of the route that matched (`/api/fn/login`), or null when none did.
 * Guards decide by this, never by the raw URL: the router decodes and matches
 * `/%61pi/fn/login` as `/api/fn/login`, while the raw string does not start with `/api/`.
 */
export function routePattern(request: FastifyRequest): string | null {
  return request.routeOptions.url ?? null;
}

/** The request was routed to the API (an /api route matched). */
export function isApiRoute(request: FastifyRequest): boolean {
  return routePattern(request)?.startsWith('/api/') ?? false;
}

/**
 * The route's pattern, or for a request no route matched, its decoded path. For the shape and
 * headers of a response only (an unknown function still answers in the callable shape);
 * never for a security decision, which goes by `isApiRoute`.
 */
export function requestedPath(request: FastifyRequest): string {
  const pattern = routePattern(request);
  if (pattern !== null) return pattern;
  const pathname = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether the response speaks the callable protocol's error shape. */
export function isCallableRequest(request: FastifyRequest): boolean {
  return requestedPath(request).startsWith(callablePrefix);
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  if (isCallableRequest(request)) {
    const error: Record<string, unknown> = {
      status: callableStatus(failure.code),
      message: failure.message,
    };
    if (failure.details !== undefined) error.details = failure.details;
    return reply.code(HTTP_STATUS_BY_CODE[failure.code]).send({ error });
  }
  const error: Record<string, unknown> = { code: failure.code, message: failure.message };
  if (failure.details !== undefined) error.details = failure.details;
  return reply.code(failure.httpStatus).send({ error });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a request line and headers
 * over 16 KiB (431), a malformed request line or header (400), a request that took too long
 * (408). Fastify's own answer is in English and in neither of our shapes. Which route was meant
 * cannot be known, so the body carries both shapes' fields: `code` for /api routes, `status`
 * for callables.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [httpStatus, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'invalid-argument', messages.request.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'deadline-exceeded', defaultMessages['deadline-exceeded']]
        : [400, 'invalid-argument', defaultMessages['invalid-argument']];
  const body = JSON.stringify({ error: { code, status: callableStatus(code), message } });
  socket.end(
    `HTTP/1.1 ${httpStatus} ${httpStatus === 431 ? 'Request Header Fields Too Large' : httpStatus === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The one place where errors become responses. Callables get
 * `{ error: { status: 'INVALID_ARGUMENT', message } }`, every other route
 * `{ error: { code: 'invalid-argument', message } }`.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const failure = toFailure(error);
      if (
        failure.httpStatus < 500 &&
        !(error instanceof AppError) &&
        isFrameworkError(error) &&
        typeof error.headers === 'object' &&
        error.headers !== null
      ) {
        for (const [name, value] of Object.entries(error.headers)) {
          if (typeof value === 'string' || typeof value === 'number') reply.header(name, value);
        }
      }
      if (failure.httpStatus >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: failure.code, message: failure.message }, 'request rejected');
      }
      return sendFailure(request, reply, failure);
    });
  },
  { name: 'error-handler' },
);
