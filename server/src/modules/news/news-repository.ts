import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { news, newsComments, newsLikes, users } from '../../db/schema';
import { foldFrom, foldTo } from './news-text';

/**
 * What the public sees: published items whose time has come. A draft, or one scheduled for
 * later, is as good as absent (404) until then; a scheduled item shows by itself when its
 * time comes, since every read asks the database's clock.
 */
export const visibleNews = sql`${news.status} = 'published' and ${news.publishDate} <= now()`;

/** The columns every news answer is built from (never the search columns). */
const newsColumns = {
  id: news.id,
  title: news.title,
  mainPicture: news.mainPicture,
  publishDate: news.publishDate,
  views: news.views,
  likes: news.likes,
  commentCount: news.commentCount,
  updatedAt: news.updatedAt,
};

export interface NewsRecord {
  id: number;
  title: string;
  mainPicture: string | null;
  publishDate: Date;
  views: number;
  likes: number;
  commentCount: number;
  updatedAt: Date;
}

/** Newest first; `before` continues after the last row of the previous page. */
export async function selectLatestNews(
  db: Db,
  before: { publishDate: Date; id: number } | null,
  limit: number,
): Promise<NewsRecord[]> {
  return db
    .select(newsColumns)
    .from(news)
    .where(
      and(
        visibleNews,
        before === null
          ? undefined
          : sql`(${news.publishDate}, ${news.id}) < (${before.publishDate.toISOString()}::timestamptz, ${before.id})`,
      ),
    )
    .orderBy(desc(news.publishDate), desc(news.id))
    .limit(limit);
}

/** Most viewed first. Views change all the time, so pages are by offset. */
export async function selectMostReadNews(
  db: Db,
  offset: number,
  limit: number,
): Promise<NewsRecord[]> {
  return db
    .select(newsColumns)
    .from(news)
    .where(visibleNews)
    .orderBy(desc(news.views), desc(news.id))
    .offset(offset)
    .limit(limit);
}

/**
 * The tsquery for search words: every word must match (AND), each either as a Turkish stem
 * prefix ('yarışları' -> 'yarış:*' finds 'yarışı') or as an ASCII-folded word prefix ('guve'
 * finds 'güvercin'). A Turkish stop word ('ve', 'bir') yields an empty query part, which the
 * AND ignores. Words are letters and digits only (see `searchTerms`), so appending `:*` cannot
 * form tsquery syntax; they still travel as bound parameters.
 */
function searchQuery(terms: string[]): SQL {
  const parts = terms.map(
    (term) => sql`(case when numnode(to_tsquery('turkish'::regconfig, ${term}::text)) = 0
      then ''::tsquery
      else to_tsquery('turkish'::regconfig, ${term}::text || ':*')
        || to_tsquery('simple'::regconfig, translate(${term}::text, ${foldFrom}::text, ${foldTo}::text) || ':*')
      end)`,
  );
  return sql.join(parts, sql` && `);
}

