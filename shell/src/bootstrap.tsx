import { initFirebase } from '@kanat/shared/api';
import { SiteProviders } from '@kanat/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { RemoteLoadError } from './federation/remote-failure';

// SPEC §7: the one backend connection is set up once, at start.
initFirebase();

const root = document.getElementById('root');
if (!root) throw new Error('#root bulunamadı');

createRoot(root, {
  // RemoteSlot already reports a remote that failed to load; React's own report would only
  // repeat it with a stack that points into the shell.
  onCaughtError(error, info) {
    if (error instanceof RemoteLoadError) return;
    console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <BrowserRouter>
      <SiteProviders>
        <App />
      </SiteProviders>
    </BrowserRouter>
  </StrictMode>,
);
