import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

export const clockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/time',
    {
      schema: {
        tags: ['site'],
        summary: 'Sunucu saati (ms)',
        response: { 200: Type.Object({ now: Type.Integer() }) },
      },
    },
    async () => ({ now: Date.now() }),
  );
};
