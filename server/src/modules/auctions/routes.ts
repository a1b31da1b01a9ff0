import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuctionDetail,
  AuctionRow,
  auctionListFilters,
  CalendarResult,
  callables,
  DetailParams,
  RecordsQuery,
  RecordsResult,
} from '@kanat/shared/contracts';
import { pedigree as pedigreeTexts } from '@kanat/shared/i18n/lazy';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { signedInUser } from '../../plugins/callable';
import { consume } from '../auth';
import { getAuctionDetail, listAuctions } from './auctions-service';
import type { BidOutcome } from './bid-refusals';
import { myMaxBid, placeBid } from './bid-service';
import { calendarEntries } from './calendar';
import { followedSales, followSale } from './calendar-follows';
import { ClosingScheduler } from './closing-scheduler';
import { pedigreeFileName, pedigreePdf, pedigreePdfLimit } from './pedigree-pdf';
import { priceRecords } from './price-records';
import { previewsGroups } from './visibility';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals expired auctions; runs every second once the server listens. */
    closingScheduler: ClosingScheduler;
  }
}

/** The auctions module's settings (app.ts passes them from the configuration). */
export interface AuctionsOptions {
  /** LEGACY_BID_SIGNATURE: also take SPEC §7's bid signature over the nonce alone. */
  legacyBidSignature?: boolean;
}

const auctionRoutes: FastifyPluginAsyncTypebox<AuctionsOptions> = async (app, options) => {
  const legacySignature = options.legacyBidSignature === true;
  // Each bid's outcome goes to this app's bid counter (the metrics module's decoration).
  const countBid = app.hasDecorator('metrics')
    ? (outcome: BidOutcome) => app.metrics.observeBid(outcome)
    : undefined;

  app.pagedList({
    name: 'auctions',
    summary: 'Açık arttırmalar, yapılandırılmış filtrelerle',
    filters: auctionListFilters,
    pageSize: LIST_PAGE_SIZES.auctions,
    row: AuctionRow,
    fetch: (filters, page, { db }) => listAuctions(db, filters, page),
  });

  app.get(
    '/api/auctions/:id',
    {
      schema: {
        tags: ['site'],
        operationId: 'getAuction',
        summary: 'Açık arttırma ayrıntısı: güvercin, son 10 teklif, uzatma kuralı',
        params: DetailParams,
        response: { 200: AuctionDetail },
      },
    },
    async (request) =>
      getAuctionDetail(app.db, request.params.id, {
        preview: previewsGroups(request.sessionUser),
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/auctions/:id/soy-agaci.pdf',
    {
      schema: {
        tags: ['site'],
        operationId: 'getAuctionPedigreePdf',
        summary: 'Lotun güvercininin soy ağacı PDF olarak (kuşak kuşak, halka numaralarıyla)',
        params: DetailParams,
      },
    },
    async (request, reply) => {
      const preview = previewsGroups(request.sessionUser);
      const detail = await getAuctionDetail(app.db, request.params.id, {
        preview,
        now: app.clock.now(),
      });
      if (detail.auction.pedigreeChart.ancestors.length === 0) {
        throw new AppError('not-found', pedigreeTexts.none);
      }
      if (!(await consume(app.db, `pedigree-pdf:${request.ip}`, pedigreePdfLimit))) {
        throw new AppError('resource-exhausted', pedigreeTexts.pdfRateLimited);
      }
      const bytes = await pedigreePdf(detail, app.clock.now());
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${pedigreeFileName(detail.auction.pigeon.tagNum)}.pdf"`,
          // A preview (a lot not yet public) is staff's alone.
          'cache-control':
            detail.preview === undefined ? 'public, max-age=300' : 'private, no-store',
        })
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/api/records',
    {
      schema: {
        tags: ['site'],
        operationId: 'getRecords',
        summary:
          'Rekorlar: sitede ödenen en yüksek fiyatlar, tüm zamanlar ya da bir yıl, tüm hatlar ya da bir soy hattı',
        querystring: RecordsQuery,
        response: { 200: RecordsResult },
      },
    },
    async (request, reply) => {
      // The same for everyone and changed only by a hammer: a minute in shared caches.
      reply.header('cache-control', 'public, max-age=60');
      return priceRecords(app.db, request.query.yil ?? null, request.query.hat?.trim() || null);
    },
  );

  app.get(
    '/api/calendar',
    {
      schema: {
        tags: ['site'],
        operationId: 'getCalendar',
        summary: 'Takvim: yaklaşan ve süren grup ihaleler ile salon mezatları, en yakını önce',
        response: { 200: CalendarResult },
      },
    },
    async (_request, reply) => {
      // The same for everyone: a minute in shared caches.
      reply.header('cache-control', 'public, max-age=60');
      return { entries: await calendarEntries(app.db) };
    },
  );

  app.callable({
    name: 'followSale',
    access: 'member',
    summary: 'Takvimdeki yaklaşan bir mezatı takip et ya da bırak: başlayınca haber verilir',
    ...callables.followSale,
    handler: (data, { db, user }) => followSale(db, signedInUser(user).uid, data),
  });

  app.callable({
    name: 'followedSales',
    access: 'member',
    summary: 'Takvimden takip ettiğim mezatlar (kind:id)',
    ...callables.followedSales,
    handler: (_data, { db, user }) => followedSales(db, signedInUser(user).uid),
  });

  app.callable({
    name: 'bid',
    // The service reads the session with the device's token and key in one query, and
    // applies the member rules itself, worded for bidding (server/README.md, "Auctions, groups,
    // participants").
    access: 'public',
    readsSession: true,
    summary: 'Teklif ver: ikinci faktör, cihaz imzası, tek koşullu işlem',
    ...callables.bid,
    handler: (data, { db, request, reply }) =>
      placeBid(
        db,
        {
          sessionToken: request.sessionToken,
          dropStaleSession: () => {
            reply.clearSessionCookie();
          },
        },
        data,
        { observe: countBid, legacySignature },
      ),
  });

  app.callable({
    name: 'myMaxBid',
    access: 'member',
    summary: 'Bu açık arttırmadaki kendi azami teklifim (yalnızca sahibine)',
    ...callables.myMaxBid,
    handler: async ({ auctionId }, { db, user }) => ({
      maximum: await myMaxBid(db, (user as NonNullable<typeof user>).uid, auctionId),
    }),
  });
};

/**
 * Auctions: their list, details, the bid function and the closing scheduler. The scheduler
 * starts when the server listens (so `app.inject` tests run passes on demand through
 * `app.closingScheduler.runOnce()`) and stops when it closes.
 */
export const auctionsModule = fp<AuctionsOptions>(
  async (app, options) => {
    const scheduler = new ClosingScheduler(app.db, app.log);
    app.decorate('closingScheduler', scheduler);
    app.addHook('onListen', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());

    await app.register(auctionRoutes, options);
  },
  { name: 'auctions-module', dependencies: ['database', 'callable', 'paged-list'] },
);
