import type { QueryObserverResult } from '@tanstack/react-query';

export type ShownStatus = 'loading' | 'failed' | 'ready';

/**
 * What a page shows for a query: its data once there is some (a failed refresh in the
 * background keeps it on screen); the Turkish error state once loading failed; otherwise
 * loading, which includes a retry after a failure.
 */
export function shownStatus(
  query: Pick<QueryObserverResult<unknown>, 'data' | 'status' | 'fetchStatus'>,
): ShownStatus {
  if (query.data !== undefined) return 'ready';
  if (query.status === 'error' && query.fetchStatus !== 'fetching') return 'failed';
  return 'loading';
}
