import {
  type AdminHallLotRow,
  type AdminHallSaleDetail,
  type AdminHallSaleResults,
  type AdminHallSaleRow,
  asDocumentKind,
  type HallBuyer,
  type HallCatalogue,
  type HallSaleSummary,
  type HallSalesListResult,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { selectCatalogueLots, selectPictures } from './catalogue-repository';
import {
  type SaleLotRecord,
  type SaleRecord,
  selectBuyers,
  selectPublicSales,
  selectSale,
  selectSaleLots,
  selectSales,
} from './sales-repository';
import { saleNotFound } from './sales-writes';

// The console's and the public's reads of hall sales.

function toSaleRow(sale: SaleRecord): AdminHallSaleRow {
  return {
    id: String(sale.id),
    title: sale.title,
    startsAt: sale.startsAt.getTime(),
    place: sale.place,
    videoUrl: sale.videoUrl,
    status: sale.status,
    lotsBeforeStart: sale.lotsBeforeStart,
    createdAt: sale.createdAt.getTime(),
    lotCount: sale.lotCount,
    soldCount: sale.soldCount,
  };
}

function toLotRow(lot: SaleLotRecord): AdminHallLotRow {
  return {
    id: String(lot.id),
    pigeonId: String(lot.pigeonId),
    serial: lot.serial,
    tagNum: lot.tagNum,
    state: lot.state,
    ownerFullName: lot.ownerFullName ?? '',
    cover: lot.cover,
    position: lot.position,
    startingPrice: lot.startingPrice,
    status: lot.status,
    stepOverride: lot.stepOverride,
    currentPrice: lot.currentPrice,
    bidCount: lot.bidCount,
    soldPrice: lot.soldPrice,
    absenteeCount: lot.absenteeCount,
  };
}

async function mustFindSale(db: Db, saleId: number): Promise<SaleRecord> {
  const sale = await selectSale(db, saleId);
  if (sale === undefined) throw saleNotFound();
  return sale;
}

export async function listSales(db: Db): Promise<{ rows: AdminHallSaleRow[] }> {
  return { rows: (await selectSales(db)).map(toSaleRow) };
}

export async function getSale(db: Db, saleId: number): Promise<AdminHallSaleDetail> {
  const sale = await mustFindSale(db, saleId);
  const lots = await selectSaleLots(db, saleId);
  return { sale: toSaleRow(sale), lots: lots.map(toLotRow) };
}

/**
 * `adminHallSaleResults`: every lot with its outcome and, for a sold one, its buyer: the member
 * (name, username, phone: for the clerk and the settlement) or the paddle number from the room.
 */
export async function saleResults(db: Db, saleId: number): Promise<AdminHallSaleResults> {
  const sale = await mustFindSale(db, saleId);
  const lots = await selectSaleLots(db, saleId);
  const buyerIds = [
    ...new Set(lots.flatMap((lot) => (lot.status === 'sold' && lot.buyerId ? [lot.buyerId] : []))),
  ];
  const buyers = new Map((await selectBuyers(db, buyerIds)).map((b) => [b.id, b]));
  const buyerOf = (lot: SaleLotRecord): HallBuyer | null => {
    if (lot.status !== 'sold') return null;
    const member = lot.buyerId === null ? undefined : buyers.get(lot.buyerId);
    if (member !== undefined) {
      return {
        kind: 'member',
        userId: member.id,
        username: member.username,
        fullname: member.fullname,
        phoneNumber: member.phoneNumber,
      };
    }
    return { kind: 'floor', paddle: lot.buyerPaddle ?? '' };
  };
  return {
    sale: toSaleRow(sale),
    lots: lots.map((lot) => ({
      id: String(lot.id),
      pigeonId: String(lot.pigeonId),
      serial: lot.serial,
      tagNum: lot.tagNum,
      ownerFullName: lot.ownerFullName ?? '',
      position: lot.position,
      startingPrice: lot.startingPrice,
      status: lot.status,
      soldPrice: lot.soldPrice,
      closedAt: lot.closedAt === null ? null : lot.closedAt.getTime(),
      buyer: buyerOf(lot),
    })),
    totalSold: lots.reduce(
      (sum, lot) => sum + (lot.status === 'sold' ? (lot.soldPrice ?? 0) : 0),
      0,
    ),
  };
}

function toSummary(sale: SaleRecord & { cover: string | null }): HallSaleSummary {
  return {
    id: String(sale.id),
    title: sale.title,
    startsAt: sale.startsAt.getTime(),
    place: sale.place,
    videoUrl: sale.videoUrl,
    status: sale.status,
    lotsBeforeStart: sale.lotsBeforeStart,
    lotCount: sale.lotCount,
    cover: sale.cover,
  };
}

/** `GET /api/hall-sales`: the running and the scheduled sales (drafts and ended sales are not listed). */
export async function listPublicSales(db: Db): Promise<HallSalesListResult> {
  return { rows: (await selectPublicSales(db)).map(toSummary) };
}

/** Whether a public sale's lots are public now: before its start only if the house chose so. */
export function lotsPublic(sale: { status: string; lotsBeforeStart: boolean }): boolean {
  return sale.lotsBeforeStart || sale.status !== 'scheduled';
}

/**
 * `GET /api/hall-sales/:id`: a public sale's catalogue (a draft is not found). A sold lot shows
 * its price and whether the buyer sat in the room or bid online, never who.
 */
export async function getCatalogue(db: Db, idText: string): Promise<HallCatalogue> {
  const notFound = new AppError('not-found', messages.hallCatalogue.notFound);
  if (!/^[0-9]{1,9}$/.test(idText)) throw notFound;
  const saleId = Number(idText);
  const sale = await selectSale(db, saleId);
  if (sale === undefined || sale.status === 'draft') throw notFound;
  // The house shows this sale's lots only once it runs: the sale itself, not its birds.
  if (!lotsPublic(sale)) return { sale: toSummary({ ...sale, cover: null }), lots: [] };
  const lots = await selectCatalogueLots(db, saleId);
  const pictures = await selectPictures(
    db,
    lots.map((lot) => lot.pigeonId),
  );
  const firstPicture =
    lots.length > 0 ? (pictures.get(lots[0]?.pigeonId ?? 0)?.pictures[0] ?? null) : null;
  return {
    sale: toSummary({ ...sale, cover: firstPicture }),
    lots: lots.map((lot) => ({
      id: String(lot.id),
      position: lot.position,
      startingPrice: lot.startingPrice,
      status: lot.status,
      pigeon: {
        ...lot.pigeon,
        id: String(lot.pigeonId),
        ownerFullName: lot.ownerFullName ?? '',
        province: lot.ownerProvince ?? '',
        city: lot.ownerCity ?? '',
        ...(pictures.get(lot.pigeonId) ?? { pictures: [], pictureSlots: [] }),
      },
      description: lot.description,
      pedigree:
        lot.pedigreeUrl === null || lot.pedigreeKind === null
          ? null
          : { url: lot.pedigreeUrl, kind: asDocumentKind(lot.pedigreeKind) },
      outcome:
        lot.status === 'sold' && lot.soldPrice !== null
          ? { price: lot.soldPrice, soldTo: lot.buyerId === null ? 'room' : 'online' }
          : null,
    })),
  };
}
