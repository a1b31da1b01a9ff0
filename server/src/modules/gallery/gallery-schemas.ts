import { type Static, Type } from '@sinclair/typebox';

export const GalleryPhoto = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Full-size image URL. */
  img: Type.String(),
  /** Small image for grids and strips. */
  thumb: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** ms epoch */
  createdOn: Type.Integer(),
});

export type GalleryPhoto = Static<typeof GalleryPhoto>;

/** The gallery list takes no filters: `{ p, c }` only. */
export const galleryFilters = {};

/** SPEC §9: gallery pages of 10, the home strip of 4. */
export const galleryPageSize = { default: 10, max: 50 } as const;
