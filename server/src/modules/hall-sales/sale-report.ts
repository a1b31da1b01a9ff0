import type { AdminReportLot, AdminSaleReport, SaleReport } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { hallCatalogue, records as texts } from '@kanat/shared/i18n/lazy';
import { reportSellerLines } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AppError } from '../../errors';
import { reportFigures, type SoldLot, yearRecordUpTo } from '../auctions';

// A hall mezat's sale report (satış raporu): the figures of a group's report over the lots
// called in the room, a buyer in the room (a paddle) counted without a province.

/** A lot of the sale as the report and the console's copy read it. */
export interface HallReportLot {
  position: number;
  name: string;
  tagNum: string;
  photo: string | null;
  status: string;
  price: number | null;
  buyerId: string | null;
  buyerName: string | null;
  buyerPaddle: string | null;
  province: string | null;
  sellerId: string;
  sellerName: string;
  closedOn: number | null;
}

interface SaleRow {
  id: number;
  title: string;
  status: string;
  updatedOn: number;
}

/** The sale's lots in their order, with pigeon, seller and buyer; withdrawn lots left out. */
export function selectHallReportLots(db: Db, saleId: number): Promise<HallReportLot[]> {
  return queryRows<HallReportLot>(
    db,
    sql`select l.position, coalesce(nullif(p.name, ''), p.tag_num) as name, p.tag_num as "tagNum",
        (select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id
          order by pp.position limit 1) as photo,
        l.status, l.sold_price as price, l.buyer_id as "buyerId", b.fullname as "buyerName",
        l.buyer_paddle as "buyerPaddle", b.province, p.owner_id as "sellerId",
        o.fullname as "sellerName",
        floor(extract(epoch from l.closed_at) * 1000)::bigint as "closedOn"
      from hall_lots l
      join pigeons p on p.id = l.pigeon_id
      join users o on o.id = p.owner_id
      left join users b on b.id = l.buyer_id
      where l.sale_id = ${saleId}::int and l.status <> 'withdrawn'
      order by l.position`,
  );
}

/** An ended hall sale (not a draft, nor still to come or running), or the refusal. */
export async function endedHallSale(db: Db, idText: string): Promise<SaleRow> {
  const notFound = new AppError('not-found', hallCatalogue.notFound);
  if (!/^[0-9]{1,9}$/.test(idText)) throw notFound;
  const [sale] = await queryRows<SaleRow>(
    db,
    sql`select id, title, status,
        floor(extract(epoch from updated_at) * 1000)::bigint as "updatedOn"
      from hall_sales where id = ${Number(idText)}::int`,
  );
  if (sale === undefined || sale.status === 'draft') throw notFound;
  if (sale.status !== 'ended') throw new AppError('failed-precondition', texts.hallReportNotYet);
  return { ...sale, updatedOn: Number(sale.updatedOn) };
}

/** `GET /api/hall-sales/:id/report`: an ended hall mezat's sale report. */
export async function hallSaleReport(db: Db, idText: string): Promise<SaleReport> {
  return (await hallReportWithLots(db, idText)).report;
}

/**
 * `adminHallReport` (clerks, the accountant): the sale's report, every lot with its seller and
 * buyer (a member by name, the room by paddle), and each seller's line.
 */
export async function adminHallReport(db: Db, idText: string): Promise<AdminSaleReport> {
  const { report, lots } = await hallReportWithLots(db, idText);
  const rows = lots.map((lot): AdminReportLot => {
    const sold = lot.status === 'sold' && lot.price !== null;
    const buyer =
      lot.buyerId !== null
        ? (lot.buyerName ?? '')
        : lot.buyerPaddle !== null
          ? fill(texts.consolePaddle, { paddle: lot.buyerPaddle })
          : texts.consoleRoom;
    return {
      href: `/canli-mezat/${report.saleId}`,
      name: lot.name,
      tagNum: lot.tagNum,
      sellerId: lot.sellerId,
      sellerName: lot.sellerName,
      price: sold ? lot.price : null,
      buyer: sold ? buyer : null,
    };
  });
  return { report, lots: rows, sellers: reportSellerLines(rows) };
}

async function hallReportWithLots(
  db: Db,
  idText: string,
): Promise<{ report: SaleReport; lots: HallReportLot[] }> {
  const sale = await endedHallSale(db, idText);
  const lots = await selectHallReportLots(db, sale.id);
  const closed = lots.flatMap((lot) => (lot.closedOn === null ? [] : [Number(lot.closedOn)]));
  const endedOn = closed.length === 0 ? sale.updatedOn : Math.max(...closed);
  const sold = lots
    .filter((lot) => lot.status === 'sold' && lot.price !== null)
    .map(
      (lot): SoldLot => ({
        order: lot.position,
        lot: {
          href: `/canli-mezat/${sale.id}`,
          name: lot.name,
          tagNum: lot.tagNum,
          photo: lot.photo,
          price: lot.price as number,
        },
        buyer: lot.buyerId ?? `paddle:${lot.buyerPaddle ?? lot.position}`,
        province: lot.buyerId === null ? '' : (lot.province ?? ''),
      }),
    );
  const report: SaleReport = {
    kind: 'hall',
    saleId: String(sale.id),
    href: `/canli-mezat/${sale.id}`,
    name: sale.title,
    endedOn,
    ...reportFigures(lots.length, sold),
    yearRecord: await yearRecordUpTo(db, endedOn),
  };
  return { report, lots };
}
