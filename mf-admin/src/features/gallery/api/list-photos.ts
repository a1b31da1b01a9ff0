import type { PageCursor, PageResponse } from '@kanat/shared/api';
import type { GalleryPhoto } from '@kanat/shared/contracts';
import { fetchListPage } from '@kanat/shared/query';

/** The console shows as many photos per page as the public list allows (SPEC §9 maximum). */
export const GALLERY_ADMIN_PAGE = 50;

/** `POST /api/list/gallery`: the same list the site shows, newest first. */
export function listPhotos(cursor: PageCursor): Promise<PageResponse<GalleryPhoto>> {
  return fetchListPage<GalleryPhoto>({
    endpoint: '/api/list/gallery',
    cursor,
    pageSize: GALLERY_ADMIN_PAGE,
  });
}
