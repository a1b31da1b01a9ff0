import type { CommentRow, NewsDetail, NewsRow } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { COMMENT_MAX_LENGTH } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { plainText } from '../../lib/plain-text';
import type { Page, PageRequest } from '../../plugins/paged-list';
import { consume } from '../auth';
import { sanitizeNewsHtml } from './news-html';
import {
  type CommentRecord,
  deleteLike,
  insertComment,
  insertLike,
  isLikedBy,
  selectComments,
} from './news-member-repository';
import {
  type NewsRecord,
  newsExists,
  recordView,
  searchNews,
  selectLatestNews,
  selectMostReadNews,
  selectNewsBody,
  selectNewsById,
} from './news-repository';
import { selectUnindexedNews, updateNews } from './news-staff-repository';
import { newsSearchFields, searchTerms } from './news-text';

export const newsNotFound: string = messages.news.notFound;

/** Comments per member: a burst limit and a daily one (ARCHITECTURE §6 style, in the database). */
export const commentLimits = {
  burst: { limit: 5, windowMs: 60_000 },
  daily: { limit: 100, windowMs: 24 * 60 * 60_000 },
} as const;

/** Likes and their removal, per member, one budget for both (like comments, more of it). */
export const likeLimits = {
  burst: { limit: 20, windowMs: 60_000 },
  daily: { limit: 300, windowMs: 24 * 60 * 60_000 },
} as const;

const maxId = 2_147_483_647;

/** A news id from the wire ('12' or 12); null when it cannot name a row. */
export function parseNewsId(raw: string | number): number | null {
  const id = typeof raw === 'number' ? raw : /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= maxId ? id : null;
}

function requireNewsId(raw: string | number): number {
  const id = parseNewsId(raw);
  if (id === null) throw new AppError('not-found', newsNotFound);
  return id;
}

/** Where the sanitised body of an item is served; the version makes an edit a new URL. */
export function bodyLocation(id: number, updatedAt: Date): string {
  return `/api/news/${id}/body?v=${updatedAt.getTime()}`;
}

/** A stored item as the news lists show it. */
export function toRow(record: NewsRecord): NewsRow {
  return {
    id: String(record.id),
    title: record.title,
    main_picture: record.mainPicture,
    publish_date: record.publishDate.getTime(),
    comment_count: record.commentCount,
    views: record.views,
    likes: record.likes,
  };
}

function toCommentRow(record: CommentRecord): CommentRow {
  return {
    id: String(record.id),
    username: record.username,
    message: record.message,
    createdOn: record.createdAt.getTime(),
  };
}

/** One extra row tells whether another page exists without a count query. */
function splitPage<T>(rows: T[], count: number): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, count), more: rows.length > count };
}

function offsetOf(page: PageRequest): number {
  if (page.cursor === null) return 0;
  const [offset] = decodeCursor(page.cursor, 1);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > 100_000) {
    throw new AppError('invalid-argument', messages.request.badPageCursor);
  }
  return offset;
}

function keyOf(page: PageRequest): { at: Date; id: number } | null {
  if (page.cursor === null) return null;
  const [at, id] = decodeCursor(page.cursor, 2);
  if (typeof at !== 'number' || typeof id !== 'number' || !Number.isInteger(id)) {
    throw new AppError('invalid-argument', messages.request.badPageCursor);
  }
  return { at: new Date(at), id };
}

/** SPEC §7 news list: newest first. */
export async function listLatestNews(db: Db, page: PageRequest): Promise<Page<NewsRow>> {
  const key = keyOf(page);
  const { rows, more } = splitPage(
    await selectLatestNews(db, key && { publishDate: key.at, id: key.id }, page.count + 1),
    page.count,
  );
  const last = rows.at(-1);
  return {
    rows: rows.map(toRow),
    next: more && last ? encodeCursor([last.publishDate.getTime(), last.id]) : null,
  };
}

/** SPEC §7 most-read news. */
export async function listMostReadNews(db: Db, page: PageRequest): Promise<Page<NewsRow>> {
  const offset = offsetOf(page);
  const { rows, more } = splitPage(
    await selectMostReadNews(db, offset, page.count + 1),
    page.count,
  );
  return { rows: rows.map(toRow), next: more ? encodeCursor([offset + rows.length]) : null };
}

/** SPEC §7 news search: PostgreSQL full-text search, Turkish-aware. */
export async function searchNewsItems(
  db: Db,
  query: string,
  page: PageRequest,
): Promise<Page<NewsRow>> {
  const offset = offsetOf(page);
  const terms = searchTerms(query);
  if (terms.length === 0) return { rows: [], next: null };
  const { rows, more } = splitPage(await searchNews(db, terms, offset, page.count + 1), page.count);
  return { rows: rows.map(toRow), next: more ? encodeCursor([offset + rows.length]) : null };
}

