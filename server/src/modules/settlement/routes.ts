import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EffectiveTerms, SaleTermsParams, settlementCallables } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { AppError } from '../../errors';
import { signedInUser } from '../../plugins/callable';
import {
  getEffectiveTerms,
  getSiteTerms,
  getSiteTermsAsEffective,
  saveSaleTerms,
  saveSiteTerms,
} from './terms';

/** The terms a sale is settled on (issue 33): set in the console, shown before every bid. */
export const settlementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const c = settlementCallables;

  app.get(
    '/api/sale-terms/:kind/:id',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSaleTerms',
        summary:
          'Bir grubun ya da canlı mezatın satış şartları (komisyonlar, KDV, ödeme süresi, IBAN)',
        params: SaleTermsParams,
        response: { 200: EffectiveTerms },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      // A timed auction outside any group is sold on the site's terms.
      if (kind === 'site') return { ...(await getSiteTermsAsEffective(app.db)) };
      if (!/^[0-9]{1,9}$/.test(id)) {
        throw new AppError(
          'not-found',
          kind === 'group'
            ? messages.adminSettlement.groupNotFound
            : messages.adminSettlement.hallSaleNotFound,
        );
      }
      return getEffectiveTerms(app.db, kind, Number(id));
    },
  );

  app.callable({
    name: 'adminTermsGet',
    // Clerks read the site's terms beside their sales; administrators set them.
    access: { area: 'auctions', roles: ['clerk', 'administrator'] },
    summary: 'Konsol: sitenin satış şartları, banka hesabı ve ödemeyenler kuralı',
    ...c.adminTermsGet,
    handler: (_data, { db }) => getSiteTerms(db),
  });

  app.callable({
    name: 'adminTermsSave',
    access: { area: 'siteSettings' },
    summary: 'Konsol: sitenin satış şartlarını kaydet',
    ...c.adminTermsSave,
    handler: (data, { db, user }) => saveSiteTerms(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminGroupTermsSave',
    access: { area: 'auctions' },
    summary: 'Konsol: bir grubun kendi satış şartları (null: sitenin şartları)',
    ...c.adminGroupTermsSave,
    handler: (data, { db, user }) => saveSaleTerms(db, signedInUser(user), 'group', data),
  });

  app.callable({
    name: 'adminHallTermsSave',
    access: { area: 'hallSales' },
    summary: 'Konsol: bir canlı mezatın kendi satış şartları (null: sitenin şartları)',
    ...c.adminHallTermsSave,
    handler: (data, { db, user }) => saveSaleTerms(db, signedInUser(user), 'hall', data),
  });
};
