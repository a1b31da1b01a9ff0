import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_photos_created_idx').on(t.createdAt, t.id)],
);
