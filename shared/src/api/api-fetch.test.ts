import {
  ApiError,
  apiFetch,
  apiFetchText,
  clockOffset,
  isApiError,
  isClockSynced,
  resetClock,
  serverNow,
} from '@kanat/shared/api';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  resetClock();
});
afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

describe('apiFetch', () => {
  it('sends same-origin requests with cookies and reads JSON', async () => {
    server.on('GET', '/api/banner', { body: { message: 'Merhaba', color: 'red' } });
    await expect(apiFetch('/api/banner')).resolves.toEqual({ message: 'Merhaba', color: 'red' });
    const [request] = server.requests;
    expect(request!.url).toBe('/api/banner');
    expect(request!.method).toBe('GET');
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('accept')).toBe('application/json');
  });

  it('sends a body as JSON with POST', async () => {
    server.on('POST', '/api/list/auctions', (req) => ({ body: { echo: req.body } }));
    const answer = await apiFetch('/api/list/auctions', { body: { p: 0, c: 20 } });
    expect(answer).toEqual({ echo: { p: 0, c: 20 } });
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('adds query parameters, skipping undefined ones', async () => {
    server.on('GET', '/api/news', { body: [] });
    await apiFetch('/api/news', { query: { q: 'güvercin yarışı', page: 2, skip: undefined } });
    expect(server.requests[0]!.url).toBe('/api/news?q=g%C3%BCvercin+yar%C4%B1%C5%9F%C4%B1&page=2');
  });

  it('turns a callable-protocol error body into a typed ApiError', async () => {
    server.on('POST', '/api/contact', {
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: 'Mail adresi geçersiz.' } },
    });
    const error = await apiFetch('/api/contact', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'Mail adresi geçersiz.',
    });
    expect(isApiError(error, 'invalid-argument')).toBe(true);
    expect(isApiError(error, 'not-found')).toBe(false);
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [502, 'internal'],
    [418, 'unknown'],
  ])('maps a bare HTTP %d to %s', async (status, code) => {
    server.on('GET', '/api/x', { status, body: 'not json' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status, code });
  });

  it('prefers the error code the server names over the status mapping', async () => {
    server.on('POST', '/api/x', {
      status: 409,
      body: { error: { status: 'ALREADY_EXISTS', message: 'var' } },
    });
    await expect(apiFetch('/api/x', { body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'already-exists',
    });
  });

  it('reports a network failure as code network, status 0', async () => {
    server.failNetwork();
    await expect(apiFetch('/api/infos')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('reports a 200 answer that is not JSON as bad-response', async () => {
    server.on('GET', '/api/infos', { body: '<html>' });
    await expect(apiFetch('/api/infos')).rejects.toMatchObject({
      status: 200,
      code: 'bad-response',
    });
  });

  it('apiFetchText returns the body as text', async () => {
    server.on('GET', '/static/kurumsal/hakkimizda.html', { body: '<h1>Hakkımızda</h1>' });
    await expect(apiFetchText('/static/kurumsal/hakkimizda.html')).resolves.toBe(
      '<h1>Hakkımızda</h1>',
    );
  });
});

describe('server clock', () => {
  it('is the local clock until the server has answered', () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    expect(isClockSynced()).toBe(false);
    expect(serverNow()).toBe(1_700_000_000_000);
  });

  it('follows x-server-time from any API answer', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    server.on('GET', '/api/session', {
      body: { user: null },
      headers: { 'x-server-time': String(1_700_000_000_000 + 90_000) },
    });
    await apiFetch('/api/session');
    expect(isClockSynced()).toBe(true);
    expect(clockOffset()).toBe(90_000);
    jest.advanceTimersByTime(1000);
    expect(serverNow()).toBe(1_700_000_000_000 + 91_000);
  });

  it('also learns from error answers and ignores a broken header', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    server.on('GET', '/api/a', {
      status: 500,
      headers: { 'x-server-time': String(1_700_000_000_000 - 2000) },
    });
    await apiFetch('/api/a').catch(() => undefined);
    expect(clockOffset()).toBe(-2000);
    server.on('GET', '/api/b', { body: {}, headers: { 'x-server-time': 'dün' } });
    await apiFetch('/api/b');
    expect(clockOffset()).toBe(-2000);
  });
});
