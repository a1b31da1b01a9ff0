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
