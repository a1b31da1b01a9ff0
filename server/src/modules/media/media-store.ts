import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { messages } from '@kanat/shared/i18n/full';
import sharp from 'sharp';
import type { S3MediaConfig } from '../../config';
import type { ImageVariant } from '../../db/schema';
import { AppError } from '../../errors';
import { LocalMediaStore } from './local-media-store';
import { S3MediaStore } from './s3-media-store';

/** Uploaded pictures are stored under the key `<folder>/<name>` and served at `/media/<key>`. */
export const mediaUrlPrefix = '/media/';

/**
 * The two kinds of files the site keeps: `media`, the originals (seeded pictures, uploads),
 * served at `/media/<key>`; `image-cache`, the WebP sizes made of them (`/img/<width>/<key>`).
 */
export type MediaArea = 'media' | 'image-cache';

export interface MediaObjectInfo {
  /** The whole object's size, also when only a part of it is read. */
  bytes: number;
  modifiedMs: number;
  /** As stored; null or absent when the backend keeps none (the local folder). */
  contentType?: string | null;
}

/** Bytes `start` to `end`, both included; no `end`: to the object's end (cut there if past it). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface MediaObject extends MediaObjectInfo {
  /** The whole object, or the part `part` names; empty when `part` is null. */
  body: Readable;
  contentType: string | null;
  /**
   * Only when a range was asked for: the bytes `body` holds, or null when the range starts past
   * the object's end. Absent also when the backend answered the whole object regardless.
   */
  part?: { start: number; end: number } | null;
}

/**
 * Where media live (ARCHITECTURE §7): the local folder under DATA_DIR (one instance) or an
 * S3-compatible bucket that every instance shares. Keys are relative paths with `/`; callers
 * check them (pictureSegments, our own row's paths) before asking.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** For messages and logs: the folder, or `s3://bucket`. */
  readonly location: string;
  /** Whole files only: a reader never sees half of one. */
  put(area: MediaArea, key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Size and time of a stored file; null when there is none. */
  head(area: MediaArea, key: string): Promise<MediaObjectInfo | null>;
  /** The file, or only `range` of it: the bytes asked for are all that travel. */
  open(area: MediaArea, key: string, range?: ByteRange): Promise<MediaObject | null>;
  read(area: MediaArea, key: string): Promise<Buffer | null>;
  /** Missing files are no error. */
  remove(area: MediaArea, keys: readonly string[]): Promise<void>;
  close(): void;
}

/** A store, or the local media folder's path (commands and tests that work on a DATA_DIR). */
export type MediaPlace = MediaStore | string;

/** The image cache of a local media folder sits beside it: `${DATA_DIR}/image-cache`. */
const cacheDirBeside = (mediaDir: string) =>
  path.join(path.dirname(path.resolve(mediaDir)), 'image-cache');

export function toMediaStore(place: MediaPlace): MediaStore {
  return typeof place === 'string'
    ? new LocalMediaStore({ mediaDir: place, cacheDir: cacheDirBeside(place) })
    : place;
}

/** The store the configuration asks for: the bucket when S3 is set, else DATA_DIR's folders. */
export function createMediaStore(config: {
  mediaDir: string;
  dataDir: string;
  s3: S3MediaConfig | null;
}): MediaStore {
  return config.s3 === null
    ? new LocalMediaStore({
        mediaDir: config.mediaDir,
        cacheDir: path.join(config.dataDir, 'image-cache'),
      })
    : new S3MediaStore(config.s3);
}

/**
 * Raster formats accepted from uploads. SVG is refused on purpose: it is a document that can
 * reference other files, and nothing an editor uploads needs to be a vector.
 */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

/** Decompression bombs: a small file that expands to a huge bitmap is refused. */
const maxInputPixels = 40_000_000;

export const maxUploadBytes = 10 * 1024 * 1024;

export interface StoreImageOptions {
  /** Folder of the media store: 'news', 'gallery'. */
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
  place: MediaPlace,
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

  const store = toMediaStore(place);
  const name = randomBytes(12).toString('base64url');
  const targets = [...new Set(options.widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  try {
    for (const target of targets) {
      const key = `${options.folder}/${name}-${target}.jpg`;
      const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, pages: 1 })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      await store.put('media', key, data, 'image/jpeg');
      written.push(key);
      variants.push({ url: `${mediaUrlPrefix}${key}`, width: info.width, height: info.height });
    }
  } catch {
    await store.remove('media', written).catch(() => {});
    throw new AppError('invalid-argument', messages.media.imageFailed);
  }
  const largest = variants.at(-1) as ImageVariant;
  return { url: largest.url, width: largest.width, height: largest.height, variants };
}

/** `srcset` text for variants: `/a-400.jpg 400w, /a-800.jpg 800w`. */
export function srcsetOf(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