/** Who is reading: a member by id, a visitor by cookie (see news routes). */
export interface Viewer {
  /** The key this view is counted under. */
  key: string;
  /** Another key of the same viewer to mark as counted (a cookie just handed out). */
  alsoSeen: string | null;
  userId: string | null;
}

/** SPEC §7 one news item; reading the item counts a view (once per viewer per 24 h). */
export async function readNews(db: Db, rawId: string, viewer: Viewer): Promise<NewsDetail> {
  const id = requireNewsId(rawId);
  const record = await selectNewsById(db, id);
  if (record === null) throw new AppError('not-found', newsNotFound);
  const views = await recordView(db, id, viewer.key, viewer.alsoSeen);
  const likedByMe = viewer.userId === null ? false : await isLikedBy(db, id, viewer.userId);
  return {
    ...toRow(record),
    views: Math.max(views, record.views),
    page_data: bodyLocation(id, record.updatedAt),
    likedByMe,
    updatedOn: record.updatedAt.getTime(),
  };
}

/** The body HTML, sanitised again on the way out. */
export async function readNewsBody(
  db: Db,
  rawId: string,
): Promise<{ html: string; version: number }> {
  const id = requireNewsId(rawId);
  const row = await selectNewsBody(db, id);
  if (row === null) throw new AppError('not-found', newsNotFound);
  return { html: sanitizeNewsHtml(row.bodyHtml), version: row.updatedAt.getTime() };
}

/** SPEC §7 an item's comments: newest first. */
export async function listComments(
  db: Db,
  rawId: string,
  page: PageRequest,
): Promise<Page<CommentRow>> {
  const id = requireNewsId(rawId);
  const key = keyOf(page);
  if (key === null && !(await newsExists(db, id))) throw new AppError('not-found', newsNotFound);
  const { rows, more } = splitPage(
    await selectComments(db, id, key && { createdAt: key.at, id: key.id }, page.count + 1),
    page.count,
  );
  const last = rows.at(-1);
  return {
    rows: rows.map(toCommentRow),
    next: more && last ? encodeCursor([last.createdAt.getTime(), last.id]) : null,
  };
}

/** SPEC §7 makeComment. */
export async function makeComment(
  db: Db,
  user: SessionUser,
  input: { postId: string; comment: string },
) {
  const id = requireNewsId(input.postId);
  // Plain text: kept as typed; clients render it as text, never as HTML.
  const message = plainText(input.comment);
  const length = [...message].length;
  if (length === 0) throw new AppError('invalid-argument', messages.news.commentEmpty);
  if (length > COMMENT_MAX_LENGTH) {
    throw new AppError(
      'invalid-argument',
      fill(messages.news.commentTooLong, { max: COMMENT_MAX_LENGTH }),
    );
  }
  const allowed =
    (await consume(db, `comment:burst:${user.uid}`, commentLimits.burst)) &&
    (await consume(db, `comment:daily:${user.uid}`, commentLimits.daily));
  if (!allowed) {
    throw new AppError('resource-exhausted', messages.news.commentRateLimited);
  }
  // Millisecond precision keeps the comment list's keyset cursor exact.
  const saved = await insertComment(db, {
    newsId: id,
    userId: user.uid,
    message,
    createdAt: new Date(Date.now()),
  });
  if (saved === null) throw new AppError('not-found', newsNotFound);
  const comment = toCommentRow(saved.comment);
  return { id: comment.id, comment, comment_count: saved.commentCount };
}

/** SPEC §7 likeNew / unlikeNew; both idempotent. */
export async function setLike(db: Db, user: SessionUser, rawId: string, liked: boolean) {
  const id = requireNewsId(rawId);
  const allowed =
    (await consume(db, `like:burst:${user.uid}`, likeLimits.burst)) &&
    (await consume(db, `like:daily:${user.uid}`, likeLimits.daily));
  if (!allowed) throw new AppError('resource-exhausted', messages.news.likeRateLimited);
  const likes = liked ? await insertLike(db, id, user.uid) : await deleteLike(db, id, user.uid);
  if (likes === null) throw new AppError('not-found', newsNotFound);
  return { likes, liked };
}

/**
 * Fills the search columns of rows stored without them (before search existed, or written
 * straight into the database). Runs at start; does nothing once every row is indexed.
 */
export async function indexUnindexedNews(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await selectUnindexedNews(db, 200);
    if (rows.length === 0) return done;
    for (const row of rows) {
      await updateNews(db, row.id, newsSearchFields(row.title, row.bodyHtml));
    }
    done += rows.length;
  }
}
