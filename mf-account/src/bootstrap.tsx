import { SiteProviders } from '@kanat/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installStandaloneOverlays } from './app/standalone-overlays';
import MfAccountRoutes from './exposed/routes';

// This app alone, for development; inside the site the shell mounts './routes' instead.
const root = document.getElementById('root');
if (root) {
  installStandaloneOverlays();
  createRoot(root).render(
    <StrictMode>
      <SiteProviders>
        <BrowserRouter>
          <MfAccountRoutes />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  );
}
