import { NoData } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type FunctionsError, getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { AppError } from '../errors';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';

const member: SessionUser = {
  uid: 'a'.repeat(28),
  displayName: 'Ayşe Yılmaz',
  username: 'ayseyil',
  phoneNumber: '+905321234567',
  phoneVerified: true,
  accountEnabled: true,
  accountDisableReason: null,
  staff: false,
  roles: [],
};

/** Functions that exist only in this test, to drive every branch of the protocol. */
async function registerTestFunctions(app: FastifyInstance) {
  // Stands in for the session resolution.
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-user'];
    if (typeof header === 'string') request.sessionUser = JSON.parse(header) as SessionUser;
  });
  await app.register(async (scope) => {
    scope.callable({
      name: 'echo',
      access: 'public',
      data: Type.Object({
        text: Type.String({ minLength: 1 }),
        count: Type.Optional(Type.Integer({ minimum: 0 })),
        deviceId: Type.Optional(Type.String()),
      }),
      handler: async (data, { deviceId, user }) => ({
        text: data.text,
        count: data.count ?? 0,
        deviceId,
        uid: user?.uid ?? null,
      }),
    });
    scope.callable({
      name: 'profile',
      access: 'public',
      data: NoData,
      result: Type.Object({ fullname: Type.String() }),
      handler: () => ({ fullname: 'Ayşe Yılmaz', passwordHash: '$argon2id$v=19$...' }),
    });
    scope.callable({
      name: 'noArgs',
      access: 'public',
      data: NoData,
      handler: () => ({ pong: true }),
    });
    scope.callable({
      name: 'fail',
      access: 'public',
      data: Type.Object({ kind: Type.String() }),
      handler: async ({ kind }) => {
        if (kind === 'permission') throw new AppError('permission-denied', 'Cevap kabul edilmedi.');
        if (kind === 'quota') throw new AppError('resource-exhausted');
        if (kind === 'aborted')
          throw new AppError('aborted', 'Teklif reddedildi', { minimum: 1100 });
        if (kind === 'internal') throw new AppError('internal', 'pg: relation "users" is locked');
        if (kind === 'unavailable') throw new AppError('unavailable', 'SMS servisine ulaşılamadı.');
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
      },
    });
    scope.callable({
      name: 'membersOnly',
      access: 'member',
      data: NoData,
      handler: (_data, { user }) => ({ uid: user?.uid }),
    });
    scope.callable({
      name: 'staffOnly',
      access: { area: 'news' },
      data: NoData,
      handler: () => ({}),
    });
  });
}

