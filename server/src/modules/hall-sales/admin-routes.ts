import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminHallSalesCallables, adminSaleReportCallables } from '@kanat/shared/contracts';
import { signedInUser } from '../../plugins/callable';
import { addLots, saveLot, withdrawLot } from './lots-writes';
import { adminHallReport } from './sale-report';
import { getSale, listSales, saleResults } from './sales-reads';
import { publishSale, saveSale } from './sales-writes';

/** The hall mezat's sales and lots in the console (clerks: the hallSales area). */
export const hallSalesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const c = adminHallSalesCallables;
  const access = { area: 'hallSales' } as const;

  app.callable({
    name: 'adminHallReport',
    access: { area: 'settlement' },
    summary:
      'Konsol: biten canlı mezatın satış raporu, satıcılarla (her lot, satıcısı, alıcısı ya da kürek numarası, fiyatı; satıcılara göre toplamlar)',
    ...adminSaleReportCallables.adminHallReport,
    handler: (data, { db }) => adminHallReport(db, data.id),
  });

  app.callable({
    name: 'adminHallSalesList',
    access,
    summary: 'Konsol: canlı mezatlar, en yenisi önce, lot sayılarıyla',
    ...c.adminHallSalesList,
    handler: (_data, { db }) => listSales(db),
  });

  app.callable({
    name: 'adminHallSaleGet',
    access,
    summary: 'Konsol: bir canlı mezat ve sıralı lotları',
    ...c.adminHallSaleGet,
    handler: (data, { db }) => getSale(db, Number(data.saleId)),
  });

  app.callable({
    name: 'adminHallSaleSave',
    access,
    summary: 'Konsol: canlı mezat oluştur ya da başlamadan düzenle',
    ...c.adminHallSaleSave,
    handler: (data, { db, user }) => saveSale(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminHallSalePublish',
    access,
    summary: 'Konsol: taslak canlı mezatı yayımla (kataloğu herkese açılır)',
    ...c.adminHallSalePublish,
    handler: (data, { db, user }) => publishSale(db, signedInUser(user), Number(data.saleId)),
  });

  app.callable({
    name: 'adminHallLotsAdd',
    access,
    summary: 'Konsol: canlı mezata sırayla lot ekle (güvercin ve açılış fiyatı)',
    ...c.adminHallLotsAdd,
    handler: (data, { db, user }) => addLots(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminHallLotSave',
    access,
    summary: 'Konsol: bekleyen lotun açılış fiyatı ya da sırası',
    ...c.adminHallLotSave,
    handler: (data, { db, user }) => saveLot(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminHallLotWithdraw',
    access,
    summary: 'Konsol: sırasını bekleyen lotu mezattan geri çek',
    ...c.adminHallLotWithdraw,
    handler: (data, { db, user }) => withdrawLot(db, signedInUser(user), Number(data.lotId)),
  });

  app.callable({
    name: 'adminHallSaleResults',
    access,
    summary: 'Konsol: canlı mezatın sonuçları (alıcı üye ya da salon kart numarası)',
    ...c.adminHallSaleResults,
    handler: (data, { db }) => saleResults(db, Number(data.saleId)),
  });
};
