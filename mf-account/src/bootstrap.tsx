import { initFirebase } from '@kanat/shared/api';
import { QueryProvider } from '@kanat/shared/query';
import { SessionProvider } from '@kanat/shared/session';
import { GlobalStyle, theme } from '@kanat/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { installStandaloneOverlays } from './app/standalone-overlays';
import MfAccountRoutes from './exposed/routes';

// This app alone, for development; inside the site the shell mounts './routes' instead.
const root = document.getElementById('root');
if (root) {
  initFirebase();
  installStandaloneOverlays();
  createRoot(root).render(
    <StrictMode>
      <QueryProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <SessionProvider>
              <MfAccountRoutes />
            </SessionProvider>
          </BrowserRouter>
        </ThemeProvider>
      </QueryProvider>
    </StrictMode>,
  );
}
