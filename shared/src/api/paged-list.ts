// Shapes of a SPEC §4 paged list. The list itself (rows so far, loading and finished flags,
// next cursor, page index) is a TanStack infinite query: see `@kanat/shared/query`.

export type PageCursor = number | string;

/** `POST /api/list/<name>` answer (SPEC §3): rows and the next cursor, absent at the end. */
export interface PageResponse<T> {
  r: T[];
  p?: PageCursor | null;
}

export type ListFilters = Record<string, unknown>;

/** SPEC §9: default paged-list size. */
export const DEFAULT_PAGE_SIZE = 1;
