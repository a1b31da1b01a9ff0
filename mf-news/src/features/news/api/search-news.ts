import type { SearchFilters } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/news-search`: full-text news search. */
export const NEWS_SEARCH_ENDPOINT = '/api/list/news-search';
/** SPEC §9: search results 3 per page. */
export const NEWS_SEARCH_PAGE_SIZE = LIST_PAGE_SIZES.newsSearch.size;

/** The words typed into the search box, trimmed. */
export type NewsSearchFilters = SearchFilters;
