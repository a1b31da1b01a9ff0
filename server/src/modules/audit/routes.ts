import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { listAudit } from './audit-service';

/**
 * The console's audit log: a read-only listing. Entries are written by each area's services
 * (recordAudit) and never changed or deleted; the table refuses both.
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.callable({
    name: 'adminAuditList',
    access: { area: 'audit' },
    summary: 'İşlem kaydı: süzgeçli, en yeniden eskiye, sayfalı',
    ...callables.adminAuditList,
    handler: async (data, { db }) => listAudit(db, data),
  });
};
