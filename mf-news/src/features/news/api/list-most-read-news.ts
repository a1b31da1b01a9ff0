import type { PageResponse } from '@kanat/shared/api';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { listNewsPage, type NewsRow } from './list-news';

/** `POST /api/list/news-most-read`: most viewed first. */
export const MOST_READ_NEWS_ENDPOINT = '/api/list/news-most-read';
/** How many the side panel shows. */
export const MOST_READ_NEWS_COUNT = LIST_PAGE_SIZES.newsSidePanel.size;

export function listMostReadNews(signal?: AbortSignal): Promise<PageResponse<NewsRow>> {
  return listNewsPage(MOST_READ_NEWS_ENDPOINT, { c: MOST_READ_NEWS_COUNT }, signal);
}
