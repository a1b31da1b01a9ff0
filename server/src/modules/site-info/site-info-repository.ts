import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { banner, siteInfo, siteSettings } from '../../db/schema';

export async function selectSiteInfo(db: Db): Promise<Array<{ key: string; value: string }>> {
  return db.select({ key: siteInfo.key, value: siteInfo.value }).from(siteInfo);
}

/** Inserts the entries; `overwrite` decides whether existing values are replaced. */
export async function upsertSiteInfo(
  db: Db,
  entries: Array<{ key: string; value: string }>,
  overwrite: boolean,
): Promise<void> {
  if (entries.length === 0) return;
  const insert = db.insert(siteInfo).values(entries);
  if (overwrite) {
    await insert.onConflictDoUpdate({
      target: siteInfo.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
  } else {
    await insert.onConflictDoNothing({ target: siteInfo.key });
  }
}

export async function selectBanner(
  db: Db,
): Promise<{ message: string | null; color: string | null } | undefined> {
  const rows = await db
    .select({ message: banner.message, color: banner.color })
    .from(banner)
    .where(eq(banner.id, 1));
  return rows[0];
}

export async function upsertBanner(db: Db, message: string | null, color: string | null) {
  await db
    .insert(banner)
    .values({ id: 1, message, color })
    .onConflictDoUpdate({ target: banner.id, set: { message, color, updatedAt: sql`now()` } });
}

/** Edited corporate pages live in site_settings under `page.<key>` (value: the HTML string). */
const pagePrefix = 'page.';

export async function selectPages(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(like(siteSettings.key, `${pagePrefix}%`));
  return new Map(
    rows
      .filter((row) => typeof row.value === 'string')
      .map((row) => [row.key.slice(pagePrefix.length), row.value as string]),
  );
}

export async function upsertPages(db: Db, pages: Array<{ key: string; html: string }>) {
  if (pages.length === 0) return;
  await db
    .insert(siteSettings)
    .values(pages.map((page) => ({ key: `${pagePrefix}${page.key}`, value: page.html })))
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
