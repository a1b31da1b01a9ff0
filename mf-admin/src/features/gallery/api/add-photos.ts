import { callFunction } from '@kanat/shared/api';
import type { GalleryPhoto } from '@kanat/shared/contracts';

/** `adminGalleryAdd` (staff): uploaded photos with their captions, all or none. */
export async function addPhotos(
  items: Array<{ photoId: string; title: string }>,
): Promise<GalleryPhoto[]> {
  const { photos } = await callFunction('adminGalleryAdd', { items });
  return photos;
}
