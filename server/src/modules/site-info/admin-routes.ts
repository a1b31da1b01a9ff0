import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Site information, slider, sponsors, corporate pages and banner in the console (H5). */
export const siteAdminRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
