import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HallCatalogue,
  HallSaleParams,
  HallSalesListResult,
  hallSalesCallables,
} from '@kanat/shared/contracts';
import { signedInUser } from '../../plugins/callable';
import { cancelAbsentee, myAbsentees, setAbsentee } from './absentee-service';
import { getCatalogue, listPublicSales } from './sales-reads';

/** The hall mezat's public catalogue and the members' absentee maximums. */
export const hallSalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/hall-sales',
    {
      schema: {
        tags: ['site'],
        operationId: 'listHallSales',
        summary: 'Canlı mezatlar: şu an canlı olanlar ve yaklaşanlar',
        response: { 200: HallSalesListResult },
      },
    },
    async () => listPublicSales(app.db),
  );

  app.get(
    '/api/hall-sales/:id',
    {
      schema: {
        tags: ['site'],
        operationId: 'getHallSale',
        summary: 'Canlı mezat kataloğu: sıralı lotlar, güvercinler, biten lotların sonucu',
        params: HallSaleParams,
        response: { 200: HallCatalogue },
      },
    },
    async (request) => getCatalogue(app.db, request.params.id),
  );

  app.callable({
    name: 'hallAbsenteeSet',
    access: 'member',
    summary: 'Gıyabi azami teklif ver: ikinci faktör, cihaz imzası, harcama sınırı',
    ...hallSalesCallables.hallAbsenteeSet,
    handler: (data, { db, user }) => setAbsentee(db, signedInUser(user), data),
  });

  app.callable({
    name: 'hallAbsenteeCancel',
    access: 'member',
    summary: 'Gıyabi azami teklifimi geri al (lot açılmadan)',
    ...hallSalesCallables.hallAbsenteeCancel,
    handler: (data, { db, user }) => cancelAbsentee(db, signedInUser(user), Number(data.lotId)),
  });

  app.callable({
    name: 'hallAbsenteeMine',
    access: 'member',
    summary: 'Bu canlı mezattaki kendi gıyabi azami tekliflerim (yalnızca sahibine)',
    ...hallSalesCallables.hallAbsenteeMine,
    handler: (data, { db, user }) => myAbsentees(db, signedInUser(user), Number(data.saleId)),
  });
};
