import { QueryProvider } from '@kanat/shared/query';
import { SessionProvider, SiteInfoProvider } from '@kanat/shared/session';
import { GlobalStyle, theme } from '@kanat/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import AuctionsRoutes from './exposed/routes';

// Runs mf-auctions alone for development; inside the site the shell mounts ./routes with
// its own router, theme and providers.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SiteInfoProvider>
            <SessionProvider>
              <BrowserRouter>
                <AuctionsRoutes />
              </BrowserRouter>
            </SessionProvider>
          </SiteInfoProvider>
        </ThemeProvider>
      </QueryProvider>
    </StrictMode>,
  );
}
