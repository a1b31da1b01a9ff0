import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContainerDetail,
  ContainerRow,
  containerListFilters,
  DetailParams,
} from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { getContainerDetail, listContainers } from './containers-service';

/** SPEC §9: lists of 20 (the home page asks for 2). */

export const containersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.pagedList({
    name: 'containers',
    summary: 'Grup ihaleler ve arşiv (auctionContainerQuery.php)',
    filters: containerListFilters,
    defaultCount: LIST_PAGE_SIZES.containers.size,
    maxCount: LIST_PAGE_SIZES.containers.max,
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
