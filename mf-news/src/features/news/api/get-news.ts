import { apiFetch } from '@kanat/shared/api';
import type { NewsRow } from './list-news';

/** A news item with the location of its HTML body (SPEC §7 newsDataQuery.php). */
export interface NewsDetail extends NewsRow {
  /** URL of the HTML body, fetched separately and sanitised before it is shown. */
  page_data: string;
  /** Whether the signed-in caller likes the item; false for guests. */
  likedByMe?: boolean;
}

/**
 * `GET /api/news/:id`: one news item; ApiError 'not-found' (404) when there is none. The
 * server counts the caller as a reader once a day, however often the page is loaded.
 */
export function getNews(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return apiFetch<NewsDetail>(`/api/news/${encodeURIComponent(id)}`, { signal });
}
