import { PigeonRow, pigeonListFilters } from '@kanat/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { listPigeons } from './pigeons-service';

/** SPEC §9: participants 20 per page. */
const pageSize = 20;

export const pigeonsRoutes: FastifyPluginAsync = async (app) => {
  app.pagedList({
    name: 'pigeons',
    summary: 'Katılımcılar: güvercinler seri numarası sırasıyla (pigeonListQuery.php)',
    filters: pigeonListFilters,
    defaultCount: pageSize,
    maxCount: pageSize,
    row: PigeonRow,
    fetch: (filters, page, { db }) => listPigeons(db, filters, page),
  });
};
