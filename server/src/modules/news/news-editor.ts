import { fill, messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { singleLine } from '../../lib/plain-text';
import { type AuditActor, actorUid, recordAudit } from '../audit';
import { type MediaPlace, storeImage } from '../media';
import { sanitizeNewsHtml } from './news-html';
import { newsNotFound } from './news-service';
import {
  deleteNews,
  insertNews,
  type NewsInsert,
  type StoredNews,
  selectAnyNews,
  updateNews,
} from './news-staff-repository';
import { htmlToText, newsSearchFields } from './news-text';

// Staff publishing (the staff API and the `news` command): what editors send is checked and
// cleaned here, so both ways in store the same thing.

/** News pictures are shown at most about 960 px wide (card and detail); 1280 leaves room for HiDPI. */
export const newsPictureWidths = [1280] as const;

export interface NewsInput {
  title?: string;
  /** HTML, sanitised before it is stored. */
  body?: string;
  /** Picture file bytes ... */
  picture?: Buffer;
  /** ... or a picture URL; null removes the picture. */
  pictureUrl?: string | null;
  /** ms epoch */
  publishDate?: number;
}

export function cleanTitle(title: string): string {
  const clean = singleLine(title);
  if (clean.length === 0) throw new AppError('invalid-argument', messages.news.titleEmpty);
  if (clean.length > 200) {
    throw new AppError('invalid-argument', fill(messages.news.titleTooLong, { max: 200 }));
  }
  return clean;
}

export function cleanBody(html: string): string {
  const clean = sanitizeNewsHtml(html);
  if (htmlToText(clean) === '' && !clean.includes('<img')) {
    throw new AppError('invalid-argument', messages.news.bodyEmpty);
  }
  return clean;
}

/** An http(s) address or a picture already under /media/. */
export function checkPictureUrl(url: string): string {
  const value = url.trim();
  if (/^\/media\/[A-Za-z0-9._\-/]+$/.test(value) && !value.includes('..')) return value;
  try {
    const parsed = new URL(value);
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '') {
      return parsed.toString();
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('invalid-argument', messages.news.pictureUrlInvalid);
}

async function pictureOf(
  mediaDir: MediaPlace,
  input: NewsInput,
): Promise<{ mainPicture?: string | null }> {
  if (input.picture !== undefined && input.pictureUrl !== undefined) {
    throw new AppError('invalid-argument', messages.news.pictureEitherOr);
  }
  if (input.picture !== undefined) {
    const stored = await storeImage(mediaDir, input.picture, {
      folder: 'news',
      widths: newsPictureWidths,
    });
    return { mainPicture: stored.url };
  }
  if (input.pictureUrl === null) return { mainPicture: null };
  if (input.pictureUrl !== undefined) return { mainPicture: checkPictureUrl(input.pictureUrl) };
  return {};
}

function publishDateOf(ms: number | undefined): Date | undefined {
  if (ms === undefined) return undefined;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime()))
    throw new AppError('invalid-argument', messages.news.dateInvalid);
  return date;
}

/** What the audit log keeps of an item: its visible fields (the body only when it changed). */
export function auditView(item: StoredNews, withBody = false) {
  return {
    title: item.title,
    status: item.status,
    publishAt: item.publishDate.getTime(),
    mainPicture: item.mainPicture,
    ...(withBody ? { html: item.bodyHtml } : {}),
  };
}

const auditTexts = messages.adminContent.server.audit;

/**
 * Stores a new, published item (the staff API and the `news` command); it is on the site with
 * the next request, or at its date when that is still to come. Returns its id.
 */
export async function publishNews(
  db: Db,
  mediaDir: MediaPlace,
  input: NewsInput & { title: string; body: string },
  actor: AuditActor = 'cli',
): Promise<number> {
  const title = cleanTitle(input.title);
  const bodyHtml = cleanBody(input.body);
  const picture = await pictureOf(mediaDir, input);
  // Millisecond precision: the news list's keyset cursor is in ms.
  const now = new Date(Date.now());
  const values: NewsInsert = {
    title,
    bodyHtml,
    mainPicture: picture.mainPicture ?? null,
    publishDate: publishDateOf(input.publishDate) ?? now,
    status: 'published',
    updatedBy: actorUid(actor),
    createdAt: now,
    updatedAt: now,
    ...newsSearchFields(title, bodyHtml),
  };
  return db.transaction(async (tx) => {
    const id = await insertNews(tx, values);
    const stored = (await selectAnyNews(tx, id)) as StoredNews;
    await recordAudit(tx, {
      actor,
      action: 'news.create',
      targetType: 'news',
      targetId: id,
      summary: fill(auditTexts.newsCreate, { title }),
      before: null,
      after: auditView(stored, true),
    });
    return id;
  });
}

/** Changes the given fields of an item; the others stay. */
export async function editNews(
  db: Db,
  mediaDir: MediaPlace,
  id: number,
  input: NewsInput,
  actor: AuditActor = 'cli',
): Promise<void> {
  const title = input.title === undefined ? undefined : cleanTitle(input.title);
  const bodyHtml = input.body === undefined ? undefined : cleanBody(input.body);
  if ((await selectAnyNews(db, id)) === null) throw new AppError('not-found', newsNotFound);
  const picture = await pictureOf(mediaDir, input);
  await db.transaction(async (tx) => {
    const before = await selectAnyNews(tx, id);
    if (before === null) throw new AppError('not-found', newsNotFound);
    const changes: Partial<NewsInsert> = {
      ...(title === undefined ? {} : { title }),
      ...(bodyHtml === undefined ? {} : { bodyHtml }),
      ...picture,
      ...(input.publishDate === undefined ? {} : { publishDate: publishDateOf(input.publishDate) }),
      ...newsSearchFields(title ?? before.title, bodyHtml ?? before.bodyHtml),
      updatedBy: actorUid(actor),
      updatedAt: new Date(Date.now()),
    };
    await updateNews(tx, id, changes);
    const after = (await selectAnyNews(tx, id)) as StoredNews;
    await recordAudit(tx, {
      actor,
      action: 'news.update',
      targetType: 'news',
      targetId: id,
      summary: fill(auditTexts.newsUpdate, { title: after.title }),
      before: auditView(before, bodyHtml !== undefined),
      after: auditView(after, bodyHtml !== undefined),
    });
  });
}

/**
 * Deletes the item with its comments and likes, and records it, in the caller's transaction.
 * Answers the item as it was.
 */
export async function deleteNewsRecorded(
  tx: Db,
  id: number,
  actor: AuditActor,
): Promise<StoredNews> {
  const before = await selectAnyNews(tx, id);
  if (before === null || !(await deleteNews(tx, id))) {
    throw new AppError('not-found', newsNotFound);
  }
  await recordAudit(tx, {
    actor,
    action: 'news.delete',
    targetType: 'news',
    targetId: id,
    summary: fill(auditTexts.newsDelete, { title: before.title }),
    before: auditView(before, true),
    after: null,
  });
  return before;
}

export async function removeNews(db: Db, id: number, actor: AuditActor = 'cli'): Promise<void> {
  await db.transaction((tx) => deleteNewsRecorded(tx, id, actor));
}
