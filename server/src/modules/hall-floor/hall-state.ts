import type {
  AdminHallBid,
  AdminHallChange,
  AdminHallState,
  HallCall,
  HallFloorLotRow,
  HallMyStatus,
} from '@kanat/shared/contracts';
import { hallAskingPrice } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryPreparedRows, queryRows } from '../../db/connection';
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
  lots: LotRow[];
  /** The current lot's bids, newest first (none without a lot on the block). */
  bids: AdminHallBid[];
  calls: HallCall[];
}

type LotRow = Omit<HallFloorLotRow, 'askingPrice'> & {
  leaderKind: 'floor' | 'online' | 'absentee' | null;
  leaderUsername: string | null;
  leaderPaddle: string | null;
};

/**
 * The console's view in one statement (who leads by username or paddle, the lease), with every
 * lot of the sale (`change` null) or only the lot on the block and `change.lotId`'s. Each of
 * the two shapes is its own named prepared statement.
 */
async function readView(
  db: Db,
  saleId: number,
  change: { lotId: number | null } | null,
): Promise<SaleRow> {
  const lots =
    change === null ? sql`` : sql`and (l.id = s.current_lot_id or l.id = ${change.lotId}::int)`;
  const [sale] = await queryPreparedRows<SaleRow>(
    db,
    change === null ? 'km_hall_console_state' : 'km_hall_console_change',
    sql`select s.id, s.title, s.status, s.version, s.current_lot_id, s.clerk_id,
          coalesce(nullif(c.fullname, ''), c.username, c.id) as clerk_name,
          ${ms(sql`s.clerk_lease_expires_at`)} as expires_ms,
          coalesce(s.clerk_lease_expires_at > now(), false) as lease_live,
          coalesce((select jsonb_agg(jsonb_build_object(
              'id', l.id, 'position', l.position, 'tagNum', p.tag_num,
              'ownerName', coalesce(o.fullname, ''),
              'photo', (select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id
                        order by pp.position limit 1),
              'status', l.status, 'startingPrice', l.starting_price,
              'stepOverride', l.step_override, 'currentPrice', l.current_price,
              'bidCount', l.bid_count, 'soldPrice', l.sold_price,
              'buyerUsername', bu.username, 'buyerPaddle', l.buyer_paddle,
              'leaderKind', b.kind, 'leaderUsername', lu.username, 'leaderPaddle', b.paddle)
              order by l.position)
            from hall_lots l
            join pigeons p on p.id = l.pigeon_id
            left join users o on o.id = p.owner_id
            left join users bu on bu.id = l.buyer_id
            left join hall_bids b on b.id = l.leading_bid_id
            left join users lu on lu.id = b.user_id
            where l.sale_id = s.id ${lots}), '[]'::jsonb) as lots,
          coalesce((select jsonb_agg(jsonb_build_object(
              'id', x.id::int, 'amount', x.amount, 'kind', x.kind, 'username', u.username,
              'paddle', x.paddle, 'at', ${ms(sql`x.created_at`)}::float8,
              'undone', x.undone_at is not null, 'undoReason', x.undo_reason) order by x.id desc)
            from (select * from hall_bids where lot_id = s.current_lot_id
                  order by id desc limit 100) x
            left join users u on u.id = x.user_id), '[]'::jsonb) as bids,
          coalesce((select jsonb_agg(jsonb_build_object(
              'id', k.id::int, 'kind', k.kind, 'lotId', k.lot_id, 'data', k.data,
              'at', ${ms(sql`k.created_at`)}::float8) order by k.id)
            from (select * from hall_calls where sale_id = s.id order by id desc limit 20) k),
            '[]'::jsonb) as calls
        from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = ${saleId}::int and s.status <> 'draft'`,
  );
  if (sale === undefined) throw hallErrors.saleNotFound();
  return sale;
}

/** The view's parts, its lot rows with their asking prices (the shared rule's). */
function viewOf(sale: SaleRow): AdminHallState {
  const lotRows = sale.lots;
  const lots = lotRows.map(({ leaderKind: _k, leaderUsername: _u, leaderPaddle: _p, ...row }) => ({
    ...row,
    askingPrice: hallAskingPrice(row),
  }));
  const currentRow = lotRows.find((row) => row.id === sale.current_lot_id);
  const current: AdminHallState['current'] =
    currentRow === undefined
      ? null
      : {
          lot: lots.find((lot) => lot.id === currentRow.id) as HallFloorLotRow,
          leader:
            currentRow.leaderKind === null
              ? null
              : {
                  kind: currentRow.leaderKind,
                  username: currentRow.leaderUsername,
                  paddle: currentRow.leaderPaddle,
                },
          bids: sale.bids,
        };
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
    calls: sale.calls,
  };
}

/** adminHallState: the console's whole view, every lot of the sale with it. */
export async function readConsoleState(db: Db, saleId: number): Promise<AdminHallState> {
  return viewOf(await readView(db, saleId, null));
}

/**
 * A clerk's action's answer: the view with the rows of `lotId` (the action's lot; null for
 * none) and of the lot on the block only, so its size does not grow with the catalogue.
 */
export async function readConsoleChange(
  db: Db,
  saleId: number,
  lotId: number | null,
): Promise<AdminHallChange> {
  const { lots, ...view } = viewOf(await readView(db, saleId, { lotId }));
  return { ...view, changedLots: lots };
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
