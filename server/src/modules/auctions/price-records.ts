import type { PriceRecord, RecordsResult } from '@kanat/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { lotOnSite } from './visibility';

/** Records shown on the page. */
export const RECORDS_SHOWN = 20;
/** Bloodlines offered as a choice. */
export const RECORD_BLOODLINES_SHOWN = 12;

/** A pigeon's cover photo, for a row that names its pigeon `p`. */
const coverOf = sql`(select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id
  order by pp.position limit 1)`;

/**
 * Every price paid: a sealed timed auction with a winner and its reserve met (on the site,
 * as the archive shows it), and a hall lot sold under the hammer in a sale that is not a draft;
 * with the year it fell in, on Turkey's calendar.
 */
const soldPrices: SQL = sql`
  select 'auction' as kind, '/acik-arttirmalar/' || a.id as href, a.name, p.tag_num as "tagNum",
    p.bloodline, ${coverOf} as photo, a.current_amount as price, a.expiry as "soldOn", c.name as "saleName"
  from auctions a
  join pigeons p on p.id = a.pigeon_id
  left join auction_containers c on c.id = a.parent_id
  where a.status = 3 and a.bid_count > 0 and a.current_bidder_id is not null
    and (a.reserve_price is null or a.current_amount >= a.reserve_price)
    and ${lotOnSite(sql`a.parent_id`)}
  union all
  select 'hall', '/canli-mezat/' || s.id, coalesce(nullif(p.name, ''), p.tag_num), p.tag_num,
    p.bloodline, ${coverOf}, l.sold_price, floor(extract(epoch from l.closed_at) * 1000)::bigint, s.title
  from hall_lots l
  join hall_sales s on s.id = l.sale_id
  join pigeons p on p.id = l.pigeon_id
  where l.status = 'sold' and s.status <> 'draft' and l.sold_price is not null
    and l.closed_at is not null`;

const yearOf = sql`extract(year from to_timestamp(sold."soldOn" / 1000.0)
  at time zone 'Europe/Istanbul')::int`;

/** The highest price paid in `endedOn`'s year (Turkey's calendar) up to `endedOn`; null: none. */
export async function yearRecordUpTo(db: Db, endedOn: number): Promise<PriceRecord | null> {
  const [row] = await queryRows<PriceRecord & { soldOn: string | number }>(
    db,
    sql`select * from (${soldPrices}) sold
      where sold."soldOn" <= ${endedOn}::bigint
        and ${yearOf} = extract(year from to_timestamp(${endedOn}::bigint / 1000.0)
          at time zone 'Europe/Istanbul')::int
      order by sold.price desc, sold."soldOn" asc, sold.href asc
      limit 1`,
  );
  return row === undefined
    ? null
    : { ...row, price: Number(row.price), soldOn: Number(row.soldOn) };
}

/**
 * `GET /api/records`: the highest prices of all time or of one year, of every bloodline or of
 * one (as the pigeons' bloodline is written).
 */
export async function priceRecords(
  db: Db,
  year: number | null,
  bloodline: string | null = null,
): Promise<RecordsResult> {
  const inYear = year === null ? sql`true` : sql`${yearOf} = ${year}::int`;
  const ofLine = bloodline === null ? sql`true` : sql`sold.bloodline = ${bloodline}`;
  const [years, lines, rows] = await Promise.all([
    queryRows<{ year: number }>(
      db,
      sql`select distinct ${yearOf} as year from (${soldPrices}) sold order by year desc`,
    ),
    queryRows<{ bloodline: string }>(
      db,
      sql`select sold.bloodline from (${soldPrices}) sold
        where ${inYear} and sold.bloodline <> ''
        group by sold.bloodline
        order by max(sold.price) desc, sold.bloodline
        limit ${RECORD_BLOODLINES_SHOWN}`,
    ),
    queryRows<PriceRecord & { soldOn: string | number }>(
      db,
      sql`select * from (${soldPrices}) sold
        where ${inYear} and ${ofLine}
        order by sold.price desc, sold."soldOn" asc, sold.href asc
        limit ${RECORDS_SHOWN}`,
    ),
  ]);
  return {
    years: years.map((row) => Number(row.year)),
    year,
    bloodlines: lines.map((row) => row.bloodline),
    bloodline,
    records: rows.map((row) => ({ ...row, price: Number(row.price), soldOn: Number(row.soldOn) })),
  };
}
