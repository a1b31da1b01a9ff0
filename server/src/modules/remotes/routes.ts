import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { remoteApps } from '../../config';

const RemotesResponse = Type.Object(
  Object.fromEntries(Object.keys(remoteApps).map((name) => [name, Type.String()])),
  { description: 'Container name -> mf-manifest.json URL' },
);

/**
 * The shell registers its remotes from this at run time, so moving or re-versioning a remote
 * is a config change (REMOTE_<NAME>_URL) and never a shell rebuild.
 */
export const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['site'],
        operationId: 'getRemotes',
        summary: 'Uzak uygulamaların mf-manifest.json adresleri',
        response: { 200: RemotesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      // The page carries the same list inline; this answers a shell that could not read it.
      return app.siteRemotes();
    },
  );
};
