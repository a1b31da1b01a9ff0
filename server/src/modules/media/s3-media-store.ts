import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../config';
import type { ByteRange, MediaArea, MediaObject, MediaObjectInfo, MediaStore } from './media-store';

/** A name never changes its content: uploads get a fresh random name, copies follow theirs. */
const objectCacheControl = 'public, max-age=604800';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}

/** S3 answers 416 InvalidRange for a range that starts past the object's end. */
function isRangeRefused(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 416 || error.name === 'InvalidRange')
  );
}

/** `bytes 0-99/1000`: the part sent and the whole size. */
const contentRangePattern = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** The first `count` bytes of a stream; leaving the loop early destroys the rest. */
async function* firstBytes(source: Readable, count: number): AsyncGenerator<Buffer> {
  let left = count;
  for await (const chunk of source) {
    const bytes = Buffer.from(chunk as Uint8Array);
    if (bytes.length >= left) {
      yield bytes.subarray(0, left);
      return;
    }
    yield bytes;
    left -= bytes.length;
  }
}

/** What HeadObject tells: also the bucket's own tag (the MD5 of a file uploaded whole). */
export interface S3ObjectInfo extends MediaObjectInfo {
  contentType: string | null;
  etag: string | null;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), shared by every instance.
 * Objects are named `<area>/<key>`: `media/news/abc-800.jpg`, `image-cache/480/news/abc-800.jpg.webp`.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3MediaConfig) {
    this.bucket = config.bucket;
    this.location = `s3://${config.bucket}`;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK adds CRC32 checksums to every upload and checks them on every download unless
      // told otherwise; many S3-compatible servers (s3rver, older MinIO, Ceph) neither send
      // nor accept them. Only where the S3 API requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage that stops answering must not hold a page's pictures (or a seed) for ever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  private name(area: MediaArea, key: string): string {
    return `${area}/${key}`;
  }

  async put(area: MediaArea, key: string, data: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.name(area, key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.byteLength,
        CacheControl: objectCacheControl,
      }),
    );
  }

  async head(area: MediaArea, key: string): Promise<S3ObjectInfo | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.name(area, key) }),
      );
      return {
        bytes: answer.ContentLength ?? 0,
        modifiedMs: answer.LastModified?.getTime() ?? 0,
        contentType: answer.ContentType ?? null,
        etag: answer.ETag ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** One GetObject; with a range, S3 sends only those bytes (the `Range` header). */
  async open(area: MediaArea, key: string, range?: ByteRange): Promise<MediaObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.name(area, key),
          Range: range === undefined ? undefined : `bytes=${range.start}-${range.end ?? ''}`,
        }),
      );
      if (answer.Body === undefined) return null;
      const info = {
        // In Node the body is the HTTP response itself, a Readable.
        body: answer.Body as Readable,
        bytes: answer.ContentLength ?? 0,
        modifiedMs: answer.LastModified?.getTime() ?? 0,
        contentType: answer.ContentType ?? null,
      };
      const sent = range === undefined ? null : contentRangePattern.exec(answer.ContentRange ?? '');
      // No Content-Range: the server sent the whole object, which is what it then is.
      if (sent === null || range === undefined) return info;
      const part = { start: Number(sent[1]), end: Number(sent[2]) };
      if (part.start !== range.start) {
        info.body.destroy();
        throw new Error(`S3 sent bytes ${part.start}-${part.end} for ${range.start}-`);
      }
      // Some S3-compatible servers (s3rver) read `bytes=0-0` as `bytes=0-`: only what was asked.
      if (range.end !== undefined && part.end > range.end) {
        return {
          ...info,
          body: Readable.from(firstBytes(info.body, range.end - range.start + 1)),
          bytes: Number(sent[3]),
          part: { start: part.start, end: range.end },
        };
      }
      return { ...info, bytes: Number(sent[3]), part };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (range !== undefined && isRangeRefused(error)) {
        // The refusal does not say the size in a form every S3-compatible server shares.
        const info = await this.head(area, key);
        return info === null
          ? null
          : { ...info, contentType: null, body: Readable.from([]), part: null };
      }
      throw error;
    }
  }

  async read(area: MediaArea, key: string): Promise<Buffer | null> {
    const found = await this.open(area, key);
    if (found === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** One request per key: a few per upload, and DeleteObjects needs a checksum some servers refuse. */
  async remove(area: MediaArea, keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.client.send(
          new DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(area, key) }),
        ),
      ),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
