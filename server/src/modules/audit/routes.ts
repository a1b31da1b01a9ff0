import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Audit log listing for the console (H2). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
