import { SiteProviders } from '@kanat/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AuctionsRoutes from './exposed/routes';

// Runs mf-auctions alone for development; inside the site the shell mounts ./routes with
// its own router, theme and providers.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SiteProviders>
        <BrowserRouter>
          <AuctionsRoutes />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  );
}