describe('callable functions (POST /api/fn/:name)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ configure: registerTestFunctions });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const call = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers { result: { code: 200, ... } } and passes deviceId to the handler', async () => {
    const response = await call('echo', {
      data: { text: 'merhaba', count: 3, deviceId: 'cihaz-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      result: { code: 200, text: 'merhaba', count: 3, deviceId: 'cihaz-1', uid: null },
    });
  });

  it('accepts data: null for functions without arguments', async () => {
    expect((await call('noArgs', { data: null })).json()).toEqual({
      result: { code: 200, pong: true },
    });
  });

  it('serialises through the result schema, so undeclared fields never leave', async () => {
    const response = await call('profile', { data: null });
    expect(response.json()).toEqual({ result: { code: 200, fullname: 'Ayşe Yılmaz' } });
  });

  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const response = await call('yokBoyle', { data: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { status: 'NOT_FOUND', message: 'Fonksiyon bulunamadı.' },
    });
  });

  it.each([
    ['a field of the wrong type', { data: { text: 'x', count: 'çok' } }, 'data.count'],
    ['a missing field', { data: { count: 1 } }, 'data.text'],
    ['no data at all', {}, 'data'],
  ])('answers %s with 400 INVALID_ARGUMENT naming the field', async (_case, body, field) => {
    const response = await call('echo', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: `Geçersiz istek verisi: ${field}.` },
    });
  });

  it.each([
    ['permission', 403, 'PERMISSION_DENIED', 'Cevap kabul edilmedi.'],
    ['quota', 429, 'RESOURCE_EXHAUSTED', 'Kota aşıldı, daha sonra tekrar deneyin.'],
    ['unavailable', 503, 'UNAVAILABLE', 'SMS servisine ulaşılamadı.'],
  ])('maps the domain error %s to HTTP %i %s', async (kind, status, name, message) => {
    const response = await call('fail', { data: { kind } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { status: name, message } });
  });

  it('passes error details through', async () => {
    const response = await call('fail', { data: { kind: 'aborted' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { status: 'ABORTED', message: 'Teklif reddedildi', details: { minimum: 1100 } },
    });
  });

  it.each(['internal', 'crash'])('never leaks internals of a 5xx (%s)', async (kind) => {
    const response = await call('fail', { data: { kind } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { status: 'INTERNAL', message: 'Bir hata oluştu.' } });
    expect(response.body).not.toMatch(/pg:|ECONNREFUSED|hunter2|stack/);
  });

  it('refuses bodies that are not JSON (no cross-site form posts)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fn/echo',
        payload: 'data={"text":"x"}',
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { status: string } }>().error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('answers malformed JSON with 400 INVALID_ARGUMENT', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fn/echo',
      payload: '{"data": {"text": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'İstek gövdesi geçerli bir JSON değil.' },
    });
  });

  it('limits the body size', async () => {
    const response = await call('echo', { data: { text: 'x'.repeat(100 * 1024) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'İstek çok büyük.' },
    });
  });

  it('checks who may call: guests, incomplete, disabled, members and staff', async () => {
    const as = (user: SessionUser) => ({ 'x-test-user': JSON.stringify(user) });
    let response = await call('membersOnly', { data: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { status: 'UNAUTHENTICATED', message: 'Bu işlem için giriş yapmalısınız.' },
    });

    response = await call('membersOnly', { data: null }, as({ ...member, phoneVerified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'Kayıt tamamlanmamış.' },
    });

    response = await call(
      'membersOnly',
      { data: null },
      as({ ...member, accountEnabled: false, accountDisableReason: 'Profil onay bekliyor.' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'Profil onay bekliyor.' },
    });

    response = await call('membersOnly', { data: null }, as(member));
    expect(response.json()).toEqual({ result: { code: 200, uid: member.uid } });

    expect((await call('staffOnly', { data: null }, as(member))).statusCode).toBe(403);
    // A staff call of the news area: editors in, a clerk out with the Turkish refusal.
    const clerk = await call(
      'staffOnly',
      { data: null },
      as({ ...member, staff: true, roles: ['clerk'] }),
    );
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' },
    });
    expect(
      (await call('staffOnly', { data: null }, as({ ...member, staff: true, roles: ['editor'] })))
        .statusCode,
    ).toBe(200);
  });

  it('documents every function in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const name of t.app.callableNames()) expect(paths).toContain(`/api/fn/${name}`);
  });

  it("documents a staff call's roles and area (x-roles, x-area) and its staff session", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json<{
      paths: Record<string, { post: Record<string, unknown> }>;
    }>().paths['/api/fn/staffOnly']?.post;
    expect(operation).toMatchObject({
      'x-area': 'news',
      'x-roles': ['editor'],
      security: [{ staffSession: [] }],
    });
  });

  it('lists the registered functions, sorted, the test ones among the product ones', () => {
    const names = t.app.callableNames();
    expect(names).toEqual([...names].sort());
    for (const name of ['echo', 'fail', 'membersOnly', 'noArgs', 'profile', 'staffOnly']) {
      expect(names).toContain(name);
    }
    // SPEC §7 functions are registered under their seed names.
    for (const name of ['bid', 'login', 'register', 'likeNew', 'sendContactMail']) {
      expect(names).toContain(name);
    }
  });

  describe('with the firebase httpsCallableFromURL client', () => {
    let base: string;
    let firebase: FirebaseApp;

    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      firebase = initializeApp({ projectId: 'kanat-mezat-test', apiKey: 'test' }, 'callable-test');
    });

    afterAll(async () => {
      await deleteApp(firebase);
    });

    const callable = (name: string) =>
      httpsCallableFromURL(getFunctions(firebase, 'europe-west1'), `${base}/api/fn/${name}`, {
        timeout: 70_000,
      });

    it('gets the result as data', async () => {
      const result = await callable('echo')({ text: 'selam', deviceId: 'cihaz-9' });
      expect(result.data).toEqual({
        code: 200,
        text: 'selam',
        count: 0,
        deviceId: 'cihaz-9',
        uid: null,
      });
    });

    // The client appends the HTTP status to the server's message: "<message> [<status>]".
    it.each([
      ['yokBoyle', null, 'functions/not-found', 'Fonksiyon bulunamadı. [404]'],
      [
        'echo',
        { text: '' },
        'functions/invalid-argument',
        'Geçersiz istek verisi: data.text. [400]',
      ],
      [
        'fail',
        { kind: 'permission' },
        'functions/permission-denied',
        'Cevap kabul edilmedi. [403]',
      ],
      [
        'fail',
        { kind: 'quota' },
        'functions/resource-exhausted',
        'Kota aşıldı, daha sonra tekrar deneyin. [429]',
      ],
      ['fail', { kind: 'crash' }, 'functions/internal', 'Bir hata oluştu. [500]'],
      ['membersOnly', null, 'functions/unauthenticated', 'Bu işlem için giriş yapmalısınız. [401]'],
    ])('%s(%j) fails with %s', async (name, data, code, message) => {
      let error: FunctionsError | undefined;
      try {
        await callable(name)(data);
      } catch (e) {
        error = e as FunctionsError;
      }
      expect(error?.code).toBe(code);
      expect(error?.message).toBe(message);
    });

    it('carries error details', async () => {
      let error: FunctionsError | undefined;
      try {
        await callable('fail')({ kind: 'aborted' });
      } catch (e) {
        error = e as FunctionsError;
      }
      expect(error?.code).toBe('functions/aborted');
      expect(error?.details).toEqual({ minimum: 1100 });
    });
  });
});
