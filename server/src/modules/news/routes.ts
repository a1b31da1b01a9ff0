import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommentRow,
  callables,
  commentFilters,
  NewsBodyQuery,
  NewsDetail,
  NewsParams,
  NewsRow,
  searchFilters,
} from '@kanat/shared/contracts';
import { COMMENT_MAX_LENGTH, LIST_PAGE_SIZES } from '@kanat/shared/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../auth';
import type { MediaPlace } from '../media';
import {
  indexUnindexedNews,
  listComments,
  listLatestNews,
  listMostReadNews,
  makeComment,
  readNews,
  readNewsBody,
  searchNewsItems,
  setLike,
  type Viewer,
} from './news-service';
import { newsStaffRoutes } from './staff-routes';

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

  await app.register(newsStaffRoutes, options);
};
