import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isImageWidth } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import sharp from 'sharp';
import { AppError } from '../../errors';

// WebP copies of the pictures under the media folder, in the widths of the shared allow-list
// (`/img/<width>/<path>` for `/media/<path>`). A copy is made from the original on its first
// request and kept on disk; it is made again when the original is newer than it.

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

export interface ImageVariant {
  /** The WebP file in the cache. */
  file: string;
  bytes: number;
  modifiedMs: number;
}

export interface ImageVariantLog {
  warn(details: object, message: string): void;
}

const notFound = () => new AppError('not-found', messages.media.imageNotFound);

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

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

const within = (root: string, file: string) => file.startsWith(root + path.sep);

export class ImageVariants {
  /** Copies being made, by cache file: concurrent first requests wait for the same one. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly mediaDir: string,
    private readonly cacheDir: string,
    private readonly log?: ImageVariantLog,
  ) {}

  /**
   * The copy of `relative` (a path under the media folder) `width` pixels wide, or the
   * original's width when it is narrower: made now if there is none yet or the original
   * changed since. Throws the 404 AppError for a width outside the allow-list, a path that is
   * not a picture inside the media folder, or a missing or unreadable original.
   */
  async variant(width: number, relative: string): Promise<ImageVariant> {
    const segments = pictureSegments(relative);
    if (!isImageWidth(width) || segments === null) throw notFound();
    const original = await this.original(segments);
    const file = `${path.join(this.cacheDir, String(width), ...segments)}.webp`;

    let cached = await stat(file).catch(() => null);
    if (cached === null || cached.mtimeMs < original.modifiedMs) {
      await this.makeOnce(file, () => this.make(original.file, width, file));
      cached = await stat(file);
    }
    return { file, bytes: cached.size, modifiedMs: cached.mtimeMs };
  }

  /** The original file, checked (symbolic links included) to be inside the media folder. */
  private async original(segments: string[]): Promise<{ file: string; modifiedMs: number }> {
    const root = path.resolve(this.mediaDir);
    const candidate = path.resolve(root, ...segments);
    if (!within(root, candidate)) throw notFound();
    try {
      const [realRoot, real] = await Promise.all([realpath(root), realpath(candidate)]);
      if (!within(realRoot, real)) throw notFound();
      const info = await stat(real);
      if (!info.isFile()) throw notFound();
      return { file: real, modifiedMs: info.mtimeMs };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isMissing(error)) throw notFound();
      throw error;
    }
  }

  private makeOnce(file: string, make: () => Promise<void>): Promise<void> {
    const running = this.pending.get(file);
    if (running) return running;
    const job = make().finally(() => this.pending.delete(file));
    this.pending.set(file, job);
    return job;
  }

  /** Writes the copy beside its final name, then renames it: readers never see half a file. */
  private async make(original: string, width: number, file: string): Promise<void> {
    let data: Buffer;
    try {
      data = await sharp(original, { limitInputPixels: maxInputPixels, pages: 1 })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: webpQuality })
        .toBuffer();
    } catch (error) {
      // A file that is not a readable picture has no copies.
      this.log?.warn({ err: error, original }, 'image variant could not be made');
      throw notFound();
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
