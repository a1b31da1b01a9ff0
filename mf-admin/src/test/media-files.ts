import type { MediaFile } from '@kanat/shared/contracts';

/** What the upload endpoint answers for a stored image (or, with overrides, a document). */
export const storedMedia = (id: string, over: Partial<MediaFile> = {}): MediaFile => ({
  id,
  purpose: 'group-photo',
  kind: 'image',
  url: `/media/uploads/${id}-1600.webp`,
  contentType: 'image/webp',
  bytes: 52_000,
  width: 1600,
  height: 1200,
  variants: [
    { url: `/media/uploads/${id}-320.webp`, width: 320, height: 240 },
    { url: `/media/uploads/${id}-1600.webp`, width: 1600, height: 1200 },
  ],
  ...over,
});
