import type {
  AdminNewsItem,
  AdminNewsListData,
  AdminNewsPage,
  AdminNewsRow,
  AdminNewsSaveData,
  AdminNewsState,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { escapeLike } from '../../lib/search-text';
import { type AuditActor, actorUid, recordAudit } from '../audit';
import type { MediaLibrary } from '../media';
import { attachedMediaIds, mediaAtUrls, mediaIdAt } from '../media';
import { auditView, cleanBody, cleanTitle, deleteNewsRecorded } from './news-editor';
import type { NewsRecord } from './news-repository';
import { newsNotFound, parseNewsId } from './news-service';
import {
  insertNews,
  type NewsInsert,
  otherBodyShows,
  type StoredNews,
  selectAdminNews,
  selectAnyNews,
  updateNews,
} from './news-staff-repository';
import { newsSearchFields, turkishLower } from './news-text';

// The console's news editor: drafts, scheduling, publishing and unpublishing, with uploaded
// pictures. Every write is one transaction with its audit entry.

const texts = messages.adminContent.server;
export const adminNewsPageSize = 20;

function requireId(raw: string): number {
  const id = parseNewsId(raw);
  if (id === null) throw new AppError('not-found', newsNotFound);
  return id;
}

function stateOf(item: { status: string; publishDate: Date }, now = Date.now()): AdminNewsState {
  if (item.status === 'draft') return 'draft';
  return item.publishDate.getTime() > now ? 'scheduled' : 'published';
}

function toAdminRow(record: NewsRecord, state: AdminNewsState): AdminNewsRow {
  return {
    id: String(record.id),
    title: record.title,
    status: state,
    main_picture: record.mainPicture,
    publishAt: record.publishDate.getTime(),
    updatedOn: record.updatedAt.getTime(),
    views: record.views,
    likes: record.likes,
    comment_count: record.commentCount,
  };
}

async function toAdminItem(db: Db, item: StoredNews): Promise<AdminNewsItem> {
  return {
    ...toAdminRow(item, stateOf(item)),
    html: item.bodyHtml,
    pictureId: await mediaIdAt(db, item.mainPicture),
  };
}

export async function listAdminNews(db: Db, data: AdminNewsListData): Promise<AdminNewsPage> {
  let offset = 0;
  if (data.cursor) {
    const [value] = decodeCursor(data.cursor, 1);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new AppError('invalid-argument', messages.request.badPageCursor);
    }
    offset = value;
  }
  const words = turkishLower(data.q ?? '').trim();
  const rows = await selectAdminNews(
    db,
    { state: data.status, titleLike: words === '' ? undefined : `%${escapeLike(words)}%` },
    offset,
    adminNewsPageSize + 1,
  );
  const page = rows.slice(0, adminNewsPageSize);
  return {
    rows: page.map((row) => toAdminRow(row, row.state)),
    next: rows.length > adminNewsPageSize ? encodeCursor([offset + page.length]) : null,
  };
}

export async function getAdminNews(db: Db, rawId: string): Promise<AdminNewsItem> {
  const item = await selectAnyNews(db, requireId(rawId));
  if (item === null) throw new AppError('not-found', newsNotFound);
  return toAdminItem(db, item);
}

