import type { FastifyPluginAsync } from 'fastify';
import { GalleryPhoto, galleryFilters, galleryPageSize } from './gallery-schemas';
import { listGalleryPhotos } from './gallery-service';

export const galleryRoutes: FastifyPluginAsync = async (app) => {
  app.pagedList({
    name: 'gallery',
    summary: 'Galeri fotoğrafları, yeniden eskiye',
    filters: galleryFilters,
    defaultCount: galleryPageSize.default,
    maxCount: galleryPageSize.max,
    row: GalleryPhoto,
    fetch: (_filters, page, { db }) => listGalleryPhotos(db, page),
  });
};
