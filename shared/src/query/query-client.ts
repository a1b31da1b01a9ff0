import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of a page. Failures are not retried: a list or page shows its Turkish
 * error state with a retry button at once, and a broken server is asked again only when the
 * user presses it. Nothing refetches behind the user's back on focus or reconnect either;
 * values that must stay current come from the live stream (`@kanat/shared/live`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * How long data the server drew a page with counts as fresh (shell ssr.tsx, bootstrap.tsx).
 * The browser's hydrating render must show what the server showed: a query already stale
 * would be fetched again on mount, shown as fetching (a list's loading row) on both sides,
 * and then drop that row, moving the footer. It also spares the API every query twice.
 * Values that must stay current come from the live stream anyway.
 */
export const SERVER_DATA_FRESH_MS = 60_000;
