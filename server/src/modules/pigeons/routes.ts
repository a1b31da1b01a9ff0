import { PigeonRow, pigeonListFilters } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import type { FastifyPluginAsync } from 'fastify';
import { listPigeons } from './pigeons-service';

export const pigeonsRoutes: FastifyPluginAsync = async (app) => {
  app.pagedList({
    name: 'pigeons',
    summary: 'Katılımcılar: güvercinler seri numarası sırasıyla',
    filters: pigeonListFilters,
    pageSize: LIST_PAGE_SIZES.pigeons,
    row: PigeonRow,
    fetch: (filters, page, { db }) => listPigeons(db, filters, page),
  });
};
