import type { Banner } from '@kanat/shared/api';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { ServerErrorPage } from '../features/errors/components/server-error-page';
import { HomePage } from '../features/home/components/home-page';
import { Footer } from '../features/layout/components/footer';
import { Navbar } from '../features/layout/components/navbar';
import { Overlays } from '../features/overlays/components/overlays';
import { TopBanner } from '../features/overlays/components/top-banner';
import { PhoneVerificationGuard } from '../features/routing/components/phone-verification-guard';
import { ScrollToTop } from '../features/routing/components/scroll-to-top';
import { RemoteSlot } from '../federation/remote-slot';
import { resolveRoute } from './route-table';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
`;

/**
 * Renders what the route table says for the current URL. A remote's routes component is
 * rendered outside any shell <Route>, so its own <Routes> match absolute paths; the key
 * keeps one instance per remote while the user moves inside that remote's sections.
 */
function CurrentRoute() {
  const { pathname } = useLocation();
  const target = resolveRoute(pathname);
  switch (target.kind) {
    case 'home':
      return <HomePage />;
    case 'server-error':
      return <ServerErrorPage />;
    case 'remote':
      return <RemoteSlot key={target.remote} remote={target.remote} module="routes" />;
    default:
      return <NotFoundPage />;
  }
}

/** The whole site frame: banner, navbar, the routed page, footer and the overlays. */
export function App({ loadBanner }: { loadBanner?: () => Promise<Banner> }) {
  return (
    <Page>
      <ScrollToTop />
      <PhoneVerificationGuard />
      <TopBanner loadBanner={loadBanner} />
      <Navbar />
      <Main id="main">
        <CurrentRoute />
      </Main>
      <Footer />
      <Overlays />
    </Page>
  );
}
