import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddGalleryPhotoBody,
  callables,
  GalleryPhoto,
  GalleryPhotoParams,
  galleryFilters,
  galleryUploadBodyLimit,
} from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { auditActorOf } from '../audit';
import { requireStaffSession } from '../media';
import {
  addGalleryPhotos,
  captionGalleryPhoto,
  listGalleryPhotos,
  removeGalleryPhoto,
} from './gallery-service';

export interface GalleryRoutesOptions {
  /** Unused: photos go through the media library (`app.media`), which knows the folder. */
  mediaDir: string;
}

export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  app,
  _options,
) => {
  app.pagedList({
    name: 'gallery',
    summary: 'Galeri fotoğrafları, yeniden eskiye',
    filters: galleryFilters,
    pageSize: LIST_PAGE_SIZES.gallery,
    row: GalleryPhoto,
    fetch: (_filters, page, { db }) => listGalleryPhotos(db, page),
  });

  // The older staff API, kept for scripts: its file goes through the same upload checks and
  // the same service as the console's.
  app.post(
    '/api/staff/gallery',
    {
      bodyLimit: galleryUploadBodyLimit,
      onRequest: requireStaffSession({ area: 'gallery' }),
      schema: {
        tags: ['staff'],
        operationId: 'addGalleryPhoto',
        summary: 'Galeriye fotoğraf ekle (küçük, orta ve büyük boyları üretilir)',
        body: AddGalleryPhotoBody,
        response: { 201: GalleryPhoto },
      },
    },
    async (request, reply) => {
      const file = await app.media.store({
        purpose: 'gallery',
        originalName: request.body.picture.name ?? '',
        data: Buffer.from(request.body.picture.data, 'base64'),
        uploaderId: request.sessionUser?.uid ?? null,
      });
      const [photo] = await addGalleryPhotos(app.db, app.media, auditActorOf(request.sessionUser), [
        { photoId: file.id, title: request.body.title },
      ]);
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/api/staff/gallery/:id',
    {
      onRequest: requireStaffSession({ area: 'gallery' }),
      schema: {
        tags: ['staff'],
        operationId: 'deleteGalleryPhoto',
        summary: 'Galeriden fotoğraf sil',
        params: GalleryPhotoParams,
      },
    },
    async (request, reply) => {
      await removeGalleryPhoto(
        app.db,
        app.media,
        auditActorOf(request.sessionUser),
        Number(request.params.id),
      );
      return reply.code(204).send();
    },
  );

  // ---- the console (staff callables) ---------------------------------------------------------

  app.callable({
    name: 'adminGalleryAdd',
    access: { area: 'gallery' },
    summary: 'Konsol: yüklenen fotoğrafları açıklamalarıyla galeriye ekle (birkaçı birden)',
    ...callables.adminGalleryAdd,
    handler: async ({ items }, { db, user }) => ({
      photos: await addGalleryPhotos(db, app.media, auditActorOf(user), items),
    }),
  });

  app.callable({
    name: 'adminGalleryCaption',
    access: { area: 'gallery' },
    summary: 'Konsol: galeri fotoğrafının açıklamasını değiştir',
    ...callables.adminGalleryCaption,
    handler: ({ id, title }, { db, user }) =>
      captionGalleryPhoto(db, auditActorOf(user), id, title),
  });

  app.callable({
    name: 'adminGalleryDelete',
    access: { area: 'gallery' },
    summary: 'Konsol: galeriden fotoğraf sil (dosyası serbest bırakılır)',
    ...callables.adminGalleryDelete,
    handler: async ({ id }, { db, user }) => {
      await removeGalleryPhoto(db, app.media, auditActorOf(user), id);
      return { id };
    },
  });
};
