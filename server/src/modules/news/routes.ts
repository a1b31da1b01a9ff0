import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommentRow,
  callables,
  commentFilters,
  EditNewsBody,
  NewsBodyQuery,
  NewsDetail,
  NewsParams,
  NewsRow,
  PublishNewsBody,
  StaffNewsResult,
  searchFilters,
  staffBodyLimit,
} from '@kanat/shared/contracts';
import { COMMENT_MAX_LENGTH, LIST_PAGE_SIZES, NEWS_SAVE_BODY_LIMIT } from '@kanat/shared/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { auditActorOf } from '../audit';
import { hashToken, randomToken } from '../auth';
import type { MediaPlace } from '../media';
import { requireStaffSession } from '../media';
import {
  deleteAdminNews,
  getAdminNews,
  listAdminNews,
  saveAdminNews,
  unpublishAdminNews,
} from './news-admin-service';
import { editNews, publishNews, removeNews } from './news-editor';
import {
  indexUnindexedNews,
  listComments,
  listLatestNews,
  listMostReadNews,
  makeComment,
  newsNotFound,
  parseNewsId,
  readNews,
  readNewsBody,
  searchNewsItems,
  setLike,
  type Viewer,
} from './news-service';
import { requireNewsRecord, staffNewsItem } from './staff-item';

export interface NewsRoutesOptions {
  /** Uploaded news pictures are written to the folder `news/` of this media store. */
  media: MediaPlace;
}

/** A visitor without an account is told apart by this cookie, for view counting only. */
const viewerCookie = 'km_viewer';
const viewerCookieMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Who is reading, so a reload does not count again: a member by account; a visitor by the
 * viewer cookie. A visitor arriving without the cookie is counted under a hash of address and
 * browser, and the cookie handed out now is marked as already counted, so the reload that
 * brings the cookie back does not count a second time either.
 */
