import { CalendarFileParams } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { calendarEntry, getAuctionDetail, guestViewer } from '../auctions';
import type { MediaStore } from '../media';
import { calendarFile } from './calendar-file';
import { auctionPreviewFacts } from './item-heads';
import {
  PREVIEW_TYPE,
  PreviewImages,
  previewVersion,
  type ReportPreviewKind,
  SITE_CARD_PATH,
} from './preview-image';
import { readReport, reportPreviewFacts } from './report-head';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

export interface ShareRoutesOptions {
  mediaStore: MediaStore;
  staticDir: string;
  /** The absolute origin of the site's addresses for this request (see siteOrigin). */
  origin: (request: FastifyRequest) => string;
}

/** The origin of absolute addresses: PUBLIC_URL, else the address the request came to. */
export function siteOrigin(publicUrl: string | null | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  // The host check (plugins/host-check.ts) has let only our own names through.
  return `${request.protocol}://${request.host}`;
}

const immutable = 'public, max-age=31536000, immutable';
const oneHour = 'public, max-age=3600';
/** A preview asked for by an address whose price has moved on: the current one, briefly kept. */
const stale = 'public, max-age=60';

/**
 * The routes for crawlers, link previews and calendars: /robots.txt, /sitemap.xml, the site's
 * card /og/site.jpg, each auction's preview /og/auction/<id>-<version>.jpg and each coming
 * sale's calendar file. Served before
 * the SPA fallback (they are routes; the fallback is the not-found handler).
 */
export function shareRoutes(app: FastifyInstance, options: ShareRoutesOptions): PreviewImages {
  const previews = new PreviewImages(options.mediaStore, app.log);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', oneHour)
      .send(renderRobots(options.origin(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries = await sitemapEntries(app.db, options.staticDir, app.clock.now());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', oneHour)
      .send(renderSitemap(options.origin(request), entries));
  });

  app.get(SITE_CARD_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const card = await previews.siteCard(messages.share.siteName, messages.share.siteTagline);
    return reply.type(PREVIEW_TYPE).header('cache-control', 'public, max-age=86400').send(card);
  });

  app.get<{ Params: { file: string } }>(
    '/og/auction/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9]{1,9})-([0-9a-f]{12})\.jpg$/.exec(request.params.file);
      if (!match) throw new AppError('not-found', messages.request.notFound);
      const [, id = '', version] = match;
      const detail = await getAuctionDetail(app.db, id, guestViewer(app.clock.now()));
      const facts = auctionPreviewFacts(detail, app.clock.now());
      const picture = await previews.auction(facts);
      return reply
        .type(PREVIEW_TYPE)
        .header('cache-control', version === previewVersion(facts) ? immutable : stale)
        .send(picture);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/og/report/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^(group|hall)-([0-9]{1,9})-([0-9a-f]{12})\.jpg$/.exec(request.params.file);
      if (!match) throw new AppError('not-found', messages.request.notFound);
      const [, kind = 'group', id = '', version] = match;
      const report = await readReport(app.db, kind as ReportPreviewKind, id, app.clock.now());
      if (report === null || report === 'not-yet') {
        throw new AppError('not-found', messages.request.notFound);
      }
      const facts = reportPreviewFacts(report);
      const picture = await previews.report(kind as ReportPreviewKind, id, facts);
      return reply
        .type(PREVIEW_TYPE)
        .header('cache-control', version === previewVersion(facts) ? immutable : stale)
        .send(picture);
    },
  );

  app.get<{ Params: CalendarFileParams }>(
    '/api/calendar/:kind/:id/takvim.ics',
    {
      schema: {
        tags: ['site'],
        operationId: 'getCalendarFile',
        summary: 'Yaklaşan bir mezatın takvim dosyası (.ics): grup ihale ya da salon mezatı',
        params: CalendarFileParams,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const entry = await calendarEntry(app.db, kind, id);
      if (entry === null) throw new AppError('not-found', messages.calendar.gone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="kanat-mezat-${kind}-${id}.ics"`)
        .header('cache-control', 'public, max-age=300')
        .send(calendarFile(entry, options.origin(request)));
    },
  );

  return previews;
}
