import { apiFetch, type PageCursor, type PageResponse } from '@kanat/shared/api';

/** `POST /api/list/gallery` (the seed's galleryQuery.php): gallery photos, newest first. */
export const GALLERY_ENDPOINT = '/api/list/gallery';
/** SPEC §9 page sizes. */
export const GALLERY_PAGE_SIZE = 10;
export const HOME_GALLERY_COUNT = 4;

/** One gallery photo, as the server's gallery list sends it. */
export interface GalleryRow {
  id: number;
  /** Caption; may be empty. */
  title: string;
  /** The full-size image, for the viewer. */
  img: string;
  /** A small version for grids and strips. */
  thumb: string;
  /** Pixel size of the full image. */
  width: number;
  height: number;
  /**
   * Every stored width as `srcset` text ('/a-400.jpg 400w, /a-1200.jpg 1200w'), when the
   * server offers several; the browser then picks the one that fits the tile.
   */
  srcset?: string;
  /** ms epoch. */
  createdOn: number;
}

export type GalleryListRequest = { p: PageCursor; c: number };

export type GalleryListResponse = PageResponse<GalleryRow>;

/** A single page outside the paged view (home strip). */
export function listGallery(
  page: { p?: PageCursor; c: number },
  signal?: AbortSignal,
): Promise<GalleryListResponse> {
  const body: GalleryListRequest = { p: page.p ?? 0, c: page.c };
  return apiFetch<GalleryListResponse>(GALLERY_ENDPOINT, { method: 'POST', body, signal });
}
