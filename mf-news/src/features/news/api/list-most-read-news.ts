import { apiFetch, type PageResponse } from '@kanat/shared/api';
import type { NewsRow } from './list-news';

/** `POST /api/list/news-most-read` (the seed's mostReadNews.php): most viewed first. */
export const MOST_READ_NEWS_ENDPOINT = '/api/list/news-most-read';
/** How many the side panel shows. */
export const MOST_READ_NEWS_COUNT = 5;

export type MostReadNewsRequest = { p: 0; c: number };

export type MostReadNewsResponse = PageResponse<NewsRow>;

export function listMostReadNews(signal?: AbortSignal): Promise<MostReadNewsResponse> {
  const body: MostReadNewsRequest = { p: 0, c: MOST_READ_NEWS_COUNT };
  return apiFetch<MostReadNewsResponse>(MOST_READ_NEWS_ENDPOINT, { method: 'POST', body, signal });
}
