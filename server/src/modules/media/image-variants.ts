import path from 'node:path';
import { Readable } from 'node:stream';
import { IMAGE_WIDTHS, isImageWidth } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import sharp from 'sharp';
import { AppError } from '../../errors';
import type { MediaObjectInfo, MediaStore } from './media-store';

// WebP copies of the pictures of the media store, in the widths of the shared allow-list
// (`/img/<width>/<path>` for `/media/<path>`). A copy is made from the original on its first
// request and kept in the store's image cache (the bucket, with S3: every instance uses the
// same copies). A copy follows its original's name, as the browsers' week of caching does:
// names never change their content (uploads get fresh random names, the demo pictures are
// drawn the same each time), so a request for a copy that exists is one read of the store
// (one GetObject with S3) and never looks at the original. A restore empties the cache.

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

/** A copy just made, for every request that waited for it. */
interface MadeCopy {
  data: Buffer;
  modifiedMs: number;
}

/** Where the copies of a picture are kept in the image cache, one per width of the allow-list. */
export function copyKeysOf(key: string): string[] {
  return pictureSegments(key) === null ? [] : IMAGE_WIDTHS.map((width) => `${width}/${key}.webp`);
}

export class ImageVariants {
  /** Copies being made, by cache key: concurrent first requests wait for the same one. */
  private readonly pending = new Map<string, Promise<MadeCopy>>();

  constructor(
    private readonly store: MediaStore,
    private readonly log?: ImageVariantLog,
  ) {}

  /**
   * The copy of `relative` (a key of the media store) `width` pixels wide, or the original's
   * width when it is narrower: read as it is when the store holds it (whichever instance made
   * it), else made now, once in this process however many requests ask at the same time.
   * Throws the 404 AppError for a width outside the allow-list, a path that is not a picture
   * of the store, or a missing or unreadable original.
   */
  async variant(width: number, relative: string): Promise<ImageVariant> {
    const segments = pictureSegments(relative);
    if (!isImageWidth(width) || segments === null) throw notFound();
    const key = segments.join('/');
    const cacheKey = `${width}/${key}.webp`;

    const copy = await this.store.open('image-cache', cacheKey);
    if (copy !== null) return { body: copy.body, bytes: copy.bytes, modifiedMs: copy.modifiedMs };
    const made = await this.makeOnce(cacheKey, () => this.make(key, width, cacheKey));
    // Readable.from sends a Buffer as one chunk; each waiting request gets its own stream.
    return {
      body: Readable.from([made.data]),
      bytes: made.data.length,
      modifiedMs: made.modifiedMs,
    };
  }

  private makeOnce(cacheKey: string, make: () => Promise<MadeCopy>): Promise<MadeCopy> {
    const running = this.pending.get(cacheKey);
    if (running) return running;
    const job = make().finally(() => this.pending.delete(cacheKey));
    this.pending.set(cacheKey, job);
    return job;
  }

  /**
   * Reads the original, writes the copy, and asks the stored copy's time: the ETag of the
   * copy's next requests, read from the store, must be this one's.
   */
  private async make(key: string, width: number, cacheKey: string): Promise<MadeCopy> {
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
    const stored = await this.store.head('image-cache', cacheKey);
    return { data, modifiedMs: stored?.modifiedMs ?? Date.now() };
  }
}
