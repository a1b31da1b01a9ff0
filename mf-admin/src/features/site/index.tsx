import { BannerPage } from './components/banner-page';
import { SiteInfoPage } from './components/site-info-page';

/**
 * The console's site area, mounted at three paths: /yonetim/site-bilgileri ('settings': the
 * site's settings, contact, logo and legal texts), /yonetim/kurumsal-sayfalar ('corporate':
 * the corporate pages and the home page's contents) and /yonetim/duyuru ('banner').
 */
export default function SiteArea({ section }: { section: 'settings' | 'corporate' | 'banner' }) {
  if (section === 'banner') return <BannerPage />;
  return <SiteInfoPage area={section === 'corporate' ? 'corporatePages' : 'siteSettings'} />;
}
