import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContainerDetail,
  ContainerRow,
  containerListFilters,
  DetailParams,
} from '@kanat/shared/contracts';
import { getContainerDetail, listContainers } from './containers-service';

/** SPEC §9: lists of 20 (the home page asks for 2). */
const pageSize = 20;

export const containersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.pagedList({
    name: 'containers',
    summary: 'Grup ihaleler ve arşiv (auctionContainerQuery.php)',
    filters: containerListFilters,
    defaultCount: pageSize,
    maxCount: pageSize,
    row: ContainerRow,
    fetch: (filters, page, { db }) => listContainers(db, filters, page),
  });

  app.get(
    '/api/containers/:id',
    {
      schema: {
        tags: ['site'],
        summary: 'Bir grup ihale ya da arşiv klasörü',
        params: DetailParams,
        response: { 200: ContainerDetail },
      },
    },
    async (request) => getContainerDetail(app.db, request.params.id),
  );
};
