import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { readDashboard } from './admin-dashboard-repository';

/** The console's summary: counts of what waits for staff and the last audit entries. */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.callable({
    name: 'adminDashboard',
    access: { area: 'dashboard' },
    summary: 'Yönetim paneli özeti: rollerin açtığı bekleyen işler ve son işlemler',
    ...callables.adminDashboard,
    handler: async (_data, { db, user }) => readDashboard(db, user?.roles ?? []),
  });
};
