import type { PageCursor, PageResponse } from '@kanat/shared/api';
import type { NewsRow } from './list-news';

/** `POST /api/list/news-search` (the seed's newsSearchQuery.php): full-text news search. */
export const NEWS_SEARCH_ENDPOINT = '/api/list/news-search';
/** SPEC §9: search results 3 per page. */
export const NEWS_SEARCH_PAGE_SIZE = 3;

export type NewsSearchFilters = {
  /** The words typed into the search box, trimmed. */
  q: string;
};

export type NewsSearchRequest = NewsSearchFilters & { p: PageCursor; c: number };

export type NewsSearchResponse = PageResponse<NewsRow>;
