import { type AbsoluteRoute, AbsoluteRoutes, SectionNotFound } from '@kanat/shared/ui';
import { GalleryPage } from '../features/gallery/components/gallery-page';
import { NewsDetailPage } from '../features/news/components/news-detail-page';
import { NewsPage } from '../features/news/components/news-page';

const routes: AbsoluteRoute[] = [
  { path: '/haberler', element: <NewsPage /> },
  { path: '/haberler/:id', element: <NewsDetailPage /> },
  { path: '/galeri', element: <GalleryPage /> },
  { path: '*', element: <SectionNotFound /> },
];

/** News, news details and the gallery. */
export default function NewsRoutes() {
  return (
    <div data-testid="mf-news-routes" data-release={__KM_RELEASE__}>
      <AbsoluteRoutes routes={routes} />
    </div>
  );
}
