import fp from 'fastify-plugin';
import { requestedPath } from './error-handler';

/**
 * Every /api response carries the server clock (`x-server-time`, ms epoch; the database's
 * clock, which judges auction ends on every instance) so clients can correct their offset
 * (ARCHITECTURE §4), and is not cached unless a route says otherwise.
 * The hardening headers of every response come from the security-headers plugin.
 */
export const apiHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (requestedPath(request).startsWith('/api/')) {
        reply.header('x-server-time', String(request.server.clock.now()));
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-headers' },
);
