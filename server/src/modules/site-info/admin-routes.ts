import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { SITE_INFO_SAVE_BODY_LIMIT } from '@kanat/shared/rules';
import { auditActorOf } from '../audit';
import { saveAdminSiteInfo } from './site-admin-save';
import { getAdminSiteInfo, setAdminBanner } from './site-admin-service';

export interface SiteAdminRoutesOptions {
  /** The shipped corporate pages (served at /static/), read for pages nobody has edited yet. */
  staticDir: string;
}

/** Site information, slider, sponsors, corporate pages and banner in the console. */
export const siteAdminRoutes: FastifyPluginAsyncTypebox<SiteAdminRoutesOptions> = async (
  app,
  { staticDir: shippedStaticDir },
) => {
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
    bodyLimit: SITE_INFO_SAVE_BODY_LIMIT,
    summary: 'Konsol: site bilgilerini kaydet (hemen sitede görünür)',
    ...callables.adminSiteInfoSave,
    handler: (data, { db, user }) =>
      saveAdminSiteInfo(db, app.media, auditActorOf(user), shippedStaticDir, data),
  });

  app.callable({
    name: 'adminBannerSet',
    access: 'staff',
    summary: 'Konsol: duyuru bandını ayarla ya da kaldır (açık sayfalara anında gider)',
    ...callables.adminBannerSet,
    handler: ({ message, color }, { db, user }) =>
      setAdminBanner(db, auditActorOf(user), message, color),
  });
};
