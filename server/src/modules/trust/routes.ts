import { callables } from '@kanat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { annulBid } from '../auctions';
import { auditActorOf } from '../audit';
import { listSignals, lotBids, reviewSignal } from './trust-service';

/**
 * Bidder trust in the console (issue 35): the signals of shill bidding with their evidence and
 * review marks (clerks and administrators, who look after members), a lot's bids, and the
 * annulment of a bid (clerks, who run the sales).
 */
export async function trustRoutes(app: FastifyInstance) {
  app.callable({
    name: 'adminTrustSignals',
    access: { area: 'members' },
    summary:
      'Konsol: güven sinyalleri (aynı cihaz ya da ağ, yeni hesap, hiç kazanmayan) ve kanıtları',
    ...callables.adminTrustSignals,
    handler: (data, { db }) => listSignals(db, data),
  });

  app.callable({
    name: 'adminTrustReview',
    access: { area: 'members' },
    summary: 'Konsol: bir güven sinyalini notuyla incelendi olarak işaretle',
    ...callables.adminTrustReview,
    handler: (data, { db, user }) => reviewSignal(db, auditActorOf(user), data),
  });

  app.callable({
    name: 'adminLotBids',
    access: { area: 'auctions' },
    summary: 'Konsol: lotun bütün teklifleri (iptal edilenler gerekçesiyle) ve güven sinyalleri',
    ...callables.adminLotBids,
    handler: (data, { db }) => lotBids(db, Number(data.auctionId)),
  });

  app.callable({
    name: 'adminAnnulBid',
    access: { area: 'auctions' },
    summary:
      'Konsol: süren lottaki bir teklifi gerekçesiyle iptal et; fiyat ve önde olan yeniden hesaplanır',
    ...callables.adminAnnulBid,
    handler: (data, { db, user }) => annulBid(db, auditActorOf(user), data),
  });
}
