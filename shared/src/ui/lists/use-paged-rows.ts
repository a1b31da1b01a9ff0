import {
  createPagedList,
  type ListFilters,
  type PagedList,
  type PagedListState,
} from '@kanat/shared/api';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

export interface PagedRows<T> extends PagedListState<T> {
  /** The last load failed; cleared by retry() or by changing the filters. */
  failed: boolean;
  /** Loads the next page; does nothing while loading, once finished or after a failure. */
  loadMore(): void;
  /** Tries the failed load again. */
  retry(): void;
  /** Next page of a prev/next view (loads it when needed). */
  forward(): void;
  back(): void;
}

export interface PagedRowsOptions {
  /** `POST /api/list/<name>`. */
  endpoint: string;
  pageSize: number;
  /** Compared by value: a new object with the same content keeps the list. */
  filters?: ListFilters;
  /** False while the filters are not known yet (e.g. waiting for site info); nothing loads. */
  enabled?: boolean;
}

/**
 * A SPEC §4 paged list (`createPagedList` of '@kanat/shared/api') bound to a component. The
 * filters are compared by value, so an inline literal does not restart the list on every
 * render. It also says whether the last load failed, so the page can show its error state
 * with a retry instead of an endless spinner, and scrolling stops asking a broken server again.
 */
export function usePagedRows<T>(options: PagedRowsOptions): PagedRows<T> {
  const { endpoint, pageSize, enabled = true } = options;
  const filterKey = JSON.stringify(options.filters ?? {});
  const list = useMemo(
    () => createPagedList<T>({ endpoint, pageSize, filters: JSON.parse(filterKey) as ListFilters }),
    [endpoint, pageSize, filterKey],
  );
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);
  const [failedList, setFailedList] = useState<PagedList<T> | null>(null);
  // Each mount of the list gets its own epoch; answers from an earlier one (unmounted, or
  // cleared by new filters) must not set the failure flag of the current one.
  const epoch = useRef(0);

  const run = useCallback(
    (load: () => Promise<unknown>) => {
      const mine = epoch.current;
      load().then(
        () => {
          if (epoch.current === mine) setFailedList(null);
        },
        () => {
          // The paged list has already shown 'Sayfa yüklenemedi.'.
          if (epoch.current === mine) setFailedList(list);
        },
      );
    },
    [list],
  );

  useEffect(() => {
    epoch.current += 1;
    if (enabled) run(() => list.loadMore());
    return () => {
      epoch.current += 1;
      list.clear();
    };
  }, [list, run, enabled]);

  const failed = failedList === list;
  const loadMore = useCallback(() => {
    if (enabled && !failed) run(() => list.loadMore());
  }, [enabled, failed, list, run]);
  const retry = useCallback(() => {
    setFailedList(null);
    run(() => list.loadMore());
  }, [list, run]);
  const forward = useCallback(() => run(() => list.forward()), [list, run]);
  const back = useCallback(() => list.back(), [list]);

  return { ...state, failed, loadMore, retry, forward, back };
}
