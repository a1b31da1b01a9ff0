import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionResponse } from '@kanat/shared/contracts';

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        operationId: 'getSession',
        summary: 'Oturumdaki kullanıcı',
        response: { 200: SessionResponse },
      },
    },
    async (request) => ({
      user: request.sessionUser,
      pendingMfa: request.authSession?.state === 'pending-mfa',
    }),
  );
};
