import fp from 'fastify-plugin';
import { ImageVariants } from './image-variants';
import { etagOf } from './media-files';
import type { MediaStore } from './media-store';

export interface ImageRoutesOptions {
  /** Holds the originals (served at /media/) and the copies (its image cache). */
  store: MediaStore;
}

/** A week: a copy's address changes only with its original's name. */
export const imageCacheControl = 'public, max-age=604800';

/** Only digits: `/img/0480/…` or `/img/4e2/…` are not widths. */
const widthPattern = /^[1-9][0-9]{0,4}$/;

/**
 * `GET /img/<width>/<path>`: a WebP copy of the picture at `/media/<path>`, `width` pixels
 * wide (one of the shared IMAGE_WIDTHS), never wider than the original. Anything else is the
 * usual Turkish 404.
 */
export const imageRoutes = fp<ImageRoutesOptions>(
  async (app, options) => {
    const variants = new ImageVariants(options.store, app.log);

    app.get<{ Params: { width: string; '*': string } }>(
      '/img/:width/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { width, '*': relative } = request.params;
        const copy = await variants.variant(
          widthPattern.test(width) ? Number(width) : Number.NaN,
          relative,
        );
        const etag = etagOf(copy);
        reply.header('cache-control', imageCacheControl).header('etag', etag);
        const match = request.headers['if-none-match'];
        if (match?.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === etag)) {
          copy.body.destroy();
          return reply.code(304).send();
        }
        return reply.type('image/webp').header('content-length', copy.bytes).send(copy.body);
      },
    );
  },
  { name: 'image-variants' },
);
