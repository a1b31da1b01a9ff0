import { type Static, Type } from '@sinclair/typebox';
import { NewsColumns, NewsCommentColumns } from './columns';

const item = NewsColumns.properties;

/**
 * News and comment ids travel as strings of digits (the client's `NewsRow.id: string`);
 * a number is accepted too, the validator coerces it.
 */
export const NewsId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** One news item of a list (SPEC §3; mf-news `NewsRow`). */
export const NewsRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(NewsColumns, ['title']),
  // The list's own names (SPEC §3) for the item's columns.
  Type.Object({
    /** URL of the main picture; null when there is none. */
    main_picture: item.mainPicture,
    /** ms epoch */
    publish_date: item.publishDate,
    comment_count: item.commentCount,
  }),
  Type.Pick(NewsColumns, ['views', 'likes']),
]);
export type NewsRow = Static<typeof NewsRow>;

/** `GET /api/news/:id`: one news item with where its body is served (SPEC §7, the news detail call). */
export const NewsDetail = Type.Composite([
  NewsRow,
  Type.Object({
    /** Where the sanitised HTML body is served. */
    page_data: Type.String(),
    likedByMe: Type.Boolean(),
    /** ms epoch of the last edit. */
    updatedOn: item.updatedAt,
  }),
]);
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsParams = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** `GET /api/news/:id/body?v=`: the version makes the URL change with every edit. */
export const NewsBodyQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) });

export const CommentRow = Type.Composite([
  /** `username`: the author's username (their full name when they have none). */
  Type.Object({ id: Type.String(), username: Type.String() }),
  /** Plain text: clients render it as text, never as HTML. */
  Type.Pick(NewsCommentColumns, ['message']),
  /** ms epoch */
  Type.Object({ createdOn: NewsCommentColumns.properties.createdAt }),
]);
export type CommentRow = Static<typeof CommentRow>;

/** `POST /api/list/news-search`: the words typed into the search box. */
export const searchFilters = { q: Type.String({ maxLength: 200 }) };
const SearchFilters = Type.Object(searchFilters);
export type SearchFilters = Static<typeof SearchFilters>;

/** `POST /api/list/comments`: the news item's id. */
export const commentFilters = { id: NewsId };
const CommentFilters = Type.Object(commentFilters);
export type CommentFilters = Static<typeof CommentFilters>;

export const MakeCommentData = Type.Object({
  postId: NewsId,
  // Length is checked after trimming, in characters, by the service.
  comment: Type.String({ maxLength: 4000 }),
});
export type MakeCommentData = Static<typeof MakeCommentData>;

export const MakeCommentResult = Type.Object({
  id: Type.String(),
  comment: CommentRow,
  comment_count: Type.Integer(),
});
export type MakeCommentResult = Static<typeof MakeCommentResult>;

export const LikeData = Type.Object({ id: NewsId });
export type LikeData = Static<typeof LikeData>;

export const LikeResult = Type.Object({ likes: Type.Integer(), liked: Type.Boolean() });
export type LikeResult = Static<typeof LikeResult>;

/** An uploaded picture inside a JSON body. */
export const PictureUpload = Type.Object({
  /** The file's bytes, base64. */
  data: Type.String({ minLength: 1, maxLength: 14_000_000 }),
  /** Original file name, for the log only. */
  name: Type.Optional(Type.String({ maxLength: 200 })),
});

const staffFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  /** HTML body; sanitised before it is stored. */
  body: Type.String({ minLength: 1, maxLength: 500_000 }),
  /** A picture to upload ... */
  picture: PictureUpload,
  /**
   * ... or the URL of one (http(s) or a /media/ path); null removes the picture. Null comes
   * first: the validator's type coercion would turn null into '' for a leading string.
   */
  pictureUrl: Type.Union([Type.Null(), Type.String({ maxLength: 2000 })]),
  /** ms epoch; defaults to now on publish. */
  publishDate: Type.Integer({ minimum: 0 }),
};

export const PublishNewsBody = Type.Object({
  title: staffFields.title,
  body: staffFields.body,
  picture: Type.Optional(staffFields.picture),
  pictureUrl: Type.Optional(staffFields.pictureUrl),
  publishDate: Type.Optional(staffFields.publishDate),
});
export type PublishNewsBody = Static<typeof PublishNewsBody>;

export const EditNewsBody = Type.Partial(Type.Object(staffFields), { minProperties: 1 });
export type EditNewsBody = Static<typeof EditNewsBody>;

/** What staff get back after publishing or editing: a reader's item without `likedByMe`. */
export const StaffNewsResult = Type.Omit(NewsDetail, ['likedByMe']);
export type StaffNewsResult = Static<typeof StaffNewsResult>;

/** The `news` command's item: the staff answer less its `updatedOn`. */
export type StaffNewsItem = Omit<StaffNewsResult, 'updatedOn'>;

/** JSON bodies with a picture need more room than the API's 64 KiB default. */
export const staffBodyLimit = 16 * 1024 * 1024;
