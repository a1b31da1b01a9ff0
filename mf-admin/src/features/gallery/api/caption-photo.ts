import { callFunction } from '@kanat/shared/api';
import type { GalleryPhoto } from '@kanat/shared/contracts';

/** `adminGalleryCaption` (staff). */
export async function captionPhoto(id: number, title: string): Promise<GalleryPhoto> {
  const { code: _code, ...photo } = await callFunction('adminGalleryCaption', { id, title });
  return photo;
}
