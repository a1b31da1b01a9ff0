import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  callables,
  EditNewsBody,
  NewsParams,
  PublishNewsBody,
  StaffNewsResult,
  staffBodyLimit,
} from '@kanat/shared/contracts';
import { NEWS_SAVE_BODY_LIMIT } from '@kanat/shared/rules';
import { AppError } from '../../errors';
import { auditActorOf } from '../audit';
import { type MediaPlace, requireStaffSession } from '../media';
import {
  deleteAdminNews,
  getAdminNews,
  listAdminNews,
  saveAdminNews,
  unpublishAdminNews,
} from './news-admin-service';
import { editNews, publishNews, removeNews } from './news-editor';
import { newsNotFound, parseNewsId } from './news-service';
import { requireNewsRecord, staffNewsItem } from './staff-item';

export interface NewsStaffRoutesOptions {
  /** Where the pictures of published and edited items are stored. */
  media: MediaPlace;
}

/** Staff's news: the `news` command's REST routes and the console's news editor. */
export const newsStaffRoutes: FastifyPluginAsyncTypebox<NewsStaffRoutesOptions> = async (
  app,
  options,
) => {
  // ---- staff: publish and edit without a deploy -------------------------------------------

  // Signed-in editors only: the `news` command comes in through the staff module's admin channel.
  const requireStaff = requireStaffSession({ area: 'news' });

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
    access: { area: 'news' },
    summary: 'Konsol: haberler (taslak, zamanlanmış, yayında), başlıkta arama',
    ...callables.adminNewsList,
    handler: (data, { db }) => listAdminNews(db, data),
  });

  app.callable({
    name: 'adminNewsGet',
    access: { area: 'news' },
    summary: 'Konsol: bir haber, metniyle (her durumda)',
    ...callables.adminNewsGet,
    handler: ({ id }, { db }) => getAdminNews(db, id),
  });

  app.callable({
    name: 'adminNewsSave',
    access: { area: 'news' },
    bodyLimit: NEWS_SAVE_BODY_LIMIT,
    summary: 'Konsol: haberi kaydet (taslak, şimdi ya da ileri tarihte yayın)',
    ...callables.adminNewsSave,
    handler: (data, { db, user }) => saveAdminNews(db, app.media, auditActorOf(user), data),
  });

  app.callable({
    name: 'adminNewsUnpublish',
    access: { area: 'news' },
    summary: 'Konsol: haberi yayından kaldır (taslağa döner)',
    ...callables.adminNewsUnpublish,
    handler: ({ id }, { db, user }) => unpublishAdminNews(db, auditActorOf(user), id),
  });

  app.callable({
    name: 'adminNewsDelete',
    access: { area: 'news' },
    summary: 'Konsol: haberi sil',
    ...callables.adminNewsDelete,
    handler: ({ id }, { db, user }) => deleteAdminNews(db, app.media, auditActorOf(user), id),
  });
};
