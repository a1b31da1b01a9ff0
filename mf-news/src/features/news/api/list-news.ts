import type { PageCursor, PageResponse } from '@kanat/shared/api';
import type { NewsRow } from '@kanat/shared/contracts';
import { fetchListPage } from '@kanat/shared/query';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/news`: news, newest first. */
export const NEWS_ENDPOINT = '/api/list/news';
/** SPEC §9 page sizes. */
export const NEWS_PAGE_SIZE = LIST_PAGE_SIZES.news.size;
export const HOME_NEWS_COUNT = 4;

/** One news item of a list (SPEC §3). */
export type { NewsRow } from '@kanat/shared/contracts';

/**
 * One page of a news list (they take no filters beyond paging), for the places outside a
 * paged view: from the start unless `p` says otherwise, `c` items.
 */
export function listNewsPage(
  endpoint: string,
  page: { p?: PageCursor; c: number },
  signal?: AbortSignal,
): Promise<PageResponse<NewsRow>> {
  return fetchListPage<NewsRow>({ endpoint, cursor: page.p ?? 0, pageSize: page.c, signal });
}

/** A single page outside an infinite list (home widget). */
export function listNews(
  page: { p?: PageCursor; c: number },
  signal?: AbortSignal,
): Promise<PageResponse<NewsRow>> {
  return listNewsPage(NEWS_ENDPOINT, page, signal);
}
