import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { ApiError } from './api-error';
import { apiRequest } from './api-fetch';

export type PageCursor = number | string;

/** `POST /api/list/<name>` answer (SPEC §3): rows and the next cursor, absent at the end. */
export interface PageResponse<T> {
  r: T[];
  p?: PageCursor | null;
}

export type ListFilters = Record<string, unknown>;

export interface PagedListState<T> {
  /** Every row loaded so far, in order. */
  items: T[];
  loading: boolean;
  loadFinished: boolean;
  /** Cursor of the next page: 0 at the start, null once the list is finished. */
  cursor: PageCursor | null;
  /** Index of the page being shown (for prev/next views). */
  page: number;
  /** The rows of `page`. */
  pageItems: T[];
}

export interface PagedList<T> {
  getState(): PagedListState<T>;
  subscribe(listener: (state: PagedListState<T>) => void): () => void;
  /**
   * Loads the next page and returns its rows. Ignored (resolves to []) while a request is in
   * flight or once the list is finished.
   */
  loadMore(): Promise<T[]>;
  /** Moves to the next page, loading it if needed; the index only advances if rows exist. */
  forward(): Promise<void>;
  /** Moves to the previous page, never below 0. */
  back(): void;
  /** Forgets every row; the next load starts again at cursor 0. */
  clear(): void;
  /** Replaces the filters and clears the list. */
  setFilters(filters: ListFilters): void;
  readonly pageSize: number;
}

export interface PagedListOptions {
  /** Absolute path, e.g. '/api/list/auctions'. */
  endpoint: string;
  /** Rows per request; SPEC §9 default is 1, each list sets its own. */
  pageSize?: number;
  filters?: ListFilters;
}

/** SPEC §9: default paged-list size. */
export const DEFAULT_PAGE_SIZE = 1;
/** SPEC §8: how long the load failure message stays. */
const FAILURE_TOAST_SECONDS = 3;

/** A paged list as SPEC §4 describes it, as a small observable store. */
export function createPagedList<T>(options: PagedListOptions): PagedList<T> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  let filters: ListFilters = { ...(options.filters ?? {}) };
  const listeners = new Set<(state: PagedListState<T>) => void>();
  // A clear() while a request is in flight must discard that answer.
  let generation = 0;

  const sliceFor = (items: T[], page: number) =>
    items.slice(page * pageSize, (page + 1) * pageSize);
  const initial = (): PagedListState<T> => ({
    items: [],
    loading: false,
    loadFinished: false,
    cursor: 0,
    page: 0,
    pageItems: [],
  });
  let state = initial();

  const set = (patch: Partial<PagedListState<T>>) => {
    const next = { ...state, ...patch };
    next.pageItems = sliceFor(next.items, next.page);
    state = next;
    for (const listener of listeners) listener(state);
  };

  async function requestPage(cursor: PageCursor): Promise<PageResponse<T>> {
    const response = await apiRequest(options.endpoint, {
      method: 'POST',
      body: { ...filters, p: cursor, c: pageSize },
    });
    // SPEC §4: success only on status 200.
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

  async function loadMore(): Promise<T[]> {
    if (state.loading || state.loadFinished || state.cursor === null) return [];
    const started = generation;
    set({ loading: true });
    let page: PageResponse<T>;
    try {
      page = await requestPage(state.cursor);
    } catch (error) {
      if (started === generation) {
        toast(messages.common.pageLoadFailed, 'red', FAILURE_TOAST_SECONDS);
        set({ loading: false });
      }
      throw error;
    }
    if (started !== generation) return [];
    const rows = page.r;
    const nextCursor = page.p ?? null;
    const finished = nextCursor === null || rows.length < pageSize;
    set({
      items: rows.length > 0 ? [...state.items, ...rows] : state.items,
      loading: false,
      loadFinished: finished,
      cursor: finished ? null : nextCursor,
    });
    return rows;
  }

  return {
    pageSize,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    loadMore,
    async forward() {
      if (state.loading) return;
      const nextPage = state.page + 1;
      if (state.items.length < (nextPage + 1) * pageSize && !state.loadFinished) {
        await loadMore();
      }
      if (state.items.length > nextPage * pageSize) set({ page: nextPage });
    },
    back() {
      if (state.page > 0) set({ page: state.page - 1 });
    },
    clear() {
      generation += 1;
      set(initial());
    },
    setFilters(next) {
      filters = { ...next };
      generation += 1;
      set(initial());
    },
  };
}
