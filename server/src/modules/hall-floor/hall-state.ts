import type {
  AdminHallBid,
  AdminHallState,
  HallCall,
  HallFloorLotRow,
  HallMyStatus,
} from '@kanat/shared/contracts';
import { hallAskingPrice } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { hallErrors } from './hall-errors';

const ms = (column: ReturnType<typeof sql>) =>
  sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

interface SaleRow {
  id: number;
  title: string;
  status: string;
  version: number;
  current_lot_id: number | null;
  clerk_id: string | null;
  clerk_name: string | null;
  expires_ms: string | number | null;
  lease_live: boolean;
}

type LotRow = Omit<HallFloorLotRow, 'askingPrice'> & {
  leaderKind: 'floor' | 'online' | 'absentee' | null;
  leaderUsername: string | null;
  leaderPaddle: string | null;
};

/** adminHallState: the console's whole view (who leads by username or paddle, the lease). */
export async function readConsoleState(db: Db, saleId: number): Promise<AdminHallState> {
  const [sale] = await queryRows<SaleRow>(
    db,
    sql`select s.id, s.title, s.status, s.version, s.current_lot_id, s.clerk_id,
          coalesce(nullif(c.fullname, ''), c.username, c.id) as clerk_name,
          ${ms(sql`s.clerk_lease_expires_at`)} as expires_ms,
          coalesce(s.clerk_lease_expires_at > now(), false) as lease_live
        from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = ${saleId}::int and s.status <> 'draft'`,
  );
  if (sale === undefined) throw hallErrors.saleNotFound();
  const lotRows = await queryRows<LotRow>(
    db,
    sql`select l.id, l.position, p.tag_num as "tagNum", coalesce(o.fullname, '') as "ownerName",
          (select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id order by pp.position limit 1) as photo,
          l.status, l.starting_price as "startingPrice", l.step_override as "stepOverride",
          l.current_price as "currentPrice", l.bid_count as "bidCount", l.sold_price as "soldPrice",
          bu.username as "buyerUsername", l.buyer_paddle as "buyerPaddle",
          b.kind as "leaderKind", lu.username as "leaderUsername", b.paddle as "leaderPaddle"
        from hall_lots l
        join pigeons p on p.id = l.pigeon_id
        left join users o on o.id = p.owner_id
        left join users bu on bu.id = l.buyer_id
        left join hall_bids b on b.id = l.leading_bid_id
        left join users lu on lu.id = b.user_id
        where l.sale_id = ${saleId}::int order by l.position`,
  );
  const lots = lotRows.map(({ leaderKind: _k, leaderUsername: _u, leaderPaddle: _p, ...row }) => ({
    ...row,
    askingPrice: hallAskingPrice(row),
  }));
  const currentRow = lotRows.find((row) => row.id === sale.current_lot_id);
  let current: AdminHallState['current'] = null;
  if (currentRow !== undefined) {
    const bids = await queryRows<AdminHallBid>(
      db,
      sql`select b.id::int as id, b.amount, b.kind, u.username, b.paddle,
            ${ms(sql`b.created_at`)}::float8 as at, b.undone_at is not null as undone,
            b.undo_reason as "undoReason"
          from hall_bids b left join users u on u.id = b.user_id
          where b.lot_id = ${currentRow.id}::int order by b.id desc limit 100`,
    );
    current = {
      lot: lots.find((lot) => lot.id === currentRow.id) as HallFloorLotRow,
      leader:
        currentRow.leaderKind === null
          ? null
          : {
              kind: currentRow.leaderKind,
              username: currentRow.leaderUsername,
              paddle: currentRow.leaderPaddle,
            },
      bids,
    };
  }
  return {
    sale: {
      id: sale.id,
      title: sale.title,
      status: sale.status,
      version: sale.version,
      currentLotId: sale.current_lot_id,
    },
    lease:
      sale.clerk_id === null || sale.expires_ms === null
        ? null
        : {
            clerkId: sale.clerk_id,
            clerkName: sale.clerk_name ?? '',
            expiresAt: Number(sale.expires_ms),
            live: sale.lease_live,
          },
    lots,
    current,
    calls: await readCalls(db, saleId),
  };
}

async function readCalls(db: Db, saleId: number): Promise<HallCall[]> {
  const rows = await queryRows<HallCall>(
    db,
    sql`select c.id::int as id, c.kind, c.lot_id as "lotId", c.data,
          ${ms(sql`c.created_at`)}::float8 as at
        from (select * from hall_calls where sale_id = ${saleId}::int order by id desc limit 20) c
        order by c.id`,
  );
  return rows.map((row) => ({ ...row, at: Number(row.at) }));
}

/** hallMyStatus: the member's own standing on the lot on the block and the lots won or lost. */
export async function readMyStatus(db: Db, userId: string, saleId: number): Promise<HallMyStatus> {
  const [sale] = await queryRows<{ id: number; version: number; current_lot_id: number | null }>(
    db,
    sql`select id, version, current_lot_id from hall_sales
        where id = ${saleId}::int and status <> 'draft'`,
  );
  if (sale === undefined) throw hallErrors.saleNotFound();
  let current: HallMyStatus['current'] = null;
  if (sale.current_lot_id !== null) {
    const [row] = await queryRows<{ leading: boolean; top: number | null; maximum: number | null }>(
      db,
      sql`select coalesce(b.user_id = ${userId}::text, false) as leading,
            (select max(amount) from hall_bids where lot_id = l.id and user_id = ${userId}::text
              and undone_at is null) as top,
            (select max_amount from hall_absentee_bids where lot_id = l.id
              and user_id = ${userId}::text) as maximum
          from hall_lots l left join hall_bids b on b.id = l.leading_bid_id
          where l.id = ${sale.current_lot_id}::int`,
    );
    const top = row?.top ?? null;
    current = {
      lotId: sale.current_lot_id,
      standing: row?.leading === true ? 'leading' : top === null ? 'none' : 'outbid',
      myTopBid: top,
      myMaximum: row?.maximum ?? null,
    };
  }
  const closed = await queryRows<{
    id: number;
    position: number;
    price: number | null;
    mine: boolean;
  }>(
    db,
    sql`select l.id, l.position, l.sold_price as price, l.buyer_id = ${userId}::text as mine
        from hall_lots l
        where l.sale_id = ${saleId}::int and l.status = 'sold'
          and (l.buyer_id = ${userId}::text or exists (select 1 from hall_bids b
            where b.lot_id = l.id and b.user_id = ${userId}::text and b.undone_at is null))
        order by l.position`,
  );
  return {
    saleId: sale.id,
    version: sale.version,
    current,
    won: closed
      .filter((lot) => lot.mine)
      .map((lot) => ({ lotId: lot.id, position: lot.position, price: lot.price ?? 0 })),
    lost: closed
      .filter((lot) => !lot.mine)
      .map((lot) => ({ lotId: lot.id, position: lot.position })),
  };
}
