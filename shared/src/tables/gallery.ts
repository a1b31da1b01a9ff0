import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One stored width of a picture, for `srcset`. */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Every stored width, small to large (thumb, medium, full), for `srcset`. */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_photos_created_idx').on(t.createdAt, t.id)],
);
