import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteRange, MediaArea, MediaObject, MediaObjectInfo, MediaStore } from './media-store';

export interface LocalMediaFolders {
  /** DATA_DIR/media: served at /media/ by static serving. */
  mediaDir: string;
  /** DATA_DIR/image-cache. */
  cacheDir: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

const within = (root: string, file: string) => file.startsWith(root + path.sep);

/** The embedded default: files in two folders of DATA_DIR, for one instance. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';
  readonly location: string;
  private readonly roots: Record<MediaArea, string>;

  constructor(folders: LocalMediaFolders) {
    this.roots = {
      media: path.resolve(folders.mediaDir),
      'image-cache': path.resolve(folders.cacheDir),
    };
    this.location = this.roots.media;
  }

  /** The media folder, for static serving. */
  get mediaDir(): string {
    return this.roots.media;
  }

  /** The file of a key, or null for one that would leave its folder. */
  private fileOf(area: MediaArea, key: string): string | null {
    const root = this.roots[area];
    const file = path.resolve(root, ...key.split('/'));
    return within(root, file) ? file : null;
  }

  /** Writes beside the final name, then renames: readers never see half a file. */
  async put(area: MediaArea, key: string, data: Uint8Array): Promise<void> {
    const file = this.fileOf(area, key);
    if (file === null) throw new Error(`media key outside its folder: ${key}`);
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

  /** Symbolic links included, the file must be inside its folder. */
  private async existing(
    area: MediaArea,
    key: string,
  ): Promise<(MediaObjectInfo & { file: string }) | null> {
    const candidate = this.fileOf(area, key);
    if (candidate === null) return null;
    try {
      const [realRoot, real] = await Promise.all([realpath(this.roots[area]), realpath(candidate)]);
      if (!within(realRoot, real)) return null;
      const info = await stat(real);
      if (!info.isFile()) return null;
      return { file: real, bytes: info.size, modifiedMs: info.mtimeMs };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(area: MediaArea, key: string): Promise<MediaObjectInfo | null> {
    const found = await this.existing(area, key);
    return found === null ? null : { bytes: found.bytes, modifiedMs: found.modifiedMs };
  }

  async open(area: MediaArea, key: string, range?: ByteRange): Promise<MediaObject | null> {
    const found = await this.existing(area, key);
    if (found === null) return null;
    const info = { bytes: found.bytes, modifiedMs: found.modifiedMs, contentType: null };
    if (range === undefined) return { ...info, body: createReadStream(found.file) };
    if (range.start >= found.bytes) return { ...info, body: Readable.from([]), part: null };
    const part = {
      start: range.start,
      end: Math.min(range.end ?? found.bytes - 1, found.bytes - 1),
    };
    return { ...info, body: createReadStream(found.file, part), part };
  }

  async read(area: MediaArea, key: string): Promise<Buffer | null> {
    const found = await this.existing(area, key);
    return found === null ? null : readFile(found.file);
  }

  async remove(area: MediaArea, keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        const file = this.fileOf(area, key);
        return file === null ? undefined : rm(file, { force: true });
      }),
    );
  }

  close(): void {}
}
