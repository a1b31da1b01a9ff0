import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { news } from '../../db/schema';
import { foldFrom, foldTo } from './news-text';

/**
 * What the public sees: published items whose time has come. A draft, or one scheduled for
 * later, is as good as absent (404) until then; a scheduled item shows by itself when its
 * time comes, since every read asks the database's clock.
 */
export const visibleNews = sql`${news.status} = 'published' and ${news.publishDate} <= now()`;

/** The columns every news answer is built from (never the search columns). */
export const newsColumns = {
  id: news.id,
  title: news.title,
  mainPicture: news.mainPicture,
  publishDate: news.publishDate,
  views: news.views,
  likes: news.likes,
  commentCount: news.commentCount,
  updatedAt: news.updatedAt,
};

export type NewsRecord = Pick<typeof news.$inferSelect, keyof typeof newsColumns>;

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
