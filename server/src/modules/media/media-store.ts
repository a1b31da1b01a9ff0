import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@kanat/shared/i18n/full';
import sharp from 'sharp';
import type { ImageVariant } from '../../db/schema';
import { AppError } from '../../errors';

/** Uploaded pictures land under `<mediaDir>/<folder>/` and are served at `/media/<folder>/`. */
export const mediaUrlPrefix = '/media/';

/**
 * Raster formats accepted from uploads. SVG is refused on purpose: it is a document that can
 * reference other files, and nothing an editor uploads needs to be a vector.
 */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

/** Decompression bombs: a small file that expands to a huge bitmap is refused. */
const maxInputPixels = 40_000_000;

export const maxUploadBytes = 10 * 1024 * 1024;

export interface StoreImageOptions {
  /** Sub-folder of the media directory: 'news', 'gallery'. */
  folder: string;
  /** Widths to produce, small to large; a picture is never enlarged beyond its own width. */
  widths: readonly number[];
}

export interface StoredImage {
  /** The largest variant. */
  url: string;
  width: number;
  height: number;
  /** Every produced width, small to large (duplicates of a small original collapsed). */
  variants: ImageVariant[];
}

/**
 * Decodes an uploaded picture and writes it again as JPEG in the requested widths. Re-encoding
 * drops EXIF (location, camera), applies the EXIF orientation, and means whatever bytes came
 * in, only pixels go out.
 */
export async function storeImage(
  mediaDir: string,
  input: Buffer,
  options: StoreImageOptions,
): Promise<StoredImage> {
  if (input.length === 0 || input.length > maxUploadBytes) {
    throw new AppError('invalid-argument', 'Resim en fazla 10 MB olabilir.');
  }
  let width: number;
  try {
    const meta = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    if (meta.format === undefined || !acceptedFormats.has(meta.format)) throw new Error('format');
    width = meta.autoOrient.width;
  } catch {
    throw new AppError('invalid-argument', messages.media.imageUnreadable);
  }

  const name = randomBytes(12).toString('base64url');
  const folder = path.join(mediaDir, options.folder);
  await mkdir(folder, { recursive: true });

  const targets = [...new Set(options.widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  try {
    for (const target of targets) {
      const file = `${name}-${target}.jpg`;
      const info = await sharp(input, { limitInputPixels: maxInputPixels, pages: 1 })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(folder, file));
      written.push(path.join(folder, file));
      variants.push({
        url: `${mediaUrlPrefix}${options.folder}/${file}`,
        width: info.width,
        height: info.height,
      });
    }
  } catch {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw new AppError('invalid-argument', messages.media.imageFailed);
  }
  const largest = variants.at(-1) as ImageVariant;
  return { url: largest.url, width: largest.width, height: largest.height, variants };
}

/** `srcset` text for variants: `/a-400.jpg 400w, /a-800.jpg 800w`. */
export function srcsetOf(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
