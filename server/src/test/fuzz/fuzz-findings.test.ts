import http from 'node:http';
import { messages } from '@kanat/shared/i18n';
import { createSignedInMember, type SignedInMember } from '../auth-fixtures';
import { listen } from '../live-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../test-app';

/** What the fuzz test (fuzz.test.ts) found, one test each, so that none comes back. */
describe('defects found by the fuzz test', () => {
  let t: TestApp;
  let member: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createSignedInMember(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: JSON.stringify(body),
    });

  const bidWithDevice = (device: string) =>
    post('/api/fn/bid', {
      data: {
        BidRequest: {
          nonce: 'bm9uY2U=',
          amount: 100,
          createdOn: Date.now(),
          device,
          for: '1',
          user: member.user.uid,
        },
        signature: 'c2ln',
        mfaToken: 'token',
      },
    });

  test('a NUL character in the bid device id is refused in Turkish, not a 500', async () => {
    const response = await bidWithDevice('cihaz\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: messages.request.invalidCharacters },
    });
  });

  test('a lone surrogate in the bid device id is refused in Turkish, not a 500', async () => {
    const response = await bidWithDevice('\udb15𝖀Ş\udefa🌜');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.request.invalidCharacters);
  });

  test('a lone surrogate in the search query is refused in Turkish, not passed to the database', async () => {
    const response = await post('/api/list/news-search', { q: 'g\ud800üvercin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: messages.request.invalidCharacters },
    });
  });

  test('a paired surrogate (an emoji) is still accepted', async () => {
    const response = await post('/api/list/news-search', { q: 'güvercin 🐦' });
    expect(response.statusCode).toBe(200);
  });

  test('a starting-bid bound beyond 32 bits in the auction list is refused in Turkish, not a 500', async () => {
    const response = await post('/api/list/auctions', { startingBidFrom: 99_494_694_762_426 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-argument');
    expect(response.json().error.message).toContain('startingBidFrom');
  });

  test('a path with a malformed percent escape is refused in Turkish in the API shape, not with FST_ERR_BAD_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auctions/%C0%AF' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: messages.request.notFound },
    });
  });

  test("a request line over 16 KiB is answered in Turkish in the API shape, not with Fastify's English 431", async () => {
    const baseUrl = await listen(t.app);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/banner?q=${'%C4%B1'.repeat(4000)}`, (response) => {
          let body = '';
          response.on('data', (part: Buffer) => {
            body += part.toString('utf8');
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'invalid-argument',
        status: 'INVALID_ARGUMENT',
        message: messages.request.tooLarge,
      },
    });
  });
});
