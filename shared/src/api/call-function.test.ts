import { ApiError, callFunction, FUNCTION_TIMEOUT_MS } from '@kanat/shared/api';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('callFunction', () => {
  it('posts {data} to /api/fn/<name> on this origin and resolves with the result', async () => {
    server.on('POST', '/api/fn/requestKeyedMFA', {
      body: { result: { code: 200, challenge: 'abc' } },
    });
    const result = await callFunction<{ deviceId: string }, { code: number; challenge: string }>(
      'requestKeyedMFA',
      { deviceId: 'cihaz-1' },
    );
    expect(result).toEqual({ code: 200, challenge: 'abc' });
    expect(server.requests[0]!.url).toBe(`${location.origin}/api/fn/requestKeyedMFA`);
    expect(server.requests[0]!.body).toEqual({ data: { deviceId: 'cihaz-1' } });
  });

  it('leaves undefined fields out, at any depth, and keeps null as null', async () => {
    server.on('POST', '/api/fn/adminGroupsList', { body: { result: { code: 200 } } });
    await callFunction<unknown>('adminGroupsList', {
      parentId: undefined,
      q: 'ege',
      photoId: null,
      lots: [{ pigeonId: 3, name: undefined }],
    });
    expect(server.requests[0]!.body).toEqual({
      data: { q: 'ege', photoId: null, lots: [{ pigeonId: 3 }] },
    });
  });

  it('throws when the result code is not 200, with the result message', async () => {
    server.on('POST', '/api/fn/register', {
      body: {
        result: {
          code: 409,
          message: 'Bu kullanıcı adı başka bir kullanıcı tarafından kullanılıyor',
        },
      },
    });
    const error = await callFunction('register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'aborted',
      message: 'Bu kullanıcı adı başka bir kullanıcı tarafından kullanılıyor',
    });
  });

  it.each([
    [400, 'INVALID_ARGUMENT', 'invalid-argument'],
    [401, 'UNAUTHENTICATED', 'unauthenticated'],
    [403, 'PERMISSION_DENIED', 'permission-denied'],
    [404, 'NOT_FOUND', 'not-found'],
    [409, 'ABORTED', 'aborted'],
    [429, 'RESOURCE_EXHAUSTED', 'resource-exhausted'],
    [500, 'INTERNAL', 'internal'],
    [501, 'UNIMPLEMENTED', 'unimplemented'],
    [503, 'UNAVAILABLE', 'unavailable'],
  ])('maps HTTP %d %s to a typed %s error', async (status, wire, code) => {
    server.on('POST', '/api/fn/resolveChanneledMFA', {
      status,
      body: { error: { status: wire, message: 'Sunucu mesajı' } },
    });
    await expect(callFunction('resolveChanneledMFA', {})).rejects.toMatchObject({
      status,
      code,
      message: 'Sunucu mesajı',
    });
  });

  it('falls back to the HTTP status when the error body names no code', async () => {
    server.on('POST', '/api/fn/bid', { status: 429, body: {} });
    await expect(callFunction('bid', {})).rejects.toMatchObject({
      status: 429,
      code: 'resource-exhausted',
    });
  });

  it('reports a result without a code as a bad response', async () => {
    server.on('POST', '/api/fn/odd', { body: { result: { ok: true } } });
    await expect(callFunction('odd', {})).rejects.toMatchObject({ code: 'bad-response' });
  });

  it('reports a network failure as a typed error', async () => {
    server.failNetwork();
    const error = await callFunction('likeNew', { id: 'n1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('internal');
  });

  it('uses the SPEC time-out of 70000 ms', () => {
    expect(FUNCTION_TIMEOUT_MS).toBe(70000);
  });
});
