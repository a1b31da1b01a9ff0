import type { PageResponse } from '@kanat/shared/api';
import { type ListRequest, listPageRequest } from './list-page';

/** `POST /api/list/containers` (the seed's auctionContainerQuery.php): groups and archive. */
export const CONTAINERS_ENDPOINT = '/api/list/containers';
/** SPEC §9 page sizes. */
export const CONTAINERS_PAGE_SIZE = 20;
export const HOME_GROUPS_COUNT = 2;

/** One auction container: a group auction or an archived one (SPEC §3 with summaryParams). */
export interface ContainerRow {
  id: string;
  name: string;
  description: string;
  photo: string | null;
  /** True: the children are auctions; false: the children are further groups. */
  isFinalContainer: boolean;
  childCount: number;
  totalAuctionsCount: number;
  totalBidCount: number;
  totalAmount: number;
  /** ms epoch of the latest child's end, server clock. */
  expiry: number;
}

export type ContainerOrderField = 'expiry' | 'name' | 'totalAmount';

/** Container filters: ranges inclusive, times in ms. */
export type ContainerListFilters = {
  id?: string;
  /**
   * Parent container id. The group list asks for the children of site info's
   * auction_vitrine_id, the archive for those of auction_archive_id.
   */
  parent?: string;
  /** Name contains (case-insensitive). */
  name?: string;
  expiryFrom?: number;
  expiryTo?: number;
  orderBy?: ContainerOrderField;
  orderDir?: 'asc' | 'desc';
};

export type ContainerListRequest = ListRequest<ContainerListFilters>;

export type ContainerListResponse = PageResponse<ContainerRow>;

/** A single request outside an infinite list (home widget). */
export const listContainers = listPageRequest<ContainerListFilters, ContainerRow>(
  CONTAINERS_ENDPOINT,
);
