import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Groups, lots, cancellations and results in the console (H4). */
export const auctionsAdminRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
