import { prepareDateFormats } from '@kanat/shared/format';
import { createQueryClient, SERVER_DATA_FRESH_MS } from '@kanat/shared/query';
import { SiteProviders } from '@kanat/shared/session';
import { ensureGlobalStyle, WAKE_MARGIN_PX } from '@kanat/shared/ui';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { RemoteLoadError } from './federation/remote-failure';

const root = document.getElementById('root');
if (!root) throw new Error('#root bulunamadı');

/**
 * What the server drew its first view with (`km-ssr`, shell/src/ssr.tsx): the query cache,
 * put into the page's cache before the first render, and the render's time, which clocks
 * show while hydrating; so the hydrating render draws the same page as the server's HTML.
 * None when the server sent the empty root.
 */
function serverState(): { time?: number; queries?: DehydratedState } | null {
  const text = document.getElementById('km-ssr')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

const queryClient = createQueryClient();
const ssr = root.firstChild ? serverState() : null;
if (ssr?.queries) {
  hydrate(queryClient, ssr.queries);
  // As fresh as on the server (ssr.tsx), so the hydrating render does not refetch them.
  for (const query of ssr.queries.queries) {
    queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVER_DATA_FRESH_MS });
  }
}
const renderTime = typeof ssr?.time === 'number' ? ssr.time : undefined;

const options = {
  // RemoteSlot already reports a remote that failed to load; React's own report would only
  // repeat it with a stack that points into the shell.
  onCaughtError(error: unknown, info: { componentStack?: string }) {
    if (error instanceof RemoteLoadError) return;
    console.error(error, info.componentStack);
  },
  // A part of the server's HTML that did not match is drawn again by the browser: the page
  // still works, so this is a warning for developers, not an error.
  onRecoverableError(error: unknown, info: { componentStack?: string }) {
    console.warn('[ssr] sunucu çizimi tutmadı, tarayıcı yeniden çizdi', error, info.componentStack);
  },
};

const page = (
  <StrictMode>
    <BrowserRouter>
      <SiteProviders queryClient={queryClient} renderTime={renderTime} guest={ssr !== null}>
        <App />
      </SiteProviders>
    </BrowserRouter>
  </StrictMode>
);

/** A new task: the work after it does not lengthen the one that is running. */
const nextTask = (work: () => void) => setTimeout(work, 0);

if (root.firstChild) {
  // The server sent a guest's first view of the page (shell/src/ssr.tsx): it is made live in
  // place. As a transition, hydration yields to the browser every few milliseconds; started
  // plainly, React hydrates the whole page in one task, which holds the main thread.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, page, options);
    });
  // A page that shows dates (`<time>`) has its date formats made in a task of their own first:
  // making the first one costs tens of milliseconds of a slow phone's main thread, which would
  // otherwise lengthen the task of this module or of the hydration's first slice. Dates in parts
  // that sleep until seen (HydrateWhenSeen) count only near the first screen, where those parts
  // wake at once: the home page's news make the formats when they wake, if they ever do. (The
  // page is laid out by now: its scripts run after the load event.)
  const wakingNow = window.innerHeight + WAKE_MARGIN_PX;
  const datesShown = [...document.querySelectorAll('#root time')].some(
    (time) =>
      time.closest('[data-km-wake]') === null || time.getBoundingClientRect().top < wakingNow,
  );
  if (datesShown) {
    nextTask(() => {
      prepareDateFormats();
      nextTask(hydrate);
    });
  } else {
    hydrate();
  }
} else {
  const reactRoot = createRoot(root, options);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole site frame: taps and scrolling are answered meanwhile.
  // The page's resets come first (the server writes them only on a page it draws).
  ensureGlobalStyle()
    .catch(() => {})
    .finally(() => startTransition(() => reactRoot.render(page)));
}
