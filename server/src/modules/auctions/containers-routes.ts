import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContainerDetail,
  ContainerRow,
  containerListFilters,
  DetailParams,
  SaleReport,
} from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { getContainerDetail, listContainers } from './containers-service';
import { groupSaleReport } from './sale-report';
import { previewsGroups } from './visibility';

export const containersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.pagedList({
    name: 'containers',
    summary: 'Grup ihaleler ve arşiv',
    filters: containerListFilters,
    pageSize: LIST_PAGE_SIZES.containers,
    row: ContainerRow,
    fetch: (filters, page, { db }) => listContainers(db, filters, page),
  });

  app.get(
    '/api/containers/:id',
    {
      schema: {
        tags: ['site'],
        operationId: 'getContainer',
        summary: 'Bir grup ihale ya da arşiv klasörü',
        params: DetailParams,
        response: { 200: ContainerDetail },
      },
    },
    async (request) =>
      getContainerDetail(app.db, request.params.id, {
        preview: previewsGroups(request.sessionUser),
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/containers/:id/report',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSaleReport',
        summary: 'Sona eren bir grubun satış raporu',
        params: DetailParams,
        response: { 200: SaleReport },
      },
    },
    async (request, reply) => {
      // A finished group's figures change only when staff correct a lot.
      reply.header('cache-control', 'public, max-age=300');
      return groupSaleReport(app.db, request.params.id, app.clock.now());
    },
  );
};
