import type { ContainerListFilters, ContainerRow } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { listPageRequest } from './list-page';

/** `POST /api/list/containers`: groups and archive. */
export const CONTAINERS_ENDPOINT = '/api/list/containers';
/** SPEC §9 page sizes. */
export const CONTAINERS_PAGE_SIZE = LIST_PAGE_SIZES.containers.size;
export const HOME_GROUPS_COUNT = 2;

export type { ContainerListFilters, ContainerRow } from '@kanat/shared/contracts';

/** A single request outside an infinite list (home widget). */
export const listContainers = listPageRequest<ContainerListFilters, ContainerRow>(
  CONTAINERS_ENDPOINT,
);
