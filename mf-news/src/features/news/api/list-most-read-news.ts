import type { PageResponse } from '@kanat/shared/api';
import { listNewsPage, type NewsRow } from './list-news';

/** `POST /api/list/news-most-read` (the seed's mostReadNews.php): most viewed first. */
export const MOST_READ_NEWS_ENDPOINT = '/api/list/news-most-read';
/** How many the side panel shows. */
export const MOST_READ_NEWS_COUNT = 5;

export function listMostReadNews(signal?: AbortSignal): Promise<PageResponse<NewsRow>> {
  return listNewsPage(MOST_READ_NEWS_ENDPOINT, { c: MOST_READ_NEWS_COUNT }, signal);
}
