import type { Banner } from '@kanat/shared/api';
import { NEAR_BOTTOM_PX } from '@kanat/shared/ui';
import { lazy, memo, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HomePage } from '../features/home/components/home-page';
import { Footer } from '../features/layout/components/footer';
import { Navbar } from '../features/layout/components/navbar';
import { SiteOverlays } from '../features/overlays/components/site-overlays';
import { TopBanner } from '../features/overlays/components/top-banner';
import { PhoneVerificationGuard } from '../features/routing/components/phone-verification-guard';
import { ScrollToTop } from '../features/routing/components/scroll-to-top';
import { markSectionLoading, usePageSettled } from '../federation/page-settled';
import { RemoteSlot } from '../federation/remote-slot';
import { isBarePage, resolveRoute } from './route-table';

// The error pages are fetched when a visit needs one: no other page downloads their code.
const NotFoundPage = lazy(() =>
  import(
    /* webpackChunkName: "on-demand-not-found" */ '../features/errors/components/not-found-page'
  ).then((m) => ({ default: m.NotFoundPage })),
);
const ServerErrorPage = lazy(() =>
  import(
    /* webpackChunkName: "on-demand-server-error" */ '../features/errors/components/server-error-page'
  ).then((m) => ({
    default: m.ServerErrorPage,
  })),
);

/** While an error page's code comes, the page counts as loading: the footer waits below. */
function LoadingMark() {
  useEffect(() => markSectionLoading(), []);
  return null;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// Until the page is drawn, the main area fills the screen and the footer waits below it: the
// footer is first painted where it stays (usePageSettled).
const Main = styled.main<{ $settling: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ $settling }) => ($settling ? '100vh' : '0')};
`;

// Stands in for the footer while the page settles, so an endless list (whose next page comes
// when the end of the page is near) does not find the page's end right below it and ask for
// a second page at once.
const FooterSpace = styled.div`
  height: ${NEAR_BOTTOM_PX}px;
`;

/**
 * Renders what the route table says for the current URL. A remote's routes component is
 * rendered outside any shell <Route>, so its own <Routes> match absolute paths; the key
 * keeps one instance per remote while the user moves inside that remote's sections.
 */
// Memoised: the frame's own state (the footer's settling, a section counting itself as
// loading) re-renders App, and must not reach the page below it. On a page the server drew,
// a part still waiting for its remote's code would take any update before it is hydrated as
// a reason to drop the server's HTML and draw itself anew.
const CurrentRoute = memo(function CurrentRoute() {
  const { pathname } = useLocation();
  const target = resolveRoute(pathname);
  switch (target.kind) {
    case 'home':
      return <HomePage />;
    case 'server-error':
      return (
        <Suspense fallback={<LoadingMark />}>
          <ServerErrorPage />
        </Suspense>
      );
    case 'remote':
      return <RemoteSlot key={target.remote} remote={target.remote} module="routes" />;
    default:
      return (
        <Suspense fallback={<LoadingMark />}>
          <NotFoundPage />
        </Suspense>
      );
  }
});

/**
 * The whole site frame: banner, navbar, the routed page, footer and the overlays. A page its
 * pages file marks `bare` (the hall's room screen) is drawn alone, with the overlays only.
 */
export function App({ loadBanner }: { loadBanner?: () => Promise<Banner> }) {
  const settled = usePageSettled();
  const framed = !isBarePage(useLocation().pathname);
  return (
    <Page>
      <ScrollToTop />
      <PhoneVerificationGuard />
      {framed && <TopBanner loadBanner={loadBanner} />}
      {framed && <Navbar />}
      <Main id="main" $settling={framed && !settled}>
        <CurrentRoute />
      </Main>
      {framed && (settled ? <Footer /> : <FooterSpace aria-hidden="true" />)}
      <SiteOverlays />
    </Page>
  );
}
