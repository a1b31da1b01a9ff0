import {
  callables,
  MeResponse,
  MyBidRow,
  MyBidsFilters,
  MyPigeonRow,
} from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { openapiSecurity } from '../../plugins/callable';
import { registeredUser } from '../auth';
import { listMyBids, listMyPigeons, selectUnpaidWon } from './users-repository';
import {
  me,
  notificationPrefsOf,
  setBidNoticeOptOut,
  setNotificationPrefs,
  updatePersonalData,
} from './users-service';

export async function usersRoutes(app: FastifyInstance) {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        operationId: 'getMyAccount',
        summary: 'Oturumdaki kullanıcının bilgileri, hesap durumu ve ayarları',
        // A registered user's session, also while the account is disabled (registeredUser).
        security: openapiSecurity('signed-in'),
        response: { 200: MeResponse },
      },
    },
    async (request) => me(registeredUser(request)),
  );

  app.callable({
    name: 'setBidNoticeOptOut',
    access: 'signed-in',
    summary: 'Teklifim geçildiğinde bildirim gönderilmesin (settings.dontSendBidSuperseeded)',
    ...callables.setBidNoticeOptOut,
    handler: async ({ dontSendBidSuperseeded }, { request, db }) => {
      await setBidNoticeOptOut(db, registeredUser(request), dontSendBidSuperseeded);
      return {};
    },
  });

  app.callable({
    name: 'myNotificationPrefs',
    access: 'signed-in',
    summary: 'Açık arttırma bildirim tercihlerim (olay × kanal)',
    ...callables.myNotificationPrefs,
    handler: async (_data, { request }) => notificationPrefsOf(registeredUser(request)),
  });

  app.callable({
    name: 'setNotificationPrefs',
    access: 'signed-in',
    summary: 'Açık arttırma bildirim tercihlerini kaydet (olay × kanal)',
    ...callables.setNotificationPrefs,
    handler: async ({ prefs }, { request, db }) => {
      await setNotificationPrefs(db, registeredUser(request), prefs);
      return {};
    },
  });

  app.callable({
    name: 'updatePersonalData',
    access: 'member',
    summary: 'Profil değişikliği; hesap yönetici onayına kadar devre dışı kalır',
    ...callables.updatePersonalData,
    handler: async (data, { request, db }) => {
      await updatePersonalData(db, registeredUser(request), data);
      return {};
    },
  });

  app.pagedList({
    name: 'my-bids',
    access: 'signed-in',
    filters: MyBidsFilters,
    pageSize: LIST_PAGE_SIZES.myBids,
    row: MyBidRow,
    summary: 'Teklif verdiğim açık arttırmalar (all, ongoing, won, lost)',
    fetch: async (filters, page, { request, db }) => {
      const user = registeredUser(request);
      const beforeBidId = page.cursor === null ? null : Number(decodeCursor(page.cursor, 1)[0]);
      const rows = await listMyBids(db, user.id, filters.filter ?? 'all', {
        beforeBidId,
        count: page.count,
      });
      const last = rows.at(-1);
      return {
        rows: rows.map(({ lastBidId: _position, ...row }) => row),
        next: rows.length === page.count && last ? encodeCursor([last.lastBidId]) : null,
      };
    },
  });

  app.callable({
    name: 'myWonSummary',
    // As the my-bids list it sums up: a disabled account still sees what it owes.
    access: 'signed-in',
    summary: 'Kazandığım ve henüz ödenmemiş açık arttırmaların toplamı (ödenecek toplam)',
    ...callables.myWonSummary,
    handler: async (_data, { request, db }) => selectUnpaidWon(db, registeredUser(request).id),
  });

  app.pagedList({
    name: 'my-pigeons',
    access: 'signed-in',
    filters: {},
    pageSize: LIST_PAGE_SIZES.myPigeons,
    row: MyPigeonRow,
    summary: 'Güvercinlerim',
    fetch: async (_filters, page, { request, db }) => {
      const user = registeredUser(request);
      const afterSerial = page.cursor === null ? null : Number(decodeCursor(page.cursor, 1)[0]);
      const rows = await listMyPigeons(db, user.id, { afterSerial, count: page.count });
      const last = rows.at(-1);
      return {
        rows,
        next: rows.length === page.count && last ? encodeCursor([last.serial]) : null,
      };
    },
  });
}
