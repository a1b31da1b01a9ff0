import { randomBytes } from 'node:crypto';
import type { MediaFile, MediaPurpose, UploadPurpose, VideoFile } from '@kanat/shared/contracts';
import { maxMediaBytes } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/connection';
import { mediaFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { copyKeysOf } from './image-variants';
import { type MediaStore, mediaUrlPrefix, storeImage } from './media-store';
import { storeVideo } from './video-files';

interface PurposeRule {
  /** Folder of the media store. */
  folder: string;
  /** Widths kept, small to large; a picture is never enlarged. */
  widths: readonly number[];
  /** A PDF is accepted too (stored rebuilt, as a document). */
  pdf?: boolean;
}

/** Where each kind of upload goes and which sizes the pages need of it. */
export const purposeRules: Record<UploadPurpose, PurposeRule> = {
  'pigeon-photo': { folder: 'pigeons', widths: [320, 640, 1280] },
  pedigree: { folder: 'pedigrees', widths: [800, 1600], pdf: true },
  'dna-certificate': { folder: 'dna', widths: [800, 1600], pdf: true },
  'group-photo': { folder: 'groups', widths: [320, 640, 1280] },
  'news-picture': { folder: 'news', widths: [400, 800, 1280] },
  'news-inline': { folder: 'news', widths: [800, 1280] },
  gallery: { folder: 'gallery', widths: [400, 800, 1600] },
  slider: { folder: 'slider', widths: [768, 1280, 1920] },
  'slider-mobile': { folder: 'slider', widths: [480, 768] },
  sponsor: { folder: 'sponsors', widths: [200, 400] },
  logo: { folder: 'site', widths: [200, 400] },
  'sale-request-photo': { folder: 'sale-requests', widths: [320, 640, 1280] },
};

/** Unattached uploads older than this are deleted with their files. */
export const unattachedLifetimeMs = 24 * 60 * 60 * 1000;

type MediaRow = typeof mediaFiles.$inferSelect;

export function mediaView(row: MediaRow): MediaFile {
  return {
    id: row.id,
    purpose: row.purpose,
    kind: row.kind,
    url: row.url,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    variants: row.variants,
  };
}

export interface StoreMediaInput {
  purpose: UploadPurpose;
  /** As the browser named it; kept for staff to recognise, never used as a path. */
  originalName: string;
  data: Buffer;
  uploaderId: string | null;
}

export interface ClaimOptions {
  /** Each file must have been uploaded for one of these. */
  purposes: readonly MediaPurpose[];
  /** When set, each file must have been uploaded by this account (members' uploads). */
  uploaderId?: string;
}

const pdfMagic = Buffer.from('%PDF-');

/**
 * The media library: checks, re-encodes and stores uploads, and tracks which are in use.
 * One instance per server, as `app.media`.
 */
export class MediaLibrary {
  constructor(
    private readonly db: Db,
    readonly mediaStore: MediaStore,
    /** FFMPEG_PATH, or null for the bundled ffmpeg. */
    private readonly ffmpegPath: string | null = null,
  ) {}

  /**
   * Checks the real type by content (never by name or declared type), re-encodes (images
   * through sharp, dropping metadata; a PDF rebuilt page by page, dropping scripts,
   * attachments and metadata) and records the result as an unattached upload. On any
   * failure nothing stays in the store.
   */
  async store(input: StoreMediaInput): Promise<MediaFile> {
    const rule = purposeRules[input.purpose];
    if (input.data.length === 0) throw new AppError('invalid-argument', messages.media.empty);
    if (input.data.length > maxMediaBytes) {
      throw new AppError(
        'invalid-argument',
        fill(messages.media.tooLarge, { mb: maxMediaBytes / 1024 / 1024 }),
      );
    }
    const isPdf = input.data.subarray(0, pdfMagic.length).equals(pdfMagic);
    if (isPdf && rule.pdf !== true) {
      throw new AppError('invalid-argument', messages.media.imageUnreadable);
    }
    const id = randomBytes(12).toString('base64url');
    const stored = isPdf
      ? await this.storePdf(id, rule.folder, input.data)
      : await this.storeImage(rule, input.data);
    try {
      const [row] = await this.db
        .insert(mediaFiles)
        .values({
          id,
          purpose: input.purpose,
          uploadedBy: input.uploaderId,
          originalName: input.originalName.slice(0, 200),
          ...stored,
        })
        .returning();
      if (row === undefined) throw new Error('media row not written');
      return mediaView(row);
    } catch (error) {
      await this.removeFiles(stored.storedPaths);
      throw error;
    }
  }

  /**
   * A pigeon's video: checked (size, MP4 with a picture browsers play, length), rewritten
   * without its metadata and with its index first, stored with a poster frame in the picture
   * sizes, and recorded as an unattached upload (`pigeon-video`). On any failure nothing stays
   * in the store.
   */
  async storeVideo(input: Omit<StoreMediaInput, 'purpose'>): Promise<VideoFile> {
    const id = randomBytes(12).toString('base64url');
    const video = await storeVideo(this.mediaStore, input.data, id, this.ffmpegPath);
    try {
      const [row] = await this.db
        .insert(mediaFiles)
        .values({
          id,
          purpose: 'pigeon-video',
          kind: 'video',
          contentType: 'video/mp4',
          ...video,
          uploadedBy: input.uploaderId,
          originalName: input.originalName.slice(0, 200),
        })
        .returning();
      if (row === undefined) throw new Error('media row not written');
      return { ...mediaView(row), durationMs: video.durationMs };
    } catch (error) {
      await this.removeFiles(video.storedPaths);
      throw error;
    }
  }

  private async storeImage(rule: PurposeRule, data: Buffer) {
    let image: Awaited<ReturnType<typeof storeImage>>;
    try {
      image = await storeImage(this.mediaStore, data, { folder: rule.folder, widths: rule.widths });
    } catch (error) {
      // A PDF-capable purpose names both accepted kinds in its message.
      if (rule.pdf === true && error instanceof AppError) {
        throw new AppError('invalid-argument', messages.media.documentUnreadable);
      }
      throw error;
    }
    return {
      kind: 'image' as const,
      url: image.url,
      contentType: 'image/jpeg',
      bytes: data.length,
      width: image.width,
      height: image.height,
      variants: image.variants,
      storedPaths: image.variants.map((v) => v.url.slice(mediaUrlPrefix.length)),
    };
  }

  private async storePdf(id: string, folder: string, data: Buffer) {
    let rebuilt: Uint8Array;
    try {
      const source = await PDFDocument.load(data, { updateMetadata: false });
      const copy = await PDFDocument.create({ updateMetadata: false });
      const pages = await copy.copyPages(source, source.getPageIndices());
      if (pages.length === 0) throw new Error('no pages');
      for (const page of pages) copy.addPage(page);
      rebuilt = await copy.save();
    } catch {
      throw new AppError('invalid-argument', messages.media.documentUnreadable);
    }
    const relative = `${folder}/${id}.pdf`;
    await this.mediaStore.put('media', relative, rebuilt, 'application/pdf');
    return {
      kind: 'document' as const,
      url: `${mediaUrlPrefix}${relative}`,
      contentType: 'application/pdf',
      bytes: rebuilt.length,
      width: null,
      height: null,
      variants: [],
      storedPaths: [relative],
    };
  }

  /**
   * Marks uploads as used by the record being saved, in the caller's transaction, and returns
   * them in the order given. Refuses an unknown id, one uploaded for another purpose or by
   * someone else, and one already in use.
   */
  async claim(tx: Db, ids: readonly string[], options: ClaimOptions): Promise<MediaFile[]> {
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const rows = await tx
      .select()
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, unique))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of unique) {
      const row = byId.get(id);
      if (row === undefined) throw new AppError('invalid-argument', messages.media.unknownFile);
      if (!options.purposes.includes(row.purpose as MediaPurpose)) {
        throw new AppError('invalid-argument', messages.media.wrongPurpose);
      }
      if (options.uploaderId !== undefined && row.uploadedBy !== options.uploaderId) {
        throw new AppError('invalid-argument', messages.media.unknownFile);
      }
      if (row.attached) throw new AppError('invalid-argument', messages.media.alreadyUsed);
    }
    await tx.update(mediaFiles).set({ attached: true }).where(inArray(mediaFiles.id, unique));
    return ids.map((id) => mediaView(byId.get(id) as MediaRow));
  }

  /**
   * Marks uploads as no longer used (a photo removed from a pigeon); housekeeping deletes
   * them with their files once their lifetime has passed. Already attached ids of a record
   * that keeps them must not be passed.
   */
  async release(tx: Db, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(mediaFiles)
      .set({ attached: false, createdAt: new Date() })
      .where(inArray(mediaFiles.id, [...ids]));
  }

  /** The stored files of these ids (attached or not), in the order given; unknown ids skipped. */
  async find(db: Db, ids: readonly string[]): Promise<MediaFile[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [mediaView(row)];
    });
  }

  /** Deletes unattached uploads older than their lifetime, files first. Safe on every instance. */
  async purgeUnattached(now = Date.now()): Promise<number> {
    const before = new Date(now - unattachedLifetimeMs);
    const stale = await this.db
      .select({ id: mediaFiles.id, storedPaths: mediaFiles.storedPaths })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.attached, false), lt(mediaFiles.createdAt, before)))
      .limit(500);
    for (const row of stale) {
      await this.removeFiles(row.storedPaths);
      await this.db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.id, row.id), eq(mediaFiles.attached, false)));
    }
    return stale.length;
  }

  private async removeFiles(keys: readonly string[]): Promise<void> {
    // Keys come from our own rows; still, none may climb out of its folder.
    const safe = keys.filter((key) => key.split('/').every((s) => s !== '' && s !== '..'));
    await this.mediaStore.remove('media', safe);
    // Copies are read without looking at their original (image-variants.ts): they go with it.
    await this.mediaStore.remove('image-cache', safe.flatMap(copyKeysOf));
  }
}
