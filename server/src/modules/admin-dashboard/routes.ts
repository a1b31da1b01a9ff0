import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The console's summary (H1). */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
