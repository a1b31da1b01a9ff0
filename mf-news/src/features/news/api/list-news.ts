import { apiFetch, type PageCursor, type PageResponse } from '@kanat/shared/api';

/** `POST /api/list/news` (the seed's newsQuery.php): news, newest first. */
export const NEWS_ENDPOINT = '/api/list/news';
/** SPEC §9 page sizes. */
export const NEWS_PAGE_SIZE = 10;
export const HOME_NEWS_COUNT = 4;

/** One news item of a list (SPEC §3). */
export interface NewsRow {
  id: string;
  title: string;
  /** URL of the main picture; null when there is none. */
  main_picture: string | null;
  /** ISO date text or ms epoch. */
  publish_date: string | number;
  comment_count: number;
  views: number;
  likes: number;
}

/** The news list takes no filters beyond paging. */
export type NewsListFilters = Record<string, never>;

export type NewsListRequest = { p: PageCursor; c: number };

export type NewsListResponse = PageResponse<NewsRow>;

/** A single page outside an infinite list (home widget). */
export function listNews(
  page: { p?: PageCursor; c: number },
  signal?: AbortSignal,
): Promise<NewsListResponse> {
  const body: NewsListRequest = { p: page.p ?? 0, c: page.c };
  return apiFetch<NewsListResponse>(NEWS_ENDPOINT, { method: 'POST', body, signal });
}
