import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createPagedList,
  type ListFilters,
  type PagedList,
  type PagedListState,
} from './paged-list';

export interface UsePagedListOptions {
  endpoint: string;
  pageSize?: number;
  filters?: ListFilters;
  /** Load the first page on mount and whenever the filters change (default true). */
  autoLoad?: boolean;
}

export interface UsePagedList<T> extends PagedListState<T> {
  /** Failures were already shown to the user by the list, so these never reject. */
  loadMore(): Promise<void>;
  forward(): Promise<void>;
  back(): void;
  /** Clears and loads the first page again. */
  reload(): Promise<void>;
  list: PagedList<T>;
}

const swallow = () => {
  // The paged list already told the user ('Sayfa yüklenemedi.').
};

/**
 * A paged list bound to a component. The filters are compared by value, so an inline
 * object literal does not restart the list on every render.
 */
export function usePagedList<T>(options: UsePagedListOptions): UsePagedList<T> {
  const { endpoint, pageSize, autoLoad = true } = options;
  const filterKey = JSON.stringify(options.filters ?? {});
  // filterKey stands for the filters by value, so equal literals keep the same list.
  const list = useMemo(
    () => createPagedList<T>({ endpoint, pageSize, filters: JSON.parse(filterKey) as ListFilters }),
    [endpoint, pageSize, filterKey],
  );
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);

  useEffect(() => {
    if (autoLoad) list.loadMore().catch(swallow);
    // A list abandoned mid-request must not apply its answer.
    return () => list.clear();
  }, [list, autoLoad]);

  const loadMore = useCallback(() => list.loadMore().then(() => undefined, swallow), [list]);
  const forward = useCallback(() => list.forward().catch(swallow), [list]);
  const back = useCallback(() => list.back(), [list]);
  const reload = useCallback(() => {
    list.clear();
    return list.loadMore().then(() => undefined, swallow);
  }, [list]);

  return { ...state, loadMore, forward, back, reload, list };
}
