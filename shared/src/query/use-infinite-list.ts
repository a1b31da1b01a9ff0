import {
  DEFAULT_PAGE_SIZE,
  type ListFilters,
  type PageCursor,
  type PageResponse,
} from '@kanat/shared/api';
import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import type { InfiniteList } from '@kanat/shared/ui/controls';
import { hashKey, type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchListPage, nextPageCursor } from './list-page';

export type { InfiniteList };

/** SPEC §8: how long the load failure message stays. */
const FAILURE_TOAST_SECONDS = 3;

export interface InfiniteListOptions {
  /** `POST /api/list/<name>`. */
  endpoint: string;
  /** Rows per request; SPEC §9 default is 1, each list sets its own. */
  pageSize?: number;
  /** Part of the query key, so compared by value: a new object with the same content keeps the list. */
  filters?: ListFilters;
  /** False while the filters are not known yet (e.g. waiting for site info); nothing loads. */
  enabled?: boolean;
  /**
   * Whose rows these are, for a private list (the signed-in uid): part of the cache key and
   * never sent, so one account's cached rows are never shown to another.
   */
  owner?: string | null;
}

/** The query key of a paged list; its filters are compared by value. */
export function listQueryKey(
  endpoint: string,
  filters: ListFilters = {},
  more?: { pageSize: number; owner: string | null },
) {
  return more === undefined
    ? (['list', endpoint, filters] as const)
    : (['list', endpoint, filters, more.pageSize, more.owner] as const);
}

/** @internal The infinite query behind useInfiniteList and usePagedList. */
export function useListQuery<T>(options: InfiniteListOptions) {
  const { endpoint, filters = {}, enabled = true, owner = null } = options;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const queryKey = listQueryKey(endpoint, filters, { pageSize, owner });
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchListPage<T>({ endpoint, filters, cursor: pageParam, pageSize, signal });
      } catch (error) {
        // A page nobody waits for any more (new filters, left the page) is no failure.
        if (!signal.aborted) toast(messages.common.pageLoadFailed, 'red', FAILURE_TOAST_SECONDS);
        throw error;
      }
    },
    initialPageParam: 0 as PageCursor,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage, pageSize),
    enabled,
  });
  const { data, isFetching, isFetchNextPageError, fetchNextPage, refetch } = query;
  const items = useMemo(() => rowsOf(data), [data]);
  const failed = query.isError && !isFetching;
  const loadFinished = data !== undefined && !query.hasNextPage;

  /** Resolves to every row loaded once the page is in (the same rows when it was ignored). */
  const fetchMore = useCallback(async (): Promise<T[]> => {
    if (isFetching || loadFinished || data === undefined) return rowsOf(data);
    // Calls made before this one has answered are no-ops (SPEC §4: one request at a time).
    const result = await fetchNextPage({ cancelRefetch: false });
    return rowsOf(result.data);
  }, [isFetching, loadFinished, data, fetchNextPage]);

  const loadMore = useCallback(() => {
    if (enabled && !failed) void fetchMore();
  }, [enabled, failed, fetchMore]);

  const retry = useCallback(() => {
    // A failed further page is asked for again; otherwise the list loads again from its start.
    if (isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
    else void refetch();
  }, [isFetchNextPageError, refetch, fetchNextPage]);

  const list: InfiniteList<T> = {
    items,
    loading: isFetching,
    loadFinished,
    failed,
    loadMore,
    retry,
  };
  return {
    list,
    key: hashKey(queryKey),
    pageSize,
    fetchMore,
  };
}

function rowsOf<T>(data: InfiniteData<PageResponse<T>, unknown> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.r) : [];
}

/**
 * A SPEC §4 paged list loaded page by page for infinite scroll: the rows so far and the
 * honest states (loading, empty, finished, failed with retry) its view shows.
 */
export function useInfiniteList<T>(options: InfiniteListOptions): InfiniteList<T> {
  return useListQuery<T>(options).list;
}
