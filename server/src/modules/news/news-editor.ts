import { fill, messages } from '@kanat/shared/i18n';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { storeImage } from '../media/media-store';
import { singleLine } from '../media/plain-text';
import { sanitizeNewsHtml } from './news-html';
import { deleteNews, insertNews, type NewsInsert, newsExists, updateNews } from './news-repository';
import { newsNotFound, searchFieldsFor } from './news-service';
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

function cleanTitle(title: string): string {
  const clean = singleLine(title);
  if (clean.length === 0) throw new AppError('invalid-argument', messages.news.titleEmpty);
  if (clean.length > 200) {
    throw new AppError('invalid-argument', fill(messages.news.titleTooLong, { max: 200 }));
  }
  return clean;
}

function cleanBody(html: string): string {
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
  mediaDir: string,
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

/** Stores a new item; it is on the site with the next request. Returns its id. */
export async function publishNews(
  db: Db,
  mediaDir: string,
  input: NewsInput & { title: string; body: string },
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
    createdAt: now,
    updatedAt: now,
    ...newsSearchFields(title, bodyHtml),
  };
  return insertNews(db, values);
}

/** Changes the given fields of an item; the others stay. */
export async function editNews(
  db: Db,
  mediaDir: string,
  id: number,
  input: NewsInput,
): Promise<void> {
  if (!(await newsExists(db, id))) throw new AppError('not-found', newsNotFound);
  const title = input.title === undefined ? undefined : cleanTitle(input.title);
  const bodyHtml = input.body === undefined ? undefined : cleanBody(input.body);
  const picture = await pictureOf(mediaDir, input);
  const changes: Partial<NewsInsert> = {
    ...(title === undefined ? {} : { title }),
    ...(bodyHtml === undefined ? {} : { bodyHtml }),
    ...picture,
    ...(input.publishDate === undefined ? {} : { publishDate: publishDateOf(input.publishDate) }),
    ...(await searchFieldsFor(db, id, { title, bodyHtml })),
    updatedAt: new Date(Date.now()),
  };
  if (!(await updateNews(db, id, changes))) throw new AppError('not-found', newsNotFound);
}

export async function removeNews(db: Db, id: number): Promise<void> {
  if (!(await deleteNews(db, id))) throw new AppError('not-found', newsNotFound);
}
