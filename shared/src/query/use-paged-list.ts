import { useCallback, useState } from 'react';
import { type InfiniteList, type InfiniteListOptions, useListQuery } from './use-infinite-list';

export interface PagedList<T> extends InfiniteList<T> {
  /** Index of the page being shown, from 0. */
  page: number;
  /** The rows of `page`. */
  pageItems: T[];
  hasPrevious: boolean;
  /** A further page is loaded already or may still come. */
  hasNext: boolean;
  /** Moves to the next page, loading it if needed; the index only advances if rows came. */
  forward(): Promise<void>;
  /** Moves to the previous page, never below 0. */
  back(): void;
}

/**
 * A SPEC §4 paged list shown one page at a time with previous/next arrows. New filters start
 * again at page 0.
 */
export function usePagedList<T>(options: InfiniteListOptions): PagedList<T> {
  const { list, key, pageSize, fetchMore } = useListQuery<T>(options);
  const [shown, setShown] = useState({ key, page: 0 });
  const page = shown.key === key ? shown.page : 0;
  const { items, loadFinished, loading } = list;

  const forward = useCallback(async () => {
    if (loading) return;
    const next = page + 1;
    let rows = items;
    if (rows.length < (next + 1) * pageSize && !loadFinished) rows = await fetchMore();
    if (rows.length > next * pageSize) setShown({ key, page: next });
  }, [loading, page, items, pageSize, loadFinished, fetchMore, key]);

  const back = useCallback(() => {
    if (page > 0) setShown({ key, page: page - 1 });
  }, [page, key]);

  return {
    ...list,
    page,
    pageItems: items.slice(page * pageSize, (page + 1) * pageSize),
    hasPrevious: page > 0,
    hasNext: !loadFinished || items.length > (page + 1) * pageSize,
    forward,
    back,
  };
}
