import { SiteProviders } from '@kanat/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AdminRoutes from './exposed/routes';

// Runs mf-admin alone for development; inside the site the shell mounts ./routes with its
// own router, theme and providers.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SiteProviders>
        <BrowserRouter>
          <AdminRoutes />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  );
}
