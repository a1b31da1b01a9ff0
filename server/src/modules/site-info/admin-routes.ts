import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { staffActor } from '../news/staff-item';
import { getAdminSiteInfo, saveAdminSiteInfo, setAdminBanner } from './site-admin-service';

/**
 * The shipped corporate pages (server/static), read for pages nobody has edited yet. The same
 * folder app.ts serves at /static/.
 */
const shippedStaticDir = path.resolve(__dirname, '..', '..', '..', 'static');

/** Site information, slider, sponsors, corporate pages and banner in the console. */
export const siteAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.callable({
    name: 'adminSiteInfoGet',
    access: 'staff',
    summary: 'Konsol: site bilgileri, resimler, sponsorlar ve kurumsal sayfalar',
    ...callables.adminSiteInfoGet,
    handler: (_data, { db }) => getAdminSiteInfo(db, shippedStaticDir),
  });

  app.callable({
    name: 'adminSiteInfoSave',
    access: 'staff',
    summary: 'Konsol: site bilgilerini kaydet (hemen sitede görünür)',
    ...callables.adminSiteInfoSave,
    handler: (data, { db, user }) =>
      saveAdminSiteInfo(db, app.media, staffActor(user), shippedStaticDir, data),
  });

  app.callable({
    name: 'adminBannerSet',
    access: 'staff',
    summary: 'Konsol: duyuru bandını ayarla ya da kaldır (açık sayfalara anında gider)',
    ...callables.adminBannerSet,
    handler: ({ message, color }, { db, user }) =>
      setAdminBanner(db, staffActor(user), message, color),
  });
};