/** Our own pictures in a body: the addresses of its `<img src>`. */
function bodyPictures(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * Claims the pictures placed into the body that are not yet claimed, and releases those the
 * edit took out (unless another article shows them too).
 */
async function syncBodyPictures(
  tx: Db,
  media: MediaLibrary,
  id: number,
  before: string | null,
  after: string,
): Promise<void> {
  const now = bodyPictures(after);
  const fresh = (await mediaAtUrls(tx, now, ['news-inline'])).filter((row) => !row.attached);
  await media.claim(
    tx,
    fresh.map((row) => row.id),
    { purposes: ['news-inline'] },
  );
  if (before === null) return;
  const gone = bodyPictures(before).filter((url) => !now.includes(url));
  const release: string[] = [];
  for (const row of await mediaAtUrls(tx, gone, ['news-inline'])) {
    if (row.attached && !(await otherBodyShows(tx, row.url, id))) release.push(row.id);
  }
  await media.release(tx, release);
}

/**
 * Creates or saves an item. 'published' without `publishAt` means now, unless the item is on
 * the site already (an edit keeps its date); with a future `publishAt` it is scheduled.
 */
export async function saveAdminNews(
  db: Db,
  media: MediaLibrary,
  actor: AuditActor,
  data: AdminNewsSaveData,
): Promise<AdminNewsItem> {
  const title = cleanTitle(data.title);
  const bodyHtml = cleanBody(data.html);
  const id = data.id === undefined ? null : requireId(data.id);
  return db.transaction(async (tx) => {
    const before = id === null ? null : await selectAnyNews(tx, id);
    if (id !== null && before === null) throw new AppError('not-found', newsNotFound);
    const now = new Date(Date.now());
    const publishDate =
      data.publishAt !== undefined
        ? new Date(data.publishAt)
        : before !== null && (data.status === 'draft' || stateOf(before) === 'published')
          ? before.publishDate
          : now;

    let mainPicture = before?.mainPicture ?? null;
    const keeps =
      data.pictureId !== undefined && data.pictureId === (await mediaIdAt(tx, mainPicture));
    if (data.pictureId !== undefined && !keeps) {
      const [picture] = await media.claim(tx, data.pictureId === null ? [] : [data.pictureId], {
        purposes: ['news-picture'],
      });
      await media.release(
        tx,
        await attachedMediaIds(tx, mainPicture === null ? [] : [mainPicture]),
      );
      mainPicture = picture?.url ?? null;
    }
    const values = {
      title,
      bodyHtml,
      mainPicture,
      status: data.status,
      publishDate,
      updatedBy: actorUid(actor),
      updatedAt: now,
      ...newsSearchFields(title, bodyHtml),
    } satisfies Partial<NewsInsert>;
    let savedId: number;
    if (before === null) {
      savedId = await insertNews(tx, { ...values, createdAt: now });
    } else {
      savedId = before.id;
      await updateNews(tx, savedId, values);
    }
    await syncBodyPictures(tx, media, savedId, before?.bodyHtml ?? null, bodyHtml);
    const after = (await selectAnyNews(tx, savedId)) as StoredNews;
    const bodyChanged = before === null || before.bodyHtml !== after.bodyHtml;
    await recordAudit(tx, {
      actor,
      action: before === null ? 'news.create' : 'news.update',
      targetType: 'news',
      targetId: savedId,
      summary: fill(before === null ? texts.audit.newsCreate : texts.audit.newsUpdate, { title }),
      before: before === null ? null : auditView(before, bodyChanged),
      after: auditView(after, bodyChanged),
    });
    return toAdminItem(tx, after);
  });
}

/** Back to a draft: off the site at once, kept for later. */
export async function unpublishAdminNews(
  db: Db,
  actor: AuditActor,
  rawId: string,
): Promise<AdminNewsItem> {
  const id = requireId(rawId);
  return db.transaction(async (tx) => {
    const before = await selectAnyNews(tx, id);
    if (before === null) throw new AppError('not-found', newsNotFound);
    await updateNews(tx, id, {
      status: 'draft',
      updatedBy: actorUid(actor),
      updatedAt: new Date(Date.now()),
    });
    const after = (await selectAnyNews(tx, id)) as StoredNews;
    await recordAudit(tx, {
      actor,
      action: 'news.unpublish',
      targetType: 'news',
      targetId: id,
      summary: fill(texts.audit.newsUnpublish, { title: before.title }),
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminItem(tx, after);
  });
}

/** Deletes the item with its comments and likes; its pictures' uploads are released. */
export async function deleteAdminNews(
  db: Db,
  media: MediaLibrary,
  actor: AuditActor,
  rawId: string,
): Promise<{ id: string }> {
  const id = requireId(rawId);
  return db.transaction(async (tx) => {
    const before = await deleteNewsRecorded(tx, id, actor);
    await syncBodyPictures(tx, media, id, before.bodyHtml, '');
    await media.release(
      tx,
      await attachedMediaIds(tx, before.mainPicture === null ? [] : [before.mainPicture]),
    );
    return { id: String(id) };
  });
}
