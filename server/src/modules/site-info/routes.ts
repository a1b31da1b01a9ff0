import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BannerResponse, SiteInfoResponse } from '@kanat/shared/contracts';
import { getBanner, getSiteInfo } from './site-info-service';

export const siteInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/infos',
    {
      schema: {
        tags: ['site'],
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
        summary: 'Site geneli duyuru bandı',
        response: { 200: BannerResponse },
      },
    },
    async () => getBanner(app.db),
  );
};
