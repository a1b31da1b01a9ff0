import type { AdminNewsState } from '@kanat/shared/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { news } from '../../db/schema';
import { type NewsRecord, newsColumns, visibleNews } from './news-repository';

// Staff's side of news: items in any state, and the writes of the console and the editor.

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
export type StoredNews = NewsRecord & Pick<typeof news.$inferSelect, 'status' | 'bodyHtml'>;

const storedColumns = { ...newsColumns, status: news.status, bodyHtml: news.bodyHtml };

/** An item whatever its status (staff). */
export async function selectAnyNews(db: Db, id: number): Promise<StoredNews | null> {
  const [row] = await db.select(storedColumns).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

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
