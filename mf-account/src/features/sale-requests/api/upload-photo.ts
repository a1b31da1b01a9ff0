import { uploadMedia } from '@kanat/shared/api';
import type { MediaFile } from '@kanat/shared/contracts';

/** A photo for a sale request, through the members' upload endpoint (`POST /api/uploads`). */
export function uploadSaleRequestPhoto(file: File): Promise<MediaFile> {
  return uploadMedia(file, 'sale-request-photo', { staff: false });
}
