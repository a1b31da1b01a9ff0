import type {
  AdminReportLot,
  AdminSaleReport,
  ReportLot,
  SaleReport,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { records as texts } from '@kanat/shared/i18n/lazy';
import { averageHalfUp, medianHalfUp, reportSellerLines } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { selectContainer } from './containers-repository';
import { yearRecordUpTo } from './price-records';

/** Top prices a report shows. */
export const REPORT_TOP = 10;

interface LotRow {
  id: number;
  name: string;
  tagNum: string;
  photo: string | null;
  status: number;
  price: number;
  bidCount: number;
  buyerId: string | null;
  reserve: number | null;
  province: string | null;
  sellerId: string;
  sellerName: string;
  buyerName: string | null;
}

/** Whether a sealed lot was sold: bids, a winner, and its reserve (if any) met. */
function wasSold(lot: LotRow): boolean {
  return (
    lot.status === AuctionStatus.sealed &&
    lot.bidCount > 0 &&
    lot.buyerId !== null &&
    (lot.reserve === null || lot.price >= lot.reserve)
  );
}

/** A lot sold, as a report counts it. */
export interface SoldLot {
  /** Ties between equal prices: the smaller first (the lot's id or place in the sale). */
  order: number;
  lot: ReportLot;
  /** Who bought it (a member's id, or a paddle number of the room). */
  buyer: string;
  /** The buyer's province; '' when not known. */
  province: string;
}

/**
 * A report's figures over the lots offered and those sold: counts, total, average and median
 * (half up), the ten highest prices and the buyers by province.
 */
export function reportFigures(
  offered: number,
  sold: readonly SoldLot[],
): Pick<
  SaleReport,
  'lots' | 'sold' | 'unsold' | 'total' | 'average' | 'median' | 'top' | 'provinces'
> {
  const prices = sold.map((s) => s.lot.price);
  const byProvince = new Map<string, { buyers: Set<string>; lots: number }>();
  for (const s of sold) {
    const entry = byProvince.get(s.province) ?? { buyers: new Set<string>(), lots: 0 };
    entry.buyers.add(s.buyer);
    entry.lots += 1;
    byProvince.set(s.province, entry);
  }
  return {
    lots: offered,
    sold: sold.length,
    unsold: offered - sold.length,
    total: prices.reduce((sum, price) => sum + price, 0),
    average: averageHalfUp(prices),
    median: medianHalfUp(prices),
    top: [...sold]
      .sort((a, b) => b.lot.price - a.lot.price || a.order - b.order)
      .slice(0, REPORT_TOP)
      .map((s) => s.lot),
    provinces: [...byProvince.entries()]
      .map(([province, entry]) => ({ province, buyers: entry.buyers.size, lots: entry.lots }))
      .sort((a, b) => b.lots - a.lots || a.province.localeCompare(b.province, 'tr')),
  };
}

/**
 * `GET /api/containers/:id/report`: a finished group's sale report. A group not on the site,
 * a folder or an unknown id is not found; a group still running has no report yet.
 */
export async function groupSaleReport(db: Db, idText: string, now: number): Promise<SaleReport> {
  return (await groupReportWithLots(db, idText, now)).report;
}

/**
 * `adminGroupReport` (clerks, the accountant): the group's report, every lot with its seller
 * and buyer, and each seller's line.
 */
export async function adminGroupReport(
  db: Db,
  idText: string,
  now: number,
): Promise<AdminSaleReport> {
  const { report, lots } = await groupReportWithLots(db, idText, now);
  const rows = lots.map(
    (lot): AdminReportLot => ({
      href: `/acik-arttirmalar/${lot.id}`,
      name: lot.name,
      tagNum: lot.tagNum,
      sellerId: lot.sellerId,
      sellerName: lot.sellerName,
      price: wasSold(lot) ? lot.price : null,
      buyer: wasSold(lot) ? (lot.buyerName ?? '') : null,
    }),
  );
  return { report, lots: rows, sellers: reportSellerLines(rows) };
}

async function groupReportWithLots(
  db: Db,
  idText: string,
  now: number,
): Promise<{ report: SaleReport; lots: LotRow[] }> {
  const notFound = new AppError('not-found', messages.groups.notFound);
  if (!/^[0-9]{1,9}$/.test(idText)) throw notFound;
  const id = Number(idText);
  const group = await selectContainer(db, id);
  if (group === undefined || !group.onSite || !group.isFinalContainer) throw notFound;
  const lots = await queryRows<LotRow>(
    db,
    sql`select a.id, a.name, p.tag_num as "tagNum",
        (select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id
          order by pp.position limit 1) as photo,
        a.status, a.current_amount as price, a.bid_count as "bidCount",
        a.current_bidder_id as "buyerId", a.reserve_price as reserve, u.province,
        p.owner_id as "sellerId", o.fullname as "sellerName", u.fullname as "buyerName"
      from auctions a
      join pigeons p on p.id = a.pigeon_id
      join users o on o.id = p.owner_id
      left join users u on u.id = a.current_bidder_id
      where a.parent_id = ${id}::int and a.status <> ${AuctionStatus.cancelled}::int`,
  );
  if (group.expiry > now || lots.some((lot) => lot.status === AuctionStatus.ongoing)) {
    throw new AppError('failed-precondition', texts.reportNotYet);
  }
  const sold = lots.filter(wasSold).map(
    (lot): SoldLot => ({
      order: lot.id,
      lot: {
        href: `/acik-arttirmalar/${lot.id}`,
        name: lot.name,
        tagNum: lot.tagNum,
        photo: lot.photo,
        price: lot.price,
      },
      buyer: lot.buyerId as string,
      province: lot.province ?? '',
    }),
  );
  const report: SaleReport = {
    kind: 'group',
    saleId: String(id),
    href: `/grup-ihaleler/${id}`,
    name: group.name,
    endedOn: group.expiry,
    ...reportFigures(lots.length, sold),
    yearRecord: await yearRecordUpTo(db, group.expiry),
  };
  return { report, lots: [...lots].sort((a, b) => a.id - b.id) };
}
