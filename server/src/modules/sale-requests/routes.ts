import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { signedInUser } from '../../plugins/callable';
import { acceptSaleRequest, rejectSaleRequest } from './sale-request-decisions';
import {
  createSaleRequest,
  listAdminSaleRequests,
  listMySaleRequests,
  type SaleRequestDeps,
} from './sale-requests-service';

/** Members' sale requests (from /hesabim) and their review in the console. */
export const saleRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (log: FastifyBaseLogger): SaleRequestDeps => ({
    db: app.db,
    media: app.media,
    sms: app.sms,
    log,
  });

  app.callable({
    name: 'saleRequestCreate',
    access: 'member',
    summary: 'Satış talebi gönder (bilezik, durum, açıklama, istenen fiyat, 1-8 fotoğraf)',
    ...callables.saleRequestCreate,
    handler: async (data, { user, log }) => ({
      request: await createSaleRequest(deps(log), signedInUser(user), data),
    }),
  });

  app.callable({
    name: 'saleRequestsMine',
    access: 'member',
    summary: 'Üyenin satış talepleri ve durumları',
    ...callables.saleRequestsMine,
    handler: async (_data, { db, user }) => ({
      requests: await listMySaleRequests(db, app.media, signedInUser(user)),
    }),
  });

  app.callable({
    name: 'adminSaleRequestsList',
    access: { area: 'saleRequests' },
    summary: 'Satış talepleri (yeniden eskiye), duruma göre',
    ...callables.adminSaleRequestsList,
    handler: (data, { db }) => listAdminSaleRequests(db, app.media, data),
  });

  app.callable({
    name: 'adminSaleRequestAccept',
    access: { area: 'saleRequests' },
    summary: 'Satış talebini kabul et: üyenin güvercini talebin fotoğraflarıyla oluşturulur',
    ...callables.adminSaleRequestAccept,
    handler: (data, { user, log }) => acceptSaleRequest(deps(log), signedInUser(user), data),
  });

  app.callable({
    name: 'adminSaleRequestReject',
    access: { area: 'saleRequests' },
    summary: 'Satış talebini nedeniyle reddet (üyeye SMS gider)',
    ...callables.adminSaleRequestReject,
    handler: async (data, { user, log }) => ({
      request: await rejectSaleRequest(deps(log), signedInUser(user), data),
    }),
  });
};
