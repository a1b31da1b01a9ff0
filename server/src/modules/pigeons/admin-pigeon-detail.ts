import {
  type AdminPigeonAuction,
  type AdminPigeonDetail,
  asDocumentKind,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auctionContainers, auctions, pigeons, saleRequests, users } from '../../db/schema';
import { AppError } from '../../errors';
import { selectPedigreeChart, selectPigeonVideos } from '../auctions';
import type { MediaLibrary } from '../media';
import { ownerView } from './admin-owners-service';
import { photoView, selectPictures } from './admin-pigeon-pictures';
import { selectRaceResults } from './race-results';

const text = messages.adminPigeons.server;

/**
 * A pigeon as the console shows it: every column (a new one comes along by itself), with
 * its owner, pictures, pedigree, auctions and sale request in place of their ids.
 */
export async function getAdminPigeon(
  db: Db,
  media: MediaLibrary,
  id: number,
): Promise<AdminPigeonDetail> {
  const [row] = await db.select().from(pigeons).where(eq(pigeons.id, id));
  if (row === undefined) throw new AppError('not-found', text.pigeonNotFound);
  const { ownerId, pedigreeMediaId, dnaCertificateMediaId, createdAt, updatedAt, ...columns } = row;
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  if (owner === undefined) throw new AppError('internal');
  const pictures = await selectPictures(db, id);
  const races = await selectRaceResults(db, id);
  const pedigreeChart = await selectPedigreeChart(db, id);
  const videos = await selectPigeonVideos(db, id);
  const [pedigree] = pedigreeMediaId === null ? [] : await media.find(db, [pedigreeMediaId]);
  const [certificate] =
    dnaCertificateMediaId === null ? [] : await media.find(db, [dnaCertificateMediaId]);
  const lots = await db
    .select({
      id: auctions.id,
      name: auctions.name,
      groupId: auctions.parentId,
      groupName: auctionContainers.name,
      status: auctions.status,
      startingBid: auctions.startingBid,
      currentAmount: auctions.currentAmount,
      bidCount: auctions.bidCount,
      expiry: auctions.expiry,
    })
    .from(auctions)
    .leftJoin(auctionContainers, eq(auctionContainers.id, auctions.parentId))
    .where(eq(auctions.pigeonId, id))
    .orderBy(desc(auctions.expiry));
  const [request] = await db
    .select({ id: saleRequests.id })
    .from(saleRequests)
    .where(eq(saleRequests.pigeonId, id))
    .limit(1);
  return {
    ...columns,
    active: columns.active === 1,
    owner: ownerView(owner),
    photos: pictures.map(photoView),
    pedigree:
      pedigree === undefined
        ? null
        : { id: pedigree.id, url: pedigree.url, kind: asDocumentKind(pedigree.kind) },
    dnaCertificate:
      certificate === undefined
        ? null
        : { id: certificate.id, url: certificate.url, kind: asDocumentKind(certificate.kind) },
    races,
    pedigreeChart,
    videos,
    auctions: lots.map((lot): AdminPigeonAuction => ({ ...lot, groupName: lot.groupName ?? null })),
    saleRequestId: request?.id ?? null,
    createdAt: createdAt.getTime(),
    updatedAt: updatedAt.getTime(),
  };
}
