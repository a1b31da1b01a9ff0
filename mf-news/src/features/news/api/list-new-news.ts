import type { PageResponse } from '@kanat/shared/api';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { listNewsPage, type NewsRow } from './list-news';

/** `POST /api/list/news-new`: the latest news for the side panel. */
export const NEW_NEWS_ENDPOINT = '/api/list/news-new';
/** How many the side panel shows. */
export const NEW_NEWS_COUNT = LIST_PAGE_SIZES.newsSidePanel.size;

export function listNewNews(signal?: AbortSignal): Promise<PageResponse<NewsRow>> {
  return listNewsPage(NEW_NEWS_ENDPOINT, { c: NEW_NEWS_COUNT }, signal);
}
