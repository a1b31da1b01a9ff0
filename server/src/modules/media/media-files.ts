import path from 'node:path';
import { Readable } from 'node:stream';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { ByteRange, MediaObject, MediaObjectInfo, MediaStore } from './media-store';

/** Names never change their content (uploads get fresh random names), but seeds redraw theirs. */
export const mediaCacheControl = 'public, max-age=86400';

/** What static serving would say of a file by its name, for stores that keep no type. */
const typesByExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

export function mediaContentType(key: string): string {
  return typesByExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Whole seconds: every instance reads the same time from the bucket. */
export const etagOf = (info: MediaObjectInfo) =>
  `"${info.bytes.toString(36)}-${Math.floor(info.modifiedMs / 1000).toString(36)}"`;

/** A key of a served file, or null for what static serving would refuse (dotfiles, `..`). */
function servedKey(relative: string): string | null {
  if (relative === '' || /[\\\0]/.test(relative)) return null;
  const segments = relative.split('/');
  return segments.some((s) => s === '' || s.startsWith('.')) ? null : relative;
}

/** A 4xx the error handler answers with its Turkish message, as static serving's own are. */
const statusError = (statusCode: 412 | 416) =>
  Object.assign(new Error(statusCode === 412 ? 'precondition failed' : 'range not satisfiable'), {
    statusCode,
  });

/**
 * The ETag static serving gives a file of the local folder (@fastify/send: size and time in
 * hexadecimal, weak), so that a browser meets the same validators from either backend.
 */
export const mediaEtagOf = (info: MediaObjectInfo) =>
  `W/"${info.bytes.toString(16)}-${Math.floor(info.modifiedMs).toString(16)}"`;

type RequestHeaders = FastifyRequest['headers'];

const listed = (header: string) =>
  header
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

/** Weak comparison (RFC 9110 §8.8.3.2): `W/"a"` and `"a"` are the same tag. */
const sameTag = (a: string, b: string) => a.replace(/^W\//, '') === b.replace(/^W\//, '');

/** Last-Modified as sent: whole seconds. */
const modifiedSecondMs = (info: MediaObjectInfo) => Math.floor(info.modifiedMs / 1000) * 1000;

/** If-Match or If-Unmodified-Since not met: 412 (RFC 9110 §13.1.1, §13.1.4). */
function preconditionFailed(headers: RequestHeaders, info: MediaObjectInfo): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined && ifMatch.trim() !== '*') {
    const etag = mediaEtagOf(info);
    if (!listed(ifMatch).some((t) => sameTag(t, etag))) return true;
  }
  const unmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(unmodifiedSince) && modifiedSecondMs(info) > unmodifiedSince;
}

/**
 * The browser's copy is current: If-None-Match names the tag, or (without If-None-Match) the
 * file is no newer than If-Modified-Since. A reload (`cache-control: no-cache`) always gets it.
 */
function notModified(headers: RequestHeaders, info: MediaObjectInfo): boolean {
  if (headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const etag = mediaEtagOf(info);
    return listed(ifNoneMatch).some((t) => sameTag(t, etag));
  }
  const modifiedSince = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(modifiedSince) && modifiedSecondMs(info) <= modifiedSince;
}

/** If-Range: the range holds only for the version the browser has (a tag or a date). */
function rangeStillFits(headers: RequestHeaders, info: MediaObjectInfo): boolean {
  const ifRange = headers['if-range'];
  if (typeof ifRange !== 'string') return ifRange === undefined;
  if (ifRange.includes('"')) return ifRange.trim() === mediaEtagOf(info);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && modifiedSecondMs(info) <= date;
}

/** One `first-last` of a Range header; either side may be empty (`500-`, `-500`). */
interface RangeSpec {
  first: number | null;
  last: number | null;
}

/** The specs of a `bytes=` Range header; null for no header or another unit (then ignored). */
function rangeSpecs(header: string | undefined): RangeSpec[] | null {
  const match = header === undefined ? null : /^ *bytes=(.*)$/.exec(header);
  if (match === null) return null;
  return listed(match[1] ?? '').map((spec) => {
    const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
    const number = (text: string | undefined) => (text ? Number(text) : null);
    return parts === null
      ? { first: null, last: null }
      : { first: number(parts[1]), last: number(parts[2]) };
  });
}

/**
 * The ranges a file of `size` bytes can serve, overlapping and adjacent ones joined, as static
 * serving reads them: a suffix longer than the file, or `-0`, is refused rather than cut.
 */
