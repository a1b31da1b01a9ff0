import { apiFetch, type PageResponse } from '@kanat/shared/api';
import type { NewsRow } from './list-news';

/** `POST /api/list/news-new` (the seed's newNews.php): the latest news for the side panel. */
export const NEW_NEWS_ENDPOINT = '/api/list/news-new';
/** How many the side panel shows. */
export const NEW_NEWS_COUNT = 5;

export type NewNewsRequest = { p: 0; c: number };

export type NewNewsResponse = PageResponse<NewsRow>;

export function listNewNews(signal?: AbortSignal): Promise<NewNewsResponse> {
  const body: NewNewsRequest = { p: 0, c: NEW_NEWS_COUNT };
  return apiFetch<NewNewsResponse>(NEW_NEWS_ENDPOINT, { method: 'POST', body, signal });
}
