import { fill, messages } from '@kanat/shared/i18n/full';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, type SaleKind } from '../../db/schema';

/**
 * A seller's lots of a sale that found no buyer: timed lots sealed without a winning bid, hall
 * lots passed. A lot withdrawn or cancelled by staff was never offered, so it is not listed.
 */
export async function selectUnsoldLots(
  db: Db,
  kind: SaleKind,
  saleId: number,
  sellerId: string,
): Promise<Array<{ title: string; pigeon: { id: string; tagNum: string } }>> {
  const rows = await queryRows<{
    title: string;
    position: number | null;
    pigeon_id: number;
    tag_num: string;
  }>(
    db,
    kind === 'hall'
      ? sql`select '' as title, h.position, h.pigeon_id, p.tag_num
          from hall_lots h join pigeons p on p.id = h.pigeon_id
          where h.sale_id = ${saleId} and h.status = 'passed' and p.owner_id = ${sellerId}
          order by h.position, h.id`
      : sql`select a.name as title, null as position, a.pigeon_id, p.tag_num
          from auctions a join pigeons p on p.id = a.pigeon_id
          where ${kind === 'group' ? sql`a.parent_id = ${saleId}` : sql`a.id = ${saleId}`}
            and a.status = ${AuctionStatus.sealed} and p.owner_id = ${sellerId}
            and (a.current_bidder_id is null or a.bid_count = 0)
          order by a.id`,
  );
  return rows.map((row) => ({
    title:
      kind === 'hall'
        ? fill(messages.statementServer.hallLotTitle, {
            position: row.position ?? '',
            tagNum: row.tag_num,
          })
        : row.title,
    pigeon: { id: String(row.pigeon_id), tagNum: row.tag_num },
  }));
}
