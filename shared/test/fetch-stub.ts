// A stand-in for window.fetch in client unit tests: routes by method and path to handlers
// and records each request. jsdom has no Response, so answers are small Response-likes.

export interface StubRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The JSON-decoded body, or the raw string when it is not JSON. */
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  /** Objects are sent as JSON; a string is sent as it is (e.g. broken JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

export interface FetchStub {
  requests: StubRequest[];
  on(method: string, path: string, handler: Handler | StubAnswer): FetchStub;
  /** The `data` each call of the callable `name` (`POST /api/fn/<name>`) sent, in order. */
  callsTo(name: string): unknown[];
  /** Every request fails at the network level. */
  failNetwork(): FetchStub;
  restore(): void;
}

/** A callable's success answer: the protocol's `{ result: { code: 200, ...result } }`. */
export function callableOk<T extends object>(result: T): StubAnswer {
  return { body: { result: { code: 200, ...result } } };
}

function answerToResponse(answer: StubAnswer): Response {
  const status = answer.status ?? 200;
  const text =
    answer.body === undefined
      ? ''
      : typeof answer.body === 'string'
        ? answer.body
        : JSON.stringify(answer.body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json', ...(answer.headers ?? {}) }),
    json: async () => JSON.parse(text),
    text: async () => text,
  };
  return response as unknown as Response;
}

export function stubFetch(): FetchStub {
  const original = globalThis.fetch;
  const routes: { method: string; path: string; handler: Handler }[] = [];
  let networkDown = false;
  const stub: FetchStub = {
    requests: [],
    on(method, path, handler) {
      routes.push({
        method: method.toUpperCase(),
        path,
        handler: typeof handler === 'function' ? handler : () => handler,
      });
      return stub;
    },
    callsTo(name) {
      return stub.requests
        .filter((r) => r.path === `/api/fn/${name}`)
        .map((r) => (r.body as { data: unknown }).data);
    },
    failNetwork() {
      networkDown = true;
      return stub;
    },
    restore() {
      globalThis.fetch = original;
    },
  };

  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const raw = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = raw;
    if (raw !== undefined) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const request: StubRequest = {
      url,
      path: parsed.pathname,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
    };
    stub.requests.push(request);
    if (networkDown) throw new TypeError('Failed to fetch');
    // Later registrations win, so a test can override a default route.
    const route = [...routes]
      .reverse()
      .find((r) => r.method === request.method && r.path === request.path);
    if (!route)
      return answerToResponse({
        status: 404,
        body: { error: { status: 'NOT_FOUND', message: 'no route' } },
      });
    return answerToResponse(await route.handler(request));
  }) as typeof fetch;

  return stub;
}
