import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Members' sale requests and their review (H3). */
export const saleRequestsRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
