import { apiFetch } from './api-fetch';
import type { ListFilters } from './paged-list';

export interface WindowedListOptions {
  endpoint: string;
  /** Window size: rows per request and the step of next()/previous(). */
  count: number;
  filters?: ListFilters;
  /** Body field carrying the window size (default 'limit'). */
  limitOperator?: string;
  /** Body field carrying the window start (default 'offset'). */
  offsetOperator?: string;
  headers?: Record<string, string>;
}

export interface WindowedList<TResponse> {
  /** Start of the current window (0 at first). */
  readonly start: number;
  readonly size: number;
  readonly loading: boolean;
  /** Loads the current window; throws if another load is running. */
  load(): Promise<TResponse>;
  /** Moves the window forward by one page and loads it. */
  next(): Promise<TResponse>;
  /** Moves the window back by one page (not below 0) and loads it. */
  previous(): Promise<TResponse>;
  /** Back to the first window without loading. */
  reset(): void;
  setFilters(filters: ListFilters): void;
}

/** Thrown when a window is requested while another is loading (SPEC §8). */
export class WindowedListBusyError extends Error {
  override readonly name = 'WindowedListBusyError';
  constructor() {
    super('a windowed list load is already in progress');
  }
}

/** SPEC §4 windowed list: limit/offset paging, one load at a time, raw JSON answers. */
export function createWindowedList<TResponse = unknown>(
  options: WindowedListOptions,
): WindowedList<TResponse> {
  const limitOperator = options.limitOperator ?? 'limit';
  const offsetOperator = options.offsetOperator ?? 'offset';
  const size = Math.max(1, Math.trunc(options.count));
  let filters: ListFilters = { ...(options.filters ?? {}) };
  let start = 0;
  let loading = false;

  async function loadAt(windowStart: number): Promise<TResponse> {
    if (loading) throw new WindowedListBusyError();
    loading = true;
    try {
      const result = await apiFetch<TResponse>(options.endpoint, {
        method: 'POST',
        headers: options.headers,
        body: { ...filters, [limitOperator]: size, [offsetOperator]: windowStart },
      });
      start = windowStart;
      return result;
    } finally {
      loading = false;
    }
  }

  return {
    get start() {
      return start;
    },
    size,
    get loading() {
      return loading;
    },
    load: () => loadAt(start),
    next: () => loadAt(start + size),
    previous: () => loadAt(Math.max(0, start - size)),
    reset() {
      start = 0;
    },
    setFilters(next) {
      filters = { ...next };
      start = 0;
    },
  };
}