/** Best match first (title words weigh more than body words), then newest. */
export async function searchNews(
  db: Db,
  terms: string[],
  offset: number,
  limit: number,
): Promise<NewsRecord[]> {
  const rows = await queryRows<{
    id: number;
    title: string;
    main_picture: string | null;
    publish_date: string | Date;
    views: number;
    likes: number;
    comment_count: number;
    updated_at: string | Date;
  }>(
    db,
    sql`select n.id, n.title, n.main_picture, n.publish_date, n.views, n.likes, n.comment_count,
          n.updated_at
        from ${news} n, (select ${searchQuery(terms)} as q) query
        where n.search_vector @@ query.q and n.status = 'published' and n.publish_date <= now()
        order by ts_rank(n.search_vector, query.q) desc, n.publish_date desc, n.id desc
        offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    mainPicture: row.main_picture,
    publishDate: new Date(row.publish_date),
    views: row.views,
    likes: row.likes,
    commentCount: row.comment_count,
    updatedAt: new Date(row.updated_at),
  }));
}

/** A published item whose time has come (the public's view). */
export async function selectNewsById(db: Db, id: number): Promise<NewsRecord | null> {
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.id, id), visibleNews))
    .limit(1);
  return row ?? null;
}

export async function selectNewsBody(
  db: Db,
  id: number,
): Promise<{ bodyHtml: string; updatedAt: Date } | null> {
  const [row] = await db
    .select({ bodyHtml: news.bodyHtml, updatedAt: news.updatedAt })
    .from(news)
    .where(and(eq(news.id, id), visibleNews))
    .limit(1);
  return row ?? null;
}

export async function newsExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), visibleNews))
    .limit(1);
  return row !== undefined;
}

/**
 * Records that `viewerKey` read the item and adds one to its views, unless that viewer was
 * already counted in the last 24 hours. One statement, so two tabs loading at once still
 * count once. `alsoSeen` marks a second key of the same viewer as counted without counting
 * again (a new anonymous cookie beside its fallback key). Returns the views after the call.
 */
export async function recordView(
  db: Db,
  newsId: number,
  viewerKey: string,
  alsoSeen: string | null,
): Promise<number> {
  // Data-modifying WITH parts always run to completion, read or not.
  const mark =
    alsoSeen === null
      ? sql``
      : sql`, marked as (
          insert into news_views (news_id, viewer_key, viewed_at) values (${newsId}, ${alsoSeen}, now())
          on conflict (news_id, viewer_key) do update set viewed_at = now()
          returning 1
        )`;
  const rows = await queryRows<{ views: number }>(
    db,
    sql`with counted as (
          insert into news_views (news_id, viewer_key, viewed_at) values (${newsId}, ${viewerKey}, now())
          on conflict (news_id, viewer_key) do update set viewed_at = now()
            where news_views.viewed_at <= now() - interval '24 hours'
          returning 1
        )${mark},
        bumped as (
          update news set views = views + 1
          where id = ${newsId} and exists (select 1 from counted)
          returning views
        )
        select views from bumped
        union all
        select views from news where id = ${newsId} and not exists (select 1 from counted)`,
  );
  return rows[0]?.views ?? 0;
}

export async function isLikedBy(db: Db, newsId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ newsId: newsLikes.newsId })
    .from(newsLikes)
    .where(and(eq(newsLikes.newsId, newsId), eq(newsLikes.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds the like and the counter together, once per user: a repeated like changes nothing.
 * Null when the news item does not exist.
 */
export async function insertLike(db: Db, newsId: number, userId: string): Promise<number | null> {
  const rows = await queryRows<{ likes: number }>(
    db,
    sql`with added as (
          insert into news_likes (news_id, user_id)
          select id, ${userId} from news where id = ${newsId} and ${visibleNews}
          on conflict (news_id, user_id) do nothing
          returning 1
        )
        update news set likes = likes + (select count(*)::int from added)
        where id = ${newsId} and ${visibleNews}
        returning likes`,
  );
  return rows[0]?.likes ?? null;
}

/** The reverse of `insertLike`; removing a like that is not there changes nothing. */
export async function deleteLike(db: Db, newsId: number, userId: string): Promise<number | null> {
  const rows = await queryRows<{ likes: number }>(
    db,
    sql`with removed as (
          delete from news_likes where news_id = ${newsId} and user_id = ${userId}
            and exists (select 1 from news where id = ${newsId} and ${visibleNews})
          returning 1
        )
        update news set likes = likes - (select count(*)::int from removed)
        where id = ${newsId} and ${visibleNews}
        returning likes`,
  );
  return rows[0]?.likes ?? null;
}

export interface CommentRecord {
  id: number;
  username: string;
  message: string;
  createdAt: Date;
}

const commentColumns = {
  id: newsComments.id,
  username: sql<string>`coalesce(${users.username}, ${users.fullname}, 'Üye')`,
  message: newsComments.message,
  createdAt: newsComments.createdAt,
};

/** A news item's comments, newest first, continuing after `before`. */
export async function selectComments(
  db: Db,
  newsId: number,
  before: { createdAt: Date; id: number } | null,
  limit: number,
): Promise<CommentRecord[]> {
  return db
    .select(commentColumns)
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.userId))
    .where(
      and(
        eq(newsComments.newsId, newsId),
        before === null
          ? undefined
          : sql`(${newsComments.createdAt}, ${newsComments.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`,
      ),
    )
    .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
    .limit(limit);
}

/** Stores a comment and counts it; null when the news item does not exist. */
export async function insertComment(
  db: Db,
  input: { newsId: number; userId: string; message: string; createdAt: Date },
): Promise<{ comment: CommentRecord; commentCount: number } | null> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(news)
      .set({ commentCount: sql`${news.commentCount} + 1` })
      .where(and(eq(news.id, input.newsId), visibleNews))
      .returning({ commentCount: news.commentCount });
    if (counted === undefined) return null;
    const [inserted] = await tx
      .insert(newsComments)
      .values(input)
      .returning({ id: newsComments.id });
    const [comment] = await tx
      .select(commentColumns)
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.userId))
      .where(eq(newsComments.id, (inserted as { id: number }).id));
    return { comment: comment as CommentRecord, commentCount: counted.commentCount };
  });
}

export type NewsInsert = typeof news.$inferInsert;

export async function insertNews(db: Db, values: NewsInsert): Promise<number> {
  const [row] = await db.insert(news).values(values).returning({ id: news.id });
  return (row as { id: number }).id;
}

export async function updateNews(
  db: Db,
  id: number,
  values: Partial<NewsInsert>,
): Promise<boolean> {
  const rows = await db.update(news).set(values).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}

export async function deleteNews(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}

/** Rows whose search columns were never filled (written before search existed). */
export async function selectUnindexedNews(
  db: Db,
  limit: number,
): Promise<Array<{ id: number; title: string; bodyHtml: string }>> {
  return db
    .select({ id: news.id, title: news.title, bodyHtml: news.bodyHtml })
    .from(news)
    .where(sql`${news.searchTitle} = '' and ${news.title} <> ''`)
    .limit(limit);
}

/** An item as staff see it: any status, with its body. */
export interface StoredNews extends NewsRecord {
  status: 'draft' | 'published';
  bodyHtml: string;
}

const storedColumns = { ...newsColumns, status: news.status, bodyHtml: news.bodyHtml };

/** An item whatever its status (staff). */
export async function selectAnyNews(db: Db, id: number): Promise<StoredNews | null> {
  const [row] = await db.select(storedColumns).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

export type AdminNewsState = 'draft' | 'scheduled' | 'published';

const stateOf = sql<AdminNewsState>`case when ${news.status} = 'draft' then 'draft'
  when ${news.publishDate} > now() then 'scheduled' else 'published' end`;

/** The console's list: one state or all, title words, newest date first; by offset. */
export async function selectAdminNews(
  db: Db,
  filter: { state?: AdminNewsState; titleLike?: string },
  offset: number,
  limit: number,
): Promise<Array<NewsRecord & { state: AdminNewsState }>> {
  const byState =
    filter.state === undefined
      ? undefined
      : filter.state === 'draft'
        ? sql`${news.status} = 'draft'`
        : filter.state === 'scheduled'
          ? sql`${news.status} = 'published' and ${news.publishDate} > now()`
          : visibleNews;
  return db
    .select({ ...newsColumns, state: stateOf })
    .from(news)
    .where(
      and(
        byState,
        filter.titleLike === undefined
          ? undefined
          : sql`${news.searchTitle} like ${filter.titleLike}`,
      ),
    )
    .orderBy(desc(news.publishDate), desc(news.id))
    .offset(offset)
    .limit(limit);
}

/** Whether a body other than item `exceptId`'s shows the picture at `url`. */
export async function otherBodyShows(db: Db, url: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(sql`${news.id} <> ${exceptId}`, sql`strpos(${news.bodyHtml}, ${url}) > 0`))
    .limit(1);
  return row !== undefined;
}
