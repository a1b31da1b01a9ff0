import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Pigeons and owners in the console (H3). */
export const pigeonsAdminRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
