import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BannerResponse, SiteInfoResponse } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../errors';
import { corporatePageKey, readCorporatePage } from './site-admin-service';
import { getBanner, getSiteInfo } from './site-info-service';

export const siteInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/infos',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSiteInfo',
        summary: 'Site bilgileri (SPEC §3), hepsi metin',
        response: { 200: SiteInfoResponse },
      },
    },
    async () => getSiteInfo(app.db),
  );

  app.get(
    '/api/banner',
    {
      schema: {
        tags: ['site'],
        operationId: 'getBanner',
        summary: 'Site geneli duyuru bandı',
        response: { 200: BannerResponse },
      },
    },
    async () => getBanner(app.db),
  );

  app.get(
    '/api/pages/:page',
    {
      schema: {
        tags: ['site'],
        operationId: 'getCorporatePage',
        summary: 'Konsolda düzenlenmiş kurumsal sayfa (temizlenmiş HTML parçası)',
        params: Type.Object({ page: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    async (request, reply) => {
      const key = corporatePageKey(request.params.page);
      const html = key === null ? null : await readCorporatePage(app.db, key);
      if (html === null) throw new AppError('not-found', messages.corporate.pageNotFound);
      return (
        reply
          .type('text/html; charset=utf-8')
          // Each edit gets a new ?v= address (site information points to it), so no cache is needed.
          .header('cache-control', 'no-cache')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .send(html)
      );
    },
  );
};
