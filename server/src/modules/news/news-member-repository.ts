import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { news, newsComments, newsLikes, users } from '../../db/schema';
import { visibleNews } from './news-repository';

// What members write under a published item: likes and comments, each with its counter.

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

const commentColumns = {
  id: newsComments.id,
  username: sql<string>`coalesce(${users.username}, ${users.fullname}, 'Üye')`,
  message: newsComments.message,
  createdAt: newsComments.createdAt,
};

/** A comment with its author's name, as `commentColumns` select it. */
export type CommentRecord = Pick<
  typeof newsComments.$inferSelect,
  'id' | 'message' | 'createdAt'
> & {
  username: string;
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
