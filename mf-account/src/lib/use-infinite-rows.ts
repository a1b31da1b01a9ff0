import { type ListFilters, usePagedList } from '@kanat/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { useNearBottom } from './use-near-bottom';

export interface InfiniteRows<T> {
  items: T[];
  loading: boolean;
  finished: boolean;
  /** The last load failed; loading stops until `retry` (the list already showed a toast). */
  failed: boolean;
  retry: () => void;
}

/**
 * A paged list that loads its next page whenever the page is scrolled near the bottom
 * (SPEC §2). A failed load pauses the scrolling loads, so a broken server is not asked ten
 * times a second.
 */
export function useInfiniteRows<T>(options: {
  endpoint: string;
  pageSize: number;
  filters?: ListFilters;
}): InfiniteRows<T> {
  const paged = usePagedList<T>({ ...options, autoLoad: false });
  const { list } = paged;
  const [failed, setFailed] = useState(false);

  const loadNext = useCallback(() => {
    list.loadMore().catch(() => setFailed(true));
  }, [list]);

  useEffect(() => {
    setFailed(false);
    loadNext();
  }, [loadNext]);

  useNearBottom(loadNext, !paged.loading && !paged.loadFinished && !failed);

  const retry = useCallback(() => {
    setFailed(false);
    loadNext();
  }, [loadNext]);

  return {
    items: paged.items,
    loading: paged.loading,
    finished: paged.loadFinished,
    failed,
    retry,
  };
}
