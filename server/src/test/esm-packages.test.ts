import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';

// Guards the Jest set-up (jest.config.js): @fastify/cookie 11 loads `cookie` 2, an ES module,
// with a dynamic `import()`, and light-my-request behind `app.inject` `require`s it. Both
// must work inside Jest's module sandbox, without loading anything around it.
describe('ES module packages inside Jest', () => {
  it('registers @fastify/cookie, parses a request cookie and sets a signed one', async () => {
    const app = Fastify();
    await app.register(fastifyCookie, { secret: 'test-secret-of-enough-length' });
    app.get('/echo', async (request, reply) => {
      reply.setCookie('seen', request.cookies.visit ?? 'yok', { path: '/', signed: true });
      return { visit: request.cookies.visit ?? null };
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/echo',
        cookies: { visit: 'güvercin' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ visit: 'güvercin' });
      const [seen] = response.cookies;
      expect(seen).toMatchObject({ name: 'seen', path: '/', sameSite: 'Lax' });
      expect(app.unsignCookie(seen.value)).toEqual({
        valid: true,
        renew: false,
        value: 'güvercin',
      });
    } finally {
      await app.close();
    }
  });
});
