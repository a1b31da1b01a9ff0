import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClockResponse } from '@kanat/shared/contracts';

export const clockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/time',
    {
      schema: {
        tags: ['site'],
        operationId: 'getServerTime',
        summary: 'Sunucu saati (ms): veritabanının saati, açık arttırmaların bitişini belirleyen',
        response: { 200: ClockResponse },
      },
    },
    async () => ({ now: app.clock.now() }),
  );
};
