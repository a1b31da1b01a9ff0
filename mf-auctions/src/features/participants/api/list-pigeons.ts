import type { PageCursor, PageResponse } from '@kanat/shared/api';

/** `POST /api/list/pigeons` (the seed's pigeonListQuery.php), ordered by serial. */
export const PIGEONS_ENDPOINT = '/api/list/pigeons';
/** SPEC §9: participants page size. */
export const PIGEONS_PAGE_SIZE = 20;

/** One participant row (SPEC §7). */
export interface PigeonRow {
  serial: number;
  /** Imprint (tag) number. */
  tagNum: string;
  /** The owner's full name. */
  fullname: string;
  /** The owner's province, shown as 'Ülke'. */
  province: string;
  city: string;
  /** 1 active, 0 passive. */
  active: number;
  state: string;
}

/** SPEC §7 participant filters; empty ones are left out of the request. */
export type PigeonListFilters = {
  /** Serial greater than this. */
  serialFrom?: number;
  tagNum?: string;
  /** Owner name contains. */
  fullname?: string;
  province?: string;
  city?: string;
  active?: 0 | 1;
  state?: string;
};

export type PigeonListRequest = PigeonListFilters & { p: PageCursor; c: number };

export type PigeonListResponse = PageResponse<PigeonRow>;
