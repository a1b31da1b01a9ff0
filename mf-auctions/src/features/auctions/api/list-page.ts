import type { ListFilters, PageCursor, PageResponse } from '@kanat/shared/api';
import { fetchListPage } from '@kanat/shared/query';

/** Which page to ask for: from the start unless `p` says otherwise, `c` rows. */
export type ListPage = { p?: PageCursor; c: number };

/**
 * One page of a list in a single request, for the places outside an infinite list (home
 * widgets); the lists themselves page through the shared paged list. Every list endpoint
 * takes the same body, so the shared page request serves them all.
 */
export function listPageRequest<Filters extends ListFilters, Row>(endpoint: string) {
  return (filters: Filters, page: ListPage, signal?: AbortSignal): Promise<PageResponse<Row>> =>
    fetchListPage<Row>({ endpoint, filters, cursor: page.p ?? 0, pageSize: page.c, signal });
}
