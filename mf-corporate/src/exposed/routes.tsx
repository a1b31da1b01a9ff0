import { type AbsoluteRoute, AbsoluteRoutes, SectionNotFound } from '@kanat/shared/ui';
import { Navigate } from 'react-router-dom';
import { ContactPage } from '../features/contact/components/contact-page';
import { CorporatePage } from '../features/corporate/components/corporate-page';
import { corporatePages } from '../features/corporate/corporate-pages';

const routes: AbsoluteRoute[] = [
  ...corporatePages.flatMap((page) =>
    page.aliases.map((alias) => ({ path: alias, element: <Navigate to={page.path} replace /> })),
  ),
  ...corporatePages.map((page) => ({ path: page.path, element: <CorporatePage page={page} /> })),
  { path: '/iletisim', element: <ContactPage /> },
  { path: '*', element: <SectionNotFound /> },
];

/** The /kurumsal pages and /iletisim. */
export default function CorporateRoutes() {
  return (
    <div data-testid="mf-corporate-routes" data-release={__KM_RELEASE__}>
      <AbsoluteRoutes routes={routes} />
    </div>
  );
}
