import { callFunction } from '@kanat/shared/api';

/** `adminGalleryDelete` (staff): the photo leaves the gallery; its files are released. */
export async function deletePhoto(id: number): Promise<void> {
  await callFunction('adminGalleryDelete', { id });
}
