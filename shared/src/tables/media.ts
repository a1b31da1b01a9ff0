import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from './gallery';
import { users } from './users';

export const mediaKinds = ['image', 'document', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * Every uploaded file, after checking and re-encoding. An upload starts unattached; the form
 * that uses it claims it when it saves. Unattached uploads are removed by housekeeping, so an
 * abandoned form leaves nothing behind.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    /** The largest stored image, the document itself, or the video (MP4). */
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /**
     * Every stored width of an image, small to large; of a video, its poster frame's (made on
     * the server); empty for a document.
     */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    /** A video's length in milliseconds; null for others. */
    durationMs: integer('duration_ms'),
    /** Every stored object (paths under the media folder), to delete them together. */
    storedPaths: jsonb('stored_paths').$type<string[]>().notNull().default([]),
    /** The file name the browser sent, for staff to recognise it; never used as a path. */
    originalName: text('original_name').notNull().default(''),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    attached: boolean('attached').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_unattached_idx').on(t.createdAt).where(sql`${t.attached} = false`),
    index('media_files_uploader_idx').on(t.uploadedBy, t.createdAt),
    check('media_files_kind_check', sql`${t.kind} in ('image', 'document', 'video')`),
  ],
);
