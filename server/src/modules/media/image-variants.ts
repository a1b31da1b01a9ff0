import path from 'node:path';
import type { Readable } from 'node:stream';
import { isImageWidth } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import sharp from 'sharp';
import { AppError } from '../../errors';
import type { MediaObjectInfo, MediaStore } from './media-store';

// WebP copies of the pictures of the media store, in the widths of the shared allow-list
// (`/img/<width>/<path>` for `/media/<path>`). A copy is made from the original on its first
// request and kept in the store's image cache (the bucket, with S3: every instance uses the
// same copies); it is made again when the original is newer than it.

/** Originals a copy is made of; other files (PDF pedigrees, SVG) never reach sharp. */
const pictureExtensions = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.avif',
  '.tif',
  '.tiff',
]);

/** The same decompression-bomb limit as uploads. */
const maxInputPixels = 40_000_000;

/** Small enough for phones, good enough for photos of pigeons. */
const webpQuality = 70;

export interface ImageVariant extends MediaObjectInfo {
  /** The WebP copy, to be sent or destroyed. */
  body: Readable;
}

export interface ImageVariantLog {
  warn(details: object, message: string): void;
}

const notFound = () => new AppError('not-found', messages.media.imageNotFound);

/**
 * The path segments of a picture under the media folder, or null for anything that could
 * leave it or that static serving hides: empty, `.` or `..` segments, dotfiles, backslashes,
 * NUL, and files that are not pictures.
 */
export function pictureSegments(relative: string): string[] | null {
  if (relative === '' || /[\\\0]/.test(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const extension = path.extname(segments.at(-1) ?? '').toLowerCase();
  return pictureExtensions.has(extension) ? segments : null;
}

export class ImageVariants {
  /** Copies being made, by cache key: concurrent first requests wait for the same one. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly store: MediaStore,
    private readonly log?: ImageVariantLog,
  ) {}

  /**
   * The copy of `relative` (a key of the media store) `width` pixels wide, or the original's
   * width when it is narrower: made now if the store holds none yet or the original changed
   * since. A copy another instance made is used as it is. Throws the 404 AppError for a width
   * outside the allow-list, a path that is not a picture of the store, or a missing or
   * unreadable original.
   */
  async variant(width: number, relative: string): Promise<ImageVariant> {
    const segments = pictureSegments(relative);
    if (!isImageWidth(width) || segments === null) throw notFound();
    const key = segments.join('/');
    const original = await this.store.head('media', key);
    if (original === null) throw notFound();
    const cacheKey = `${width}/${key}.webp`;

    const fresh = (copy: MediaObjectInfo | null) =>
      copy !== null && copy.modifiedMs >= original.modifiedMs;
    if (!fresh(await this.store.head('image-cache', cacheKey))) {
      await this.makeOnce(cacheKey, () => this.make(key, width, cacheKey));
    }
    const copy = await this.store.open('image-cache', cacheKey);
    if (copy === null) throw notFound();
    return { body: copy.body, bytes: copy.bytes, modifiedMs: copy.modifiedMs };
  }

  private makeOnce(cacheKey: string, make: () => Promise<void>): Promise<void> {
    const running = this.pending.get(cacheKey);
    if (running) return running;
    const job = make().finally(() => this.pending.delete(cacheKey));
    this.pending.set(cacheKey, job);
    return job;
  }

  private async make(key: string, width: number, cacheKey: string): Promise<void> {
    const original = await this.store.read('media', key);
    if (original === null) throw notFound();
    let data: Buffer;
    try {
      data = await sharp(original, { limitInputPixels: maxInputPixels, pages: 1 })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: webpQuality })
        .toBuffer();
    } catch (error) {
      // A file that is not a readable picture has no copies.
      this.log?.warn({ err: error, original: key }, 'image variant could not be made');
      throw notFound();
    }
    await this.store.put('image-cache', cacheKey, data, 'image/webp');
  }
}