function viewerOf(request: FastifyRequest, reply: FastifyReply): Viewer {
  const user = request.sessionUser;
  if (user !== null) return { key: `u:${user.uid}`, alsoSeen: null, userId: user.uid };
  const cookie = request.cookies[viewerCookie];
  if (cookie !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(cookie)) {
    return { key: `c:${hashToken(cookie)}`, alsoSeen: null, userId: null };
  }
  const fresh = randomToken(18);
  reply.setCookie(viewerCookie, fresh, {
    path: '/api/news',
    expires: new Date(Date.now() + viewerCookieMaxAgeMs),
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
  });
  const fingerprint = createHash('sha256')
    .update(`${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return { key: `a:${fingerprint}`, alsoSeen: `c:${hashToken(fresh)}`, userId: null };
}

export const newsRoutes: FastifyPluginAsyncTypebox<NewsRoutesOptions> = async (app, options) => {
  app.addHook('onReady', async () => {
    const indexed = await indexUnindexedNews(app.db);
    if (indexed > 0) app.log.info({ indexed }, 'Haberler arama dizinine eklendi');
  });

  // ---- public lists (SPEC §7) ---------------------------------------------------------

  app.pagedList({
    name: 'news',
    summary: 'Haberler, yeniden eskiye',
    filters: {},
    pageSize: LIST_PAGE_SIZES.news,
    row: NewsRow,
    fetch: (_filters, page, { db }) => listLatestNews(db, page),
  });

  app.pagedList({
    name: 'news-new',
    summary: 'Yeni haberler, yan panel',
    filters: {},
    pageSize: LIST_PAGE_SIZES.newsSidePanel,
    row: NewsRow,
    fetch: (_filters, page, { db }) => listLatestNews(db, page),
  });

  app.pagedList({
    name: 'news-most-read',
    summary: 'En çok okunan haberler',
    filters: {},
    pageSize: LIST_PAGE_SIZES.newsSidePanel,
    row: NewsRow,
    fetch: (_filters, page, { db }) => listMostReadNews(db, page),
  });

  app.pagedList({
    name: 'news-search',
    summary: 'Haber arama, Türkçe tam metin',
    filters: searchFilters,
    pageSize: LIST_PAGE_SIZES.newsSearch,
    row: NewsRow,
    fetch: ({ q }, page, { db }) => searchNewsItems(db, q, page),
  });

  app.pagedList({
    name: 'comments',
    summary: 'Bir haberin yorumları, yeniden eskiye',
    filters: commentFilters,
    pageSize: LIST_PAGE_SIZES.comments,
    row: CommentRow,
    fetch: ({ id }, page, { db }) => listComments(db, id, page),
  });

  // ---- one item -------------------------------------------------------------------------

  app.get(
    '/api/news/:id',
    {
      schema: {
        tags: ['news'],
        operationId: 'getNews',
        summary: 'Bir haber; okuyucu başına 24 saatte bir görüntülenme sayar',
        params: NewsParams,
        response: { 200: NewsDetail },
      },
    },
    async (request, reply) => readNews(app.db, request.params.id, viewerOf(request, reply)),
  );

  app.get(
    '/api/news/:id/body',
    {
      schema: {
        tags: ['news'],
        operationId: 'getNewsBody',
        summary: 'Haber metni: temizlenmiş HTML parçası (page_data)',
        params: NewsParams,
        querystring: NewsBodyQuery,
      },
    },
    async (request, reply) => {
      const { html, version } = await readNewsBody(app.db, request.params.id);
      // The versioned URL changes with every edit, so that one may be kept for a day.
      const current = request.query.v === String(version);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', current ? 'public, max-age=86400' : 'no-cache')
          // Opened directly, the fragment still cannot run anything.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self' https: http:; sandbox",
          )
          .send(html)
      );
    },
  );

  // ---- member actions (callable functions) ------------------------------------------------

  app.callable({
    name: 'makeComment',
    access: 'member',
    summary: `Habere yorum yap (düz metin, 1-${COMMENT_MAX_LENGTH} karakter)`,
    ...callables.makeComment,
    handler: (data, { db, user }) => makeComment(db, user as NonNullable<typeof user>, data),
  });

  app.callable({
    name: 'likeNew',
    access: 'member',
    summary: 'Haberi beğen (tekrarı bir şey değiştirmez)',
    ...callables.likeNew,
    handler: ({ id }, { db, user }) => setLike(db, user as NonNullable<typeof user>, id, true),
  });

  app.callable({
    name: 'unlikeNew',
    access: 'member',
    summary: 'Haber beğenisini kaldır (tekrarı bir şey değiştirmez)',
    ...callables.unlikeNew,
    handler: ({ id }, { db, user }) => setLike(db, user as NonNullable<typeof user>, id, false),
  });

  // ---- staff: publish and edit without a deploy -------------------------------------------

  // Signed-in staff only: the `news` command comes in through the staff module's admin channel.
  const requireStaff = async (request: FastifyRequest) => {
    await requireStaffSession(request);
  };

  // The `news` command's item; this answer has the shape of a reader's item, so `updatedOn` too.
  const staffResult = async (id: number) => {
    const record = await requireNewsRecord(app.db, id);
    return { ...staffNewsItem(record), updatedOn: record.updatedAt.getTime() };
  };

  const pictureBytes = (data: string | undefined) =>
    data === undefined ? undefined : Buffer.from(data, 'base64');

  app.post(
    '/api/staff/news',
    {
      bodyLimit: staffBodyLimit,
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        operationId: 'createNews',
        summary: 'Haber yayınla (başlık, HTML metin, resim dosyası ya da adresi)',
        body: PublishNewsBody,
        response: { 201: StaffNewsResult },
      },
    },
    async (request, reply) => {
      const { picture, ...fields } = request.body;
      const id = await publishNews(
        app.db,
        options.media,
        { ...fields, picture: pictureBytes(picture?.data) },
        auditActorOf(request.sessionUser),
      );
      request.log.info({ newsId: id, by: request.sessionUser?.uid ?? 'cli' }, 'Haber yayınlandı');
      return reply.code(201).send(await staffResult(id));
    },
  );

  app.put(
    '/api/staff/news/:id',
    {
      bodyLimit: staffBodyLimit,
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        operationId: 'updateNews',
        summary: 'Haberi düzenle (verilen alanlar değişir)',
        params: NewsParams,
        body: EditNewsBody,
        response: { 200: StaffNewsResult },
      },
    },
    async (request) => {
      const id = parseNewsId(request.params.id);
      if (id === null) throw new AppError('not-found', newsNotFound);
      const { picture, ...fields } = request.body;
      await editNews(
        app.db,
        options.media,
        id,
        { ...fields, picture: pictureBytes(picture?.data) },
        auditActorOf(request.sessionUser),
      );
      request.log.info({ newsId: id, by: request.sessionUser?.uid ?? 'cli' }, 'Haber düzenlendi');
      return staffResult(id);
    },
  );

  app.delete(
    '/api/staff/news/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        operationId: 'deleteNews',
        summary: 'Haberi sil',
        params: NewsParams,
      },
    },
    async (request, reply) => {
      const id = parseNewsId(request.params.id);
      if (id === null) throw new AppError('not-found', newsNotFound);
      await removeNews(app.db, id, auditActorOf(request.sessionUser));
      request.log.info({ newsId: id, by: request.sessionUser?.uid ?? 'cli' }, 'Haber silindi');
      return reply.code(204).send();
    },
  );

  // ---- the console's news editor (staff callables) ------------------------------------------

  app.callable({
    name: 'adminNewsList',
    access: 'staff',
    summary: 'Konsol: haberler (taslak, zamanlanmış, yayında), başlıkta arama',
    ...callables.adminNewsList,
    handler: (data, { db }) => listAdminNews(db, data),
  });

  app.callable({
    name: 'adminNewsGet',
    access: 'staff',
    summary: 'Konsol: bir haber, metniyle (her durumda)',
    ...callables.adminNewsGet,
    handler: ({ id }, { db }) => getAdminNews(db, id),
  });

  app.callable({
    name: 'adminNewsSave',
    access: 'staff',
    bodyLimit: NEWS_SAVE_BODY_LIMIT,
    summary: 'Konsol: haberi kaydet (taslak, şimdi ya da ileri tarihte yayın)',
    ...callables.adminNewsSave,
    handler: (data, { db, user }) => saveAdminNews(db, app.media, auditActorOf(user), data),
  });

  app.callable({
    name: 'adminNewsUnpublish',
    access: 'staff',
    summary: 'Konsol: haberi yayından kaldır (taslağa döner)',
    ...callables.adminNewsUnpublish,
    handler: ({ id }, { db, user }) => unpublishAdminNews(db, auditActorOf(user), id),
  });

  app.callable({
    name: 'adminNewsDelete',
    access: 'staff',
    summary: 'Konsol: haberi sil',
    ...callables.adminNewsDelete,
    handler: ({ id }, { db, user }) => deleteAdminNews(db, app.media, auditActorOf(user), id),
  });
};
