import type { ReportLot, SaleReport } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { records as texts } from '@kanat/shared/i18n/lazy';
import { averageHalfUp, medianHalfUp } from '@kanat/shared/rules';
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

/**
 * `GET /api/containers/:id/report`: a finished group's sale report. A group not on the site,
 * a folder or an unknown id is not found; a group still running has no report yet.
 */
export async function groupSaleReport(db: Db, idText: string, now: number): Promise<SaleReport> {
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
        a.current_bidder_id as "buyerId", a.reserve_price as reserve, u.province
      from auctions a
      join pigeons p on p.id = a.pigeon_id
      left join users u on u.id = a.current_bidder_id
      where a.parent_id = ${id}::int and a.status <> ${AuctionStatus.cancelled}::int`,
  );
  if (group.expiry > now || lots.some((lot) => lot.status === AuctionStatus.ongoing)) {
    throw new AppError('failed-precondition', texts.reportNotYet);
  }
  const sold = lots.filter(wasSold);
  const prices = sold.map((lot) => lot.price);
  const byProvince = new Map<string, { buyers: Set<string>; lots: number }>();
  for (const lot of sold) {
    const key = lot.province ?? '';
    const entry = byProvince.get(key) ?? { buyers: new Set<string>(), lots: 0 };
    entry.buyers.add(lot.buyerId as string);
    entry.lots += 1;
    byProvince.set(key, entry);
  }
  const top = [...sold]
    .sort((a, b) => b.price - a.price || a.id - b.id)
    .slice(0, REPORT_TOP)
    .map(
      (lot): ReportLot => ({
        href: `/acik-arttirmalar/${lot.id}`,
        name: lot.name,
        tagNum: lot.tagNum,
        photo: lot.photo,
        price: lot.price,
      }),
    );
  return {
    groupId: String(id),
    name: group.name,
    endedOn: group.expiry,
    lots: lots.length,
    sold: sold.length,
    unsold: lots.length - sold.length,
    total: prices.reduce((sum, price) => sum + price, 0),
    average: averageHalfUp(prices),
    median: medianHalfUp(prices),
    top,
    provinces: [...byProvince.entries()]
      .map(([province, entry]) => ({ province, buyers: entry.buyers.size, lots: entry.lots }))
      .sort((a, b) => b.lots - a.lots || a.province.localeCompare(b.province, 'tr')),
    yearRecord: await yearRecordUpTo(db, group.expiry),
  };
}
