import { type Static, Type } from '@sinclair/typebox';
import { GalleryPhotoColumns } from './columns';

const photo = GalleryPhotoColumns.properties;

export const GalleryPhoto = Type.Composite([
  Type.Pick(GalleryPhotoColumns, ['id', 'title']),
  Type.Object({
    /** Full-size image URL. */
    img: photo.imageUrl,
    /** Small image for grids and strips. */
    thumb: photo.thumbUrl,
  }),
  Type.Pick(GalleryPhotoColumns, ['width', 'height']),
  Type.Object({
    /**
     * Every stored width as an `<img srcset>` value ('/a-kucuk.jpg 400w, /a-orta.jpg 800w,
     * /a.jpg 1200w'), so the browser picks the size that fits the screen.
     */
    srcset: Type.String(),
    /** ms epoch */
    createdOn: photo.createdAt,
  }),
]);

export type GalleryPhoto = Static<typeof GalleryPhoto>;

/** The gallery list takes no filters: `{ p, c }` only. */
export const galleryFilters = {};

/** Staff upload: a caption and the picture's bytes (base64) inside the JSON body. */
export const AddGalleryPhotoBody = Type.Object({
  title: Type.String({ maxLength: 200 }),
  picture: Type.Object({
    data: Type.String({ minLength: 1, maxLength: 14_000_000 }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  }),
});
export type AddGalleryPhotoBody = Static<typeof AddGalleryPhotoBody>;

export const GalleryPhotoParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
});

/** A picture inside a JSON body needs more room than the API's 64 KiB default. */
export const galleryUploadBodyLimit = 16 * 1024 * 1024;
