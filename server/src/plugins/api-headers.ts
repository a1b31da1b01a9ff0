import fp from 'fastify-plugin';

/**
 * Every /api response carries the server clock (`x-server-time`, ms epoch) so clients can
 * correct their offset (ARCHITECTURE §4), and is not cached unless a route says otherwise.
 * Every response gets the basic hardening headers.
 */
export const apiHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.url.startsWith('/api/') || request.url === '/api') {
        reply.header('x-server-time', String(Date.now()));
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-headers' },
);
