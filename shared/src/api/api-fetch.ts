import { ApiError, codeForStatus, parseErrorCode } from './api-error';
import { noteServerTime } from './clock';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Plain values are sent as JSON; strings, FormData and Blobs go as they are. */
  body?: unknown;
  /** Added to the URL as a query string; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
}

function withQuery(path: string, query: ApiRequestInit['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

/** Sends one API request: `fetch` in the browser (see setApiTransport). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | null = null;

/**
 * For the server's first render of a page only (server/src/modules/web/ssr.ts): there is no
 * origin to fetch '/api/...' from, so the server answers the requests itself. Null restores
 * `fetch`. The browser never calls this.
 */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** The raw response of a same-origin API request; non-2xx answers are thrown as ApiError. */
export async function apiRequest(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { body, query, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  if (!finalHeaders.has('accept')) finalHeaders.set('accept', 'application/json');
  let finalBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      finalBody = body;
    } else {
      finalBody = JSON.stringify(body);
      if (!finalHeaders.has('content-type')) finalHeaders.set('content-type', 'application/json');
    }
  }

  const sentAt = Date.now();
  let response: Response;
  try {
    response = await (transport ?? fetch)(withQuery(path, query), {
      credentials: 'include',
      ...rest,
      method: rest.method ?? (finalBody === undefined ? 'GET' : 'POST'),
      headers: finalHeaders,
      body: finalBody,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      throw new ApiError({ status: 0, code: 'cancelled', message: 'request aborted' });
    }
    throw new ApiError({
      status: 0,
      code: 'network',
      message: cause instanceof Error ? cause.message : 'network error',
    });
  }
  noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now());

  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Reads the callable-protocol error body `{error:{status,message}}` when there is one. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let code = codeForStatus(response.status);
  let message = '';
  let details: unknown;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (error && typeof error === 'object') {
        const fields = error as { status?: unknown; message?: unknown; details?: unknown };
        code = parseErrorCode(fields.status) ?? code;
        if (typeof fields.message === 'string') message = fields.message;
        details = fields.details;
      }
    }
  } catch {
    // A bare status with no JSON body still tells us enough.
  }
  return new ApiError({ status: response.status, code, message, details });
}

/** Same-origin JSON request with cookies. Throws ApiError; never touches the UI. */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'bad-response',
      message: 'response is not JSON',
    });
  }
}

/** Same-origin text request (HTML bodies of news and corporate pages). */
export async function apiFetchText(path: string, init: ApiRequestInit = {}): Promise<string> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'text/html, text/plain, */*');
  const response = await apiRequest(path, { ...init, headers });
  return response.text();
}
