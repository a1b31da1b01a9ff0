import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { SITE_INFO_SAVE_BODY_LIMIT, siteInfoRoles } from '@kanat/shared/rules';
import { signedInUser } from '../../plugins/callable';
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
    access: { area: 'siteSettings', roles: siteInfoRoles },
    summary: 'Konsol: site bilgileri, resimler, sponsorlar ve kurumsal sayfalar',
    ...callables.adminSiteInfoGet,
    handler: (_data, { db }) => getAdminSiteInfo(db, shippedStaticDir),
  });

  app.callable({
    name: 'adminSiteInfoSave',
    access: { area: 'siteSettings', roles: siteInfoRoles },
    bodyLimit: SITE_INFO_SAVE_BODY_LIMIT,
    summary:
      'Konsol: site bilgilerini kaydet (hemen sitede görünür); her alan kendi alanının rolüyle',
    ...callables.adminSiteInfoSave,
    handler: (data, { db, user }) =>
      saveAdminSiteInfo(
        db,
        app.media,
        auditActorOf(user),
        signedInUser(user).roles,
        shippedStaticDir,
        data,
      ),
  });

  app.callable({
    name: 'adminBannerSet',
    access: { area: 'banner' },
    summary: 'Konsol: duyuru bandını ayarla ya da kaldır (açık sayfalara anında gider)',
    ...callables.adminBannerSet,
    handler: ({ message, color }, { db, user }) =>
      setAdminBanner(db, auditActorOf(user), message, color),
  });
};
