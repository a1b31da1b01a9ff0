import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
/** `POST /api/list/pigeons`, ordered by serial. */
export const PIGEONS_ENDPOINT = '/api/list/pigeons';
/** SPEC §9: participants page size. */
export const PIGEONS_PAGE_SIZE = LIST_PAGE_SIZES.pigeons.size;

/** SPEC §7 participant rows and filters; empty filters are left out of the request. */
export type { PigeonListFilters, PigeonRow } from '@kanat/shared/contracts';
