import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminAuctionsCallables,
  adminSaleReportCallables,
  DetailParams,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { AppError } from '../../errors';
import { signedInUser } from '../../plugins/callable';
import { requireStaffSession } from '../media';
import { getGroup, listGroups } from './admin-groups-service';
import { archiveGroup, publishGroup, saveGroup } from './admin-groups-writes';
import { reorderLots } from './admin-lots-order';
import { selectAuctionablePigeons } from './admin-lots-repository';
import { addLots, saveAuction } from './admin-lots-service';
import { cancelAuction, markLot } from './admin-lots-status';
import { readAuctionSettings, saveAuctionSettings } from './auction-settings';
import { previewGroupMessage, sendGroupMessage } from './group-message';
import { getGroupResults, resultsCsv, resultsFileName } from './group-results';
import { adminGroupReport } from './sale-report';

/** Pigeons offered by the lot picker at once. */
const pickerLimit = 50;

export interface AuctionsAdminOptions {
  /** Mails link absolutely (`AppConfig.linkOrigin`): a message's preview shows its link. */
  linkOrigin: string;
}

/** Groups, lots, cancellations and results in the console (staff only). */
export const auctionsAdminRoutes: FastifyPluginAsyncTypebox<AuctionsAdminOptions> = async (
  app,
  { linkOrigin },
) => {
  const c = adminAuctionsCallables;

  app.callable({
    name: 'adminGroupsList',
    access: { area: 'auctions' },
    summary: 'Konsol: gruplar (klasör içeriği ya da ad araması)',
    ...c.adminGroupsList,
    handler: (data, { db }) => listGroups(db, data),
  });

  app.callable({
    name: 'adminGroupGet',
    access: { area: 'auctions' },
    summary: 'Konsol: bir grup, yolu ve lotları',
    ...c.adminGroupGet,
    handler: (data, { db }) => getGroup(db, Number(data.id)),
  });

  app.callable({
    name: 'adminGroupSave',
    access: { area: 'auctions' },
    summary: 'Konsol: grup oluştur ya da düzenle (fotoğraf, takvim, kademeli bitiş)',
    ...c.adminGroupSave,
    handler: (data, { user }) => saveGroup(app, signedInUser(user), data),
  });

  app.callable({
    name: 'adminAuctionablePigeons',
    access: { area: 'auctions' },
    summary: 'Konsol: açık arttırmaya çıkabilecek güvercinler',
    ...c.adminAuctionablePigeons,
    handler: async (data, { db }) => ({
      rows: await selectAuctionablePigeons(db, data.q, pickerLimit),
    }),
  });

  app.callable({
    name: 'adminLotsAdd',
    access: { area: 'auctions' },
    summary: 'Konsol: bir gruba (ya da grupsuz) bir veya birkaç lot ekle',
    ...c.adminLotsAdd,
    handler: (data, { db, user }) => addLots(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminLotsReorder',
    access: { area: 'auctions' },
    summary: 'Konsol: grubun lot sırasını değiştir (kademeli bitişler yeniden hesaplanır)',
    ...c.adminLotsReorder,
    handler: (data, { db, user }) => reorderLots(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminAuctionSave',
    access: { area: 'auctions' },
    summary: 'Konsol: lotu düzenle (ilk tekliften sonra yalnızca açıklama)',
    ...c.adminAuctionSave,
    handler: (data, { db, user }) => saveAuction(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminAuctionCancel',
    access: { area: 'auctions' },
    summary: 'Konsol: lotu nedeniyle iptal et; teklifler geçersiz, teklif verenlere SMS',
    ...c.adminAuctionCancel,
    handler: (data, { user, log }) => cancelAuction(app, log, signedInUser(user), data),
  });

  app.callable({
    name: 'adminGroupArchive',
    access: { area: 'auctions' },
    summary: 'Konsol: biten grubu elle arşive taşı',
    ...c.adminGroupArchive,
    handler: (data, { db, user }) => archiveGroup(db, signedInUser(user), Number(data.id)),
  });

  app.callable({
    name: 'adminGroupPublish',
    access: { area: 'auctions' },
    summary: 'Konsol: taslak ya da zamanlanmış grubu lotlarıyla hemen sitede yayınla',
    ...c.adminGroupPublish,
    handler: (data, { db, user }) => publishGroup(db, signedInUser(user), Number(data.id)),
  });

  app.callable({
    name: 'adminSettingsGet',
    access: { area: 'auctions', roles: ['clerk', 'administrator'] },
    summary: 'Konsol: açık arttırma ayarları (arşiv gecikmesi, son dakika uzatması)',
    ...c.adminSettingsGet,
    handler: (_data, { db }) => readAuctionSettings(db),
  });

  app.callable({
    name: 'adminSettingsSave',
    access: { area: 'siteSettings' },
    summary: 'Konsol: arşiv gecikmesini ve son dakika uzatmasını kaydet',
    ...c.adminSettingsSave,
    handler: (data, { db, user }) => saveAuctionSettings(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminGroupResults',
    access: { area: 'auctions' },
    summary: 'Konsol: grubun sonuçları (satış fiyatı, kazanan, ikinci teklif, toplamlar)',
    ...c.adminGroupResults,
    handler: (data, { db }) => getGroupResults(db, Number(data.id)),
  });

  app.callable({
    name: 'adminGroupReport',
    access: { area: 'settlement' },
    summary:
      'Konsol: biten grubun satış raporu, satıcılarla (her lot, satıcısı, alıcısı, fiyatı; satıcılara göre toplamlar)',
    ...adminSaleReportCallables.adminGroupReport,
    handler: (data, { db }) => adminGroupReport(db, data.id, app.clock.now()),
  });

  app.callable({
    name: 'adminLotMark',
    access: { area: 'auctions' },
    summary: 'Konsol: satılan lotu ödendi / teslim edildi olarak işaretle',
    ...c.adminLotMark,
    handler: (data, { db, user }) => markLot(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminGroupMessagePreview',
    access: { area: 'auctions' },
    summary:
      'Konsol: gruba teklif veren ve takip edenlere mesajın önizlemesi, kanal başına alıcı sayısı',
    ...c.adminGroupMessagePreview,
    handler: (data, { db }) => previewGroupMessage(db, linkOrigin, data),
  });

  app.callable({
    name: 'adminGroupMessageSend',
    access: { area: 'auctions' },
    summary:
      'Konsol: gruba teklif veren ve takip edenlere mesajı gönder (bildirim tercihlerine göre)',
    ...c.adminGroupMessageSend,
    handler: (data, { db, user }) => sendGroupMessage(db, signedInUser(user), data),
  });

  app.get(
    '/api/staff/groups/:id/results.csv',
    {
      onRequest: requireStaffSession({ area: 'auctions' }),
      schema: {
        tags: ['staff'],
        operationId: 'exportGroupResults',
        summary: 'Grubun sonuçları, Türkçe Excel için CSV (UTF-8 BOM, noktalı virgül)',
        params: DetailParams,
      },
    },
    async (request, reply) => {
      if (!/^[0-9]{1,9}$/.test(request.params.id)) {
        throw new AppError('not-found', messages.adminAuctions.groupNotFound);
      }
      const results = await getGroupResults(app.db, Number(request.params.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resultsFileName(results)}"`)
        .send(resultsCsv(results));
    },
  );
};
