import { fill, messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, type SaleKind } from '../../db/schema';

// Which sales are over with sold lots still off every statement, and those lots (issue 33).
// A group is over when none of its lots is still running; a single timed auction when it is
// sealed; a hall sale when the clerk has ended it. A sold timed lot is sealed with a current
// bidder and bids (a cancelled one has status 4); a sold hall lot has status 'sold' and a buyer
// (a member or a paddle).

export interface SaleToSettle {
  kind: SaleKind;
  id: number;
}

const sealed = AuctionStatus.sealed;
const ongoing = AuctionStatus.ongoing;

const soldTimedLot = (a: string) =>
  sql.raw(`${a}.status = ${sealed} and ${a}.cancelled_at is null
    and ${a}.current_bidder_id is not null and ${a}.bid_count > 0`);

const withoutLine = (kind: 'auction' | 'hall', id: string) =>
  sql.raw(`not exists (select 1 from statement_lines l
    where l.lot_kind = '${kind}' and l.lot_id = ${id})`);

/**
 * How far back the pass looks: sales that ended longer ago than this were settled off the site
 * (before statements existed, or by hand), so the first pass on an old site does not bill
 * their buyers now.
 */
export const settleWithinMs = 60 * 24 * 60 * 60_000;

/** The sales the issuing pass should settle at `now`, by kind and id. */
export async function selectSalesToSettle(
  db: Db,
  limit: number,
  now: number,
): Promise<SaleToSettle[]> {
  const since = now - settleWithinMs;
  const rows = await queryRows<{ kind: SaleKind; id: number }>(
    db,
    sql`select kind, id from (
        select 'group' as kind, c.id from auction_containers c
        where c.is_final_container
          and not exists (select 1 from auctions a where a.parent_id = c.id and a.status = ${ongoing})
          and (select max(a.expiry) from auctions a where a.parent_id = c.id) >= ${since}
          and exists (select 1 from auctions a where a.parent_id = c.id
            and ${soldTimedLot('a')} and ${withoutLine('auction', 'a.id')})
        union all
        select 'auction', a.id from auctions a
        where a.parent_id is null and a.expiry >= ${since}
          and ${soldTimedLot('a')} and ${withoutLine('auction', 'a.id')}
        union all
        select 'hall', s.id from hall_sales s
        where s.status = 'ended'
          and (select max(h.closed_at) from hall_lots h where h.sale_id = s.id)
            >= to_timestamp(${since / 1000})
          and exists (select 1 from hall_lots h where h.sale_id = s.id
            and h.status = 'sold' and (h.buyer_id is not null or h.buyer_paddle is not null)
            and ${withoutLine('hall', 'h.id')})
      ) sales order by kind, id limit ${limit}`,
  );
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

/** A sold lot as its statement lines need it. */
export interface SoldLot {
  lotKind: 'auction' | 'hall';
  lotId: number;
  pigeonId: number;
  title: string;
  sellerId: string;
  /** Whole lira, as bids are made. */
  hammerLira: number;
  buyerId: string | null;
  buyerPaddle: string | null;
}

/** The sale's name and when it ended (ms), locked for this transaction; null when gone. */
export interface SaleHead {
  title: string;
  endedAt: number;
}

interface LotRecord {
  lot_id: number;
  pigeon_id: number;
  title: string;
  position: number | null;
  tag_num: string;
  seller_id: string;
  hammer: number;
  buyer_id: string | null;
  buyer_paddle: string | null;
}

/**
 * Locks the sale's row (two passes never settle one sale together) and reads its name and end:
 * the last lot's end for timed lots, the last hammer for a hall sale.
 */
export async function lockSale(tx: Db, sale: SaleToSettle): Promise<SaleHead | null> {
  const query =
    sale.kind === 'group'
      ? sql`select c.name as title,
            (select max(a.expiry) from auctions a where a.parent_id = c.id) as ended
          from auction_containers c where c.id = ${sale.id} for update`
      : sale.kind === 'auction'
        ? sql`select a.name as title, a.expiry as ended from auctions a
            where a.id = ${sale.id} for update`
        : sql`select s.title, (select (extract(epoch from max(h.closed_at)) * 1000)::bigint
              from hall_lots h where h.sale_id = s.id) as ended
            from hall_sales s where s.id = ${sale.id} for update`;
  const [row] = await queryRows<{ title: string; ended: string | number | null }>(tx, query);
  if (row === undefined) return null;
  return { title: row.title, endedAt: row.ended === null ? Date.now() : Number(row.ended) };
}

/** The sale's sold lots that are on no statement yet. */
export async function selectUnsettledLots(tx: Db, sale: SaleToSettle): Promise<SoldLot[]> {
  const records =
    sale.kind === 'hall'
      ? await queryRows<LotRecord>(
          tx,
          sql`select h.id as lot_id, h.pigeon_id, '' as title, h.position, p.tag_num,
              p.owner_id as seller_id, h.sold_price as hammer, h.buyer_id, h.buyer_paddle
            from hall_lots h join pigeons p on p.id = h.pigeon_id
            where h.sale_id = ${sale.id} and h.status = 'sold' and h.sold_price is not null
              and (h.buyer_id is not null or h.buyer_paddle is not null)
              and ${withoutLine('hall', 'h.id')}
            order by h.position, h.id`,
        )
      : await queryRows<LotRecord>(
          tx,
          sql`select a.id as lot_id, a.pigeon_id, a.name as title, null as position, p.tag_num,
              p.owner_id as seller_id, a.current_amount as hammer,
              a.current_bidder_id as buyer_id, null as buyer_paddle
            from auctions a join pigeons p on p.id = a.pigeon_id
            where ${sale.kind === 'group' ? sql`a.parent_id = ${sale.id}` : sql`a.id = ${sale.id} and a.parent_id is null`}
              and ${soldTimedLot('a')} and ${withoutLine('auction', 'a.id')}
            order by a.id`,
        );
  return records.map((r) => ({
    lotKind: sale.kind === 'hall' ? 'hall' : 'auction',
    lotId: Number(r.lot_id),
    pigeonId: Number(r.pigeon_id),
    title:
      sale.kind === 'hall'
        ? fill(messages.statementServer.hallLotTitle, {
            position: r.position ?? '',
            tagNum: r.tag_num,
          })
        : r.title,
    sellerId: r.seller_id,
    hammerLira: Number(r.hammer),
    buyerId: r.buyer_id,
    buyerPaddle: r.buyer_id === null ? r.buyer_paddle : null,
  }));
}
