import type { SessionUser } from '@kanat/shared/events';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Issue 3's auth module resolves it from the session cookie. */
    sessionUser: SessionUser | null;
  }
}

export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('sessionUser', null);
  },
  { name: 'session' },
);
