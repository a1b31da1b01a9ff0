import { apiFetch } from '@kanat/shared/api';
import type { NewsDetail } from '@kanat/shared/contracts';

/** A news item with the location of its HTML body (SPEC §7). */
export type { NewsDetail } from '@kanat/shared/contracts';

/**
 * `GET /api/news/:id`: one news item; ApiError 'not-found' (404) when there is none. The
 * server counts the caller as a reader once a day, however often the page is loaded.
 */
export function getNews(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return apiFetch<NewsDetail>(`/api/news/${encodeURIComponent(id)}`, { signal });
}
