import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { containersRoutes } from '../containers/routes';
import { pigeonsRoutes } from '../pigeons/routes';
import {
  AuctionDetail,
  AuctionRow,
  auctionListFilters,
  BidData,
  BidResult,
} from './auctions-schemas';
import { getAuctionDetail, listAuctions } from './auctions-service';
import { placeBid } from './bid-service';
import { ClosingScheduler } from './closing-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals expired auctions; runs every second once the server listens. */
    closingScheduler: ClosingScheduler;
  }
}

/** SPEC §9: lists of 20 (the home page asks for 4). */
const pageSize = 20;

const auctionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.pagedList({
    name: 'auctions',
    summary: 'Açık arttırmalar, yapılandırılmış filtrelerle (auctionQuery.php)',
    filters: auctionListFilters,
    defaultCount: pageSize,
    maxCount: pageSize,
    row: AuctionRow,
    fetch: (filters, page, { db }) => listAuctions(db, filters, page),
  });

  app.get(
    '/api/auctions/:id',
    {
      schema: {
        tags: ['site'],
        summary: 'Açık arttırma ayrıntısı: güvercin, son 10 teklif, uzatma kuralı',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        response: { 200: AuctionDetail },
      },
    },
    async (request) => getAuctionDetail(app.db, request.params.id),
  );

  app.callable({
    name: 'bid',
    // The service applies the member rules itself, worded for bidding (API-AUCTIONS.md).
    access: 'public',
    summary: 'Teklif ver: ikinci faktör, cihaz imzası, tek koşullu işlem',
    data: BidData,
    result: BidResult,
    deviceProof: (data) => ({ deviceId: data.BidRequest.device, token: data.mfaToken ?? '' }),
    handler: (data, { db, user, deviceProof }) => placeBid(db, user, data, deviceProof),
  });
};

/**
 * Auctions, groups and participants: their lists, details, the bid function and the closing
 * scheduler. The scheduler starts when the server listens (so `app.inject` tests run passes
 * on demand through `app.closingScheduler.runOnce()`) and stops when it closes.
 */
export const auctionsModule = fp(
  async (app) => {
    const scheduler = new ClosingScheduler(app.db, app.log);
    app.decorate('closingScheduler', scheduler);
    app.addHook('onListen', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());

    await app.register(auctionRoutes);
    await app.register(containersRoutes);
    await app.register(pigeonsRoutes);
  },
  { name: 'auctions-module', dependencies: ['database', 'callable', 'paged-list'] },
);
