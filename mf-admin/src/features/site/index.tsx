import { BannerPage } from './components/banner-page';
import { SiteInfoPage } from './components/site-info-page';

/**
 * The console's site area, mounted at two paths: /yonetim/site-bilgileri ('info': site
 * information, pictures, sponsors, pages) and /yonetim/duyuru ('banner').
 */
export default function SiteArea({ section }: { section: 'info' | 'banner' }) {
  return section === 'banner' ? <BannerPage /> : <SiteInfoPage />;
}
