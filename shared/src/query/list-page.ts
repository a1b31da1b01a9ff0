import {
  ApiError,
  apiRequest,
  type ListFilters,
  type PageCursor,
  type PageResponse,
} from '@kanat/shared/api';

export interface ListPageRequest {
  /** Absolute path, e.g. '/api/list/auctions'. */
  endpoint: string;
  filters?: ListFilters;
  cursor: PageCursor;
  pageSize: number;
  signal?: AbortSignal;
}

/**
 * One page of a SPEC §4 paged list: `POST <endpoint>` with the filters plus `p` (cursor) and
 * `c` (rows per page). Success only on status 200 with a JSON body carrying rows; anything
 * else is an ApiError.
 */
export async function fetchListPage<T>(request: ListPageRequest): Promise<PageResponse<T>> {
  const response = await apiRequest(request.endpoint, {
    method: 'POST',
    body: { ...(request.filters ?? {}), p: request.cursor, c: request.pageSize },
    signal: request.signal,
  });
  if (response.status !== 200) {
    throw new ApiError({
      status: response.status,
      message: `unexpected status ${response.status}`,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'bad-response',
      message: 'list response is not JSON',
    });
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as { r?: unknown }).r)) {
    throw new ApiError({
      status: response.status,
      code: 'bad-response',
      message: 'list response has no rows',
    });
  }
  return body as PageResponse<T>;
}

/**
 * The cursor of the page after `page`, or null once the list is finished (SPEC §4): the
 * answer had no cursor, or fewer rows than asked for.
 */
export function nextPageCursor(page: PageResponse<unknown>, pageSize: number): PageCursor | null {
  const cursor = page.p ?? null;
  return cursor === null || page.r.length < pageSize ? null : cursor;
}
