import { apiFetch, type PageCursor, type PageResponse } from '@kanat/shared/api';

/** A `POST /api/list/<name>` body: the filters plus the paged-list cursor `p` and count `c`. */
export type ListRequest<Filters> = Filters & { p: PageCursor; c: number };

/** Which page to ask for: from the start unless `p` says otherwise, `c` rows. */
export type ListPage = { p?: PageCursor; c: number };

/**
 * One page of a list in a single request, for the places outside an infinite list (home
 * widgets); the lists themselves page through the shared paged list. Every list endpoint
 * takes the same body, so one request serves them all.
 */
export function listPageRequest<Filters extends object, Row>(endpoint: string) {
  return (filters: Filters, page: ListPage, signal?: AbortSignal): Promise<PageResponse<Row>> => {
    const body: ListRequest<Filters> = { ...filters, p: page.p ?? 0, c: page.c };
    return apiFetch<PageResponse<Row>>(endpoint, { method: 'POST', body, signal });
  };
}
