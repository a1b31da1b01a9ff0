import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddGalleryPhotoBody,
  GalleryPhoto,
  GalleryPhotoParams,
  galleryFilters,
  galleryUploadBodyLimit,
} from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import { requireStaffSession } from '../media/staff-guard';
import { addGalleryPhoto, listGalleryPhotos, removeGalleryPhoto } from './gallery-service';

export interface GalleryRoutesOptions {
  /** Uploaded photos are written under `<mediaDir>/gallery/`. */
  mediaDir: string;
}

export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  app,
  options,
) => {
  app.pagedList({
    name: 'gallery',
    summary: 'Galeri fotoğrafları, yeniden eskiye',
    filters: galleryFilters,
    pageSize: LIST_PAGE_SIZES.gallery,
    row: GalleryPhoto,
    fetch: (_filters, page, { db }) => listGalleryPhotos(db, page),
  });

  app.post(
    '/api/staff/gallery',
    {
      bodyLimit: galleryUploadBodyLimit,
      onRequest: requireStaffSession,
      schema: {
        tags: ['staff'],
        summary: 'Galeriye fotoğraf ekle (küçük, orta ve büyük boyları üretilir)',
        body: AddGalleryPhotoBody,
        response: { 201: GalleryPhoto },
      },
    },
    async (request, reply) => {
      const photo = await addGalleryPhoto(app.db, options.mediaDir, {
        title: request.body.title,
        picture: Buffer.from(request.body.picture.data, 'base64'),
      });
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/api/staff/gallery/:id',
    {
      onRequest: requireStaffSession,
      schema: { tags: ['staff'], summary: 'Galeriden fotoğraf sil', params: GalleryPhotoParams },
    },
    async (request, reply) => {
      await removeGalleryPhoto(app.db, Number(request.params.id));
      return reply.code(204).send();
    },
  );
};
