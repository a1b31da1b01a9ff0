import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HallCatalogue,
  HallSaleParams,
  HallSalesListResult,
  hallSalesCallables,
  SaleReport,
} from '@kanat/shared/contracts';
import { signedInUser } from '../../plugins/callable';
import { cancelAbsentee, myAbsentees, setAbsentee } from './absentee-service';
import { hallSaleReport } from './sale-report';
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

  app.get(
    '/api/hall-sales/:id/report',
    {
      schema: {
        tags: ['site'],
        operationId: 'getHallSaleReport',
        summary:
          'Biten bir canlı mezatın satış raporu: satılan ve satılmayan, toplam, ortalama, ortanca, en yüksek on fiyat, alıcıların illeri',
        params: HallSaleParams,
        response: { 200: SaleReport },
      },
    },
    async (request, reply) => {
      const report = await hallSaleReport(app.db, request.params.id);
      return reply.header('cache-control', 'public, max-age=300').send(report);
    },
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
