import path from 'node:path';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import type { MediaObjectInfo, MediaStore } from './media-store';

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

/**
 * `GET /media/<key>` from a shared store (the S3 bucket): every instance answers the same
 * addresses the local folder is served at, with the same headers, streaming the object.
 */
export function mediaFilesRoute(app: FastifyInstance, store: MediaStore): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = servedKey(request.params['*']);
      const notFound = () => new AppError('not-found', messages.request.notFound);
      if (key === null) throw notFound();
      const headers = (info: MediaObjectInfo) => {
        const etag = etagOf(info);
        reply
          .header('cache-control', mediaCacheControl)
          .header('etag', etag)
          .header('last-modified', new Date(info.modifiedMs).toUTCString());
        // A pedigree PDF opens in the browser's viewer with no script and no same-origin rights.
        if (key.endsWith('.pdf')) reply.header('content-security-policy', 'sandbox');
        return etag;
      };
      // A browser revalidating its copy needs the object's size and time, not its bytes.
      const match = request.headers['if-none-match'];
      if (match !== undefined) {
        const info = await store.head('media', key);
        if (info === null) throw notFound();
        const etag = headers(info);
        if (match.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === etag)) {
          return reply.code(304).send();
        }
      }
      const found = await store.open('media', key);
      if (found === null) throw notFound();
      headers(found);
      return reply
        .type(found.contentType ?? mediaContentType(key))
        .header('content-length', found.bytes)
        .send(found.body);
    },
  );
}
