import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MediaFile,
  type MediaPurpose,
  mediaUploadBodyLimit,
  memberMediaPurposes,
  UploadMediaBody,
  UploadVideoQuery,
  VideoFile,
} from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { messages } from '@kanat/shared/i18n/full';
import { pigeonVideos } from '@kanat/shared/i18n/lazy';
import { VIDEO_MAX_BYTES } from '@kanat/shared/rules';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { consume } from '../auth';
import { MediaLibrary } from './media-library';
import type { MediaStore } from './media-store';
import { assertMayUpload, requireStaffSession } from './staff-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checked, re-encoded uploads and which records use them. */
    media: MediaLibrary;
  }
}

export interface MediaRoutesOptions {
  /** Where uploads are written: the local folder or the shared bucket. */
  store: MediaStore;
  /** How often unattached uploads are looked for; 0: never (tests call purge themselves). */
  purgeEveryMs?: number;
  /** FFMPEG_PATH, or null for the bundled ffmpeg (videos' posters). */
  ffmpegPath?: string | null;
}

/** Uploads per account: generous for a gallery afternoon, a wall for a runaway script. */
const uploadLimit = { limit: 200, windowMs: 60 * 60 * 1000 };
const memberUploadLimit = { limit: 30, windowMs: 60 * 60 * 1000 };
/** Videos are rewritten by ffmpeg: fewer an hour than pictures. */
const videoUploadLimit = { limit: 30, windowMs: 60 * 60 * 1000 };

async function requireMemberSession(request: FastifyRequest): Promise<void> {
  const user = request.sessionUser;
  if (user === null) throw new AppError('unauthenticated');
  if (!user.phoneVerified || !user.accountEnabled) throw new AppError('permission-denied');
}

function decodeBase64(data: string): Buffer {
  // Node's decoder skips what is not base64; a body that is not base64 at all decodes to
  // nothing or to bytes no checker accepts, so only the shape is checked here: one scan for
  // a character outside the alphabet, with nothing to backtrack over however long the text.
  if (/[^A-Za-z0-9+/=\s]/.test(data))
    throw new AppError('invalid-argument', messages.media.badData);
  return Buffer.from(data, 'base64');
}

/**
 * Uploads for the console (staff, every purpose) and for members (their sale requests'
 * photos). An upload answers what was stored; the form that uses it claims it on save.
 */
export const mediaRoutes = fp<MediaRoutesOptions>(
  async (app, options) => {
    const library = new MediaLibrary(app.db, options.store, options.ffmpegPath ?? null);
    app.decorate('media', library);

    const purgeEveryMs = options.purgeEveryMs ?? 60 * 60 * 1000;
    if (purgeEveryMs > 0) {
      const timer = setInterval(() => {
        library.purgeUnattached().catch((error: unknown) => {
          app.log.warn({ err: error }, 'unattached media purge failed');
        });
      }, purgeEveryMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    await app.register(uploadRoutes);
    await app.register(videoUploadRoutes);
  },
  { name: 'media', dependencies: ['database'] },
);

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const upload = async (
    request: FastifyRequest,
    body: UploadMediaBody,
    limit: typeof uploadLimit,
  ) => {
    const uid = request.sessionUser?.uid as string;
    if (!(await consume(app.db, `upload:${uid}`, limit))) {
      throw new AppError('resource-exhausted', messages.media.tooMany);
    }
    return app.media.store({
      purpose: body.purpose,
      originalName: body.fileName,
      data: decodeBase64(body.data),
      uploaderId: uid,
    });
  };

  app.post(
    '/api/staff/uploads',
    {
      bodyLimit: mediaUploadBodyLimit,
      // Checked before the body is read: nobody else gets to send megabytes here. Any staff
      // role uploads for something; the purpose must be one of the uploader's areas.
      onRequest: requireStaffSession({ area: 'dashboard' }),
      schema: {
        tags: ['staff'],
        operationId: 'uploadStaffMedia',
        summary: 'Dosya yükle (resim ya da soy kütüğü PDF’i); kayıt kaydedilince kullanılır',
        body: UploadMediaBody,
        response: { 201: MediaFile },
      },
    },
    async (request, reply) => {
      assertMayUpload(request, request.body.purpose);
      return reply.code(201).send(await upload(request, request.body, uploadLimit));
    },
  );

  app.post(
    '/api/uploads',
    {
      bodyLimit: mediaUploadBodyLimit,
      onRequest: requireMemberSession,
      schema: {
        tags: ['member'],
        operationId: 'uploadMemberMedia',
        summary: 'Üye dosya yüklemesi (satış talebi fotoğrafları)',
        body: UploadMediaBody,
        response: { 201: MediaFile },
      },
    },
    async (request, reply) => {
      if (!(memberMediaPurposes as readonly MediaPurpose[]).includes(request.body.purpose)) {
        throw new AppError('permission-denied', messages.media.purposeRefused);
      }
      return reply.code(201).send(await upload(request, request.body, memberUploadLimit));
    },
  );
};

/** The video's bytes as they came: an MP4 file sent as the body, not wrapped in JSON. */
const videoTypes = ['video/mp4', 'application/octet-stream'];

/**
 * A pigeon's video for the console (the pigeons area): the file is the body, its name in the
 * query. The size is refused from its Content-Length before a byte is read, and again on what
 * arrived; the library checks, rewrites and stores it with a poster frame.
 */
const videoUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    videoTypes,
    { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const tooLarge = () =>
    new AppError(
      'invalid-argument',
      fill(pigeonVideos.tooLarge, { mb: VIDEO_MAX_BYTES / 1024 / 1024 }),
    );

  app.post(
    '/api/staff/videos',
    {
      bodyLimit: VIDEO_MAX_BYTES,
      onRequest: [
        requireStaffSession({ area: 'pigeons' }),
        async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > VIDEO_MAX_BYTES) throw tooLarge();
        },
      ],
      schema: {
        tags: ['staff'],
        operationId: 'uploadStaffVideo',
        summary: 'Güvercin videosu yükle (MP4; kapak karesi sunucuda çıkarılır)',
        querystring: UploadVideoQuery,
        consumes: videoTypes,
        response: { 201: VideoFile },
      },
    },
    async (request, reply) => {
      const data = request.body;
      if (!Buffer.isBuffer(data)) throw new AppError('invalid-argument', pigeonVideos.unreadable);
      const uid = request.sessionUser?.uid as string;
      if (!(await consume(app.db, `video-upload:${uid}`, videoUploadLimit))) {
        throw new AppError('resource-exhausted', messages.media.tooMany);
      }
      const video = await app.media.storeVideo({
        originalName: request.query.name ?? '',
        data,
        uploaderId: uid,
      });
      return reply.code(201).send(video);
    },
  );
};
