import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const newsStatuses = ['draft', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    mainPicture: text('main_picture'),
    /** The article body (SPEC's page_data points to where it is served). */
    bodyHtml: text('body_html').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    /**
     * 'draft' is never shown; 'published' shows from `publishDate` on (a future date means
     * scheduled).
     */
    status: text('status', { enum: newsStatuses }).notNull().default('published'),
    /** The staff member who last saved it (null: the CLI or the seed). */
    updatedBy: text('updated_by'),
    // Counters kept beside their rows so list pages need no aggregation.
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Title and body words lower-cased with Turkish rules by the application (the database's
    // lower() turns 'I' into 'i', not 'ı'); the search vector is generated from them.
    searchTitle: text('search_title').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
    /**
     * Turkish stems of the title (weight A) and body (B), plus the words folded to ASCII
     * (D) for visitors typing 'guvercin' for 'güvercin'.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('turkish'::regconfig, search_title), 'A') || setweight(to_tsvector('turkish'::regconfig, search_body), 'B') || setweight(to_tsvector('simple'::regconfig, translate(search_title || ' ' || search_body, 'çğıöşüâîû', 'cgiosuaiu')), 'D')`,
    ),
  },
  (t) => [
    index('news_publish_date_idx').on(t.publishDate, t.id),
    check('news_status_check', sql`${t.status} in ('draft', 'published')`),
    index('news_views_idx').on(t.views, t.id),
    index('news_search_idx').using('gin', t.searchVector),
    check(
      'news_counters_check',
      sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.commentCount} >= 0`,
    ),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_comments_news_idx').on(t.newsId, t.id),
    index('news_comments_user_idx').on(t.userId),
  ],
);

/** One row per user and news item: the SPEC's users/{uid}/likedNews. */
export const newsLikes = pgTable(
  'news_likes',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('news_likes_user_idx').on(t.userId)],
);

/**
 * Who has already been counted as a reader, so reloading a page does not inflate `views`.
 * The viewer key is a user id or a device id.
 */
export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.viewerKey] })],
);
