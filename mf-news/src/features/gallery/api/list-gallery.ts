import type { PageCursor, PageResponse } from '@kanat/shared/api';
import type { GalleryPhoto } from '@kanat/shared/contracts';
import { fetchListPage } from '@kanat/shared/query';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/gallery`: gallery photos, newest first. */
export const GALLERY_ENDPOINT = '/api/list/gallery';
/** SPEC §9 page sizes. */
export const GALLERY_PAGE_SIZE = LIST_PAGE_SIZES.gallery.size;
export const HOME_GALLERY_COUNT = 4;

/** One gallery photo, as the server's gallery list sends it. */
export type GalleryRow = GalleryPhoto;

/** A single page outside the paged view (home strip). */
export function listGallery(
  page: { p?: PageCursor; c: number },
  signal?: AbortSignal,
): Promise<PageResponse<GalleryRow>> {
  return fetchListPage<GalleryRow>({
    endpoint: GALLERY_ENDPOINT,
    cursor: page.p ?? 0,
    pageSize: page.c,
    signal,
  });
}