function satisfiable(specs: RangeSpec[], size: number): Required<ByteRange>[] {
  const ranges: Required<ByteRange>[] = [];
  for (const { first, last } of specs) {
    if (first === null && last === null) continue;
    const start = first ?? size - (last as number);
    const end = first === null || last === null ? size - 1 : Math.min(last, size - 1);
    if (start >= 0 && start <= end) ranges.push({ start, end });
  }
  ranges.sort((a, b) => a.start - b.start);
  const joined: Required<ByteRange>[] = [];
  for (const range of ranges) {
    const previous = joined.at(-1);
    if (previous !== undefined && range.start <= previous.end + 1) {
      previous.end = Math.max(previous.end, range.end);
    } else joined.push({ ...range });
  }
  return joined;
}

/**
 * A single `first-last` or `first-` that S3 can be asked for as it is, with no size known
 * first (the usual player and viewer requests). Suffixes need the size; `x-0` is left to the
 * sized path too, as some S3-compatible servers read an end of 0 as none.
 */
function directRange(specs: RangeSpec[] | null): ByteRange | null {
  const spec = specs?.length === 1 ? specs[0] : undefined;
  if (spec === undefined || spec.first === null) return null;
  if (spec.last === null) return { start: spec.first };
  return spec.last >= spec.first && spec.last > 0 ? { start: spec.first, end: spec.last } : null;
}

const conditionalHeaders = [
  'if-match',
  'if-unmodified-since',
  'if-none-match',
  'if-modified-since',
];

/**
 * `GET /media/<key>` from a shared store (the S3 bucket): every instance answers the same
 * addresses the local folder is served at, with the same headers as static serving gives
 * there: validators (ETag, Last-Modified; 304, 412), byte ranges (206, 416; one range, several
 * joined, else the whole file) and a day of caching. Only the bytes asked for leave the
 * bucket: a range is passed on to GetObject, and a plain request is one GetObject.
 */
export function mediaFilesRoute(app: FastifyInstance, store: MediaStore): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = servedKey(request.params['*']);
      const notFound = () => new AppError('not-found', messages.request.notFound);
      if (key === null) throw notFound();
      const { headers } = request;
      const describe = (info: MediaObjectInfo) => {
        reply
          .header('cache-control', mediaCacheControl)
          .header('accept-ranges', 'bytes')
          .header('last-modified', new Date(info.modifiedMs).toUTCString())
          .header('etag', mediaEtagOf(info));
        // A pedigree PDF opens in the browser's viewer with no script and no same-origin rights.
        if (key.endsWith('.pdf')) reply.header('content-security-policy', 'sandbox');
      };
      const refuseRange = (size: number) => {
        reply.header('content-range', `bytes */${size}`);
        return statusError(416);
      };
      const send = (found: MediaObject) => {
        describe(found);
        reply.type(found.contentType ?? mediaContentType(key));
        if (found.part === undefined || found.part === null) {
          return reply.header('content-length', found.bytes).send(found.body);
        }
        const { start, end } = found.part;
        return reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${found.bytes}`)
          .header('content-length', end - start + 1)
          .send(found.body);
      };

      const specs = rangeSpecs(headers.range);
      const conditional = conditionalHeaders.some((name) => headers[name] !== undefined);
      const plain = request.method === 'GET' && !conditional && headers['if-range'] === undefined;

      // One call: the whole object, or the range as asked.
      if (plain && specs === null) {
        const found = await store.open('media', key);
        if (found === null) throw notFound();
        return send(found);
      }
      const direct = plain ? directRange(specs) : null;
      if (direct !== null) {
        const found = await store.open('media', key, direct);
        if (found === null) throw notFound();
        if (found.part === null) throw refuseRange(found.bytes);
        return send(found);
      }

      // Validators, a suffix, several ranges or HEAD: the size and time first, then the bytes.
      const info = await store.head('media', key);
      if (info === null) throw notFound();
      // Refusals carry no caching headers: a cache in front must not keep them for a day.
      if (conditional && preconditionFailed(headers, info)) throw statusError(412);
      if (conditional && notModified(headers, info)) {
        describe(info);
        return reply.code(304).send();
      }
      let range: Required<ByteRange> | undefined;
      if (specs !== null && rangeStillFits(headers, info)) {
        const ranges = satisfiable(specs, info.bytes);
        if (ranges.length === 0) throw refuseRange(info.bytes);
        if (ranges.length === 1) range = ranges[0];
      }
      if (request.method === 'HEAD') {
        return send({
          ...info,
          contentType: info.contentType ?? null,
          body: Readable.from([]),
          part: range ?? undefined,
        });
      }
      const found = await store.open('media', key, range);
      if (found === null) throw notFound();
      return send(found);
    },
  );
}
