// Unit tests answer the server calls themselves. Each test file that imports this must also
// declare, before its imports run:
//   jest.mock('@kanat/shared/api', () => ({
//     ...jest.requireActual('@kanat/shared/api'), callFunction: jest.fn(), apiFetch: jest.fn(),
//   }));
import { apiFetch, callFunction } from '@kanat/shared/api';
import type { FakeAuthServer } from './fake-auth-server';

/** Routes callFunction to `server`. */
export function serveFunctions(server: FakeAuthServer): void {
  jest
    .mocked(callFunction)
    .mockImplementation(
      (name: string, data: unknown) => server.call(name, data as Record<string, unknown>) as never,
    );
}

/** Answers apiFetch GETs by path. */
export function serveFetch(routes: Record<string, () => unknown>): void {
  jest.mocked(apiFetch).mockImplementation(async (path: string) => {
    const route = routes[path];
    if (!route) throw new Error(`unexpected request ${path}`);
    return route() as never;
  });
}

/**
 * The paged lists post through fetch (jsdom has none): answers each POST to `endpoint` with
 * the next of `pages`, and records the bodies sent.
 */
export function servePages(endpoint: string, pages: { r: unknown[]; p?: number | null }[]) {
  const bodies: Record<string, unknown>[] = [];
  const queue = [...pages];
  const fetchMock = jest.fn(async (url: string, init?: { body?: unknown }) => {
    if (url !== endpoint) throw new Error(`unexpected request ${url}`);
    bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    const page = queue.shift() ?? { r: [] };
    return {
      ok: true,
      status: 200,
      headers: new Headers(),
      json: async () => page,
    };
  });
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
  return { bodies, fetchMock };
}
