import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryPreparedRows } from '../../db/connection';
import type { HallBidKind, HallLotStatus, HallSaleStatus } from '../../db/schema';
import { hallErrors } from './hall-errors';

// The rows every hall action reads under lock. Every action on a sale locks its sale row
// first (FOR UPDATE), then the lot: one order for all, so two actions never wait on each other
// in a circle, and the actions of one sale are applied one at a time, in the order the
// database grants the lock. The locking statements are named prepared statements (planned
// once per connection): they run on every action, and planning their joins costs more than
// running them.

export interface LockedSale {
  id: number;
  title: string;
  status: HallSaleStatus;
  currentLotId: number | null;
  clerkId: string | null;
  clerkName: string | null;
  clerkLeaseHash: string | null;
  /** The lease has not expired by the database's clock. */
  leaseLive: boolean;
  version: number;
}

export interface LockedLot {
  id: number;
  saleId: number;
  position: number;
  pigeonId: number;
  ownerId: string;
  tagNum: string;
  startingPrice: number;
  status: HallLotStatus;
  stepOverride: number | null;
  currentPrice: number | null;
  leadingBidId: number | null;
  bidCount: number;
  soldPrice: number | null;
  /** The standing bid's member (online or absentee), kind and paddle. */
  leaderUserId: string | null;
  leaderKind: HallBidKind | null;
  leaderPaddle: string | null;
  /** The standing bid's member as the audit log names them (username, else id). */
  leaderName: string | null;
}

/** An absentee maximum that may bid on the lot, as stored (before the spending limit). */
export interface AbsenteeRow {
  userId: string;
  maxAmount: number;
  createdMs: number;
}

const saleColumns = sql`s.id, s.title, s.status, s.current_lot_id, s.clerk_id,
  coalesce(nullif(c.fullname, ''), c.username, c.id) as clerk_name, s.clerk_lease_hash,
  coalesce(s.clerk_lease_expires_at > now(), false) as lease_live, s.version`;

interface SaleRow {
  id: number;
  title: string;
  status: HallSaleStatus;
  current_lot_id: number | null;
  clerk_id: string | null;
  clerk_name: string | null;
  clerk_lease_hash: string | null;
  lease_live: boolean;
  version: number;
}

function toSale(row: SaleRow | undefined): LockedSale {
  if (row === undefined) throw hallErrors.saleNotFound();
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currentLotId: row.current_lot_id,
    clerkId: row.clerk_id,
    clerkName: row.clerk_name,
    clerkLeaseHash: row.clerk_lease_hash,
    leaseLive: row.lease_live,
    version: row.version,
  };
}

/** Locks the sale row (a draft is not found: it is not public yet). */
export async function lockSale(tx: Db, saleId: number): Promise<LockedSale> {
  const rows = await queryPreparedRows<SaleRow>(
    tx,
    'km_hall_lock_sale',
    sql`select ${saleColumns} from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = ${saleId}::int and s.status <> 'draft' for update of s`,
  );
  return toSale(rows[0]);
}

/** Locks the sale of a lot, by the lot's id (an online bid names only the lot). */
export async function lockSaleOfLot(tx: Db, lotId: number): Promise<LockedSale> {
  const rows = await queryPreparedRows<SaleRow>(
    tx,
    'km_hall_lock_sale_of_lot',
    sql`select ${saleColumns} from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = (select sale_id from hall_lots where id = ${lotId}::int)
          and s.status <> 'draft' for update of s`,
  );
  if (rows[0] === undefined) throw hallErrors.lotNotFound();
  return toSale(rows[0]);
}

interface LotRow {
  lot_id: number;
  sale_id: number;
  position: number;
  pigeon_id: number;
  owner_id: string;
  tag_num: string;
  starting_price: number;
  lot_status: HallLotStatus;
  step_override: number | null;
  current_price: number | null;
  leading_bid_id: string | number | null;
  bid_count: number;
  sold_price: number | null;
  leader_user_id: string | null;
  leader_kind: HallBidKind | null;
  leader_paddle: string | null;
  leader_name: string | null;
  absentees?: AbsenteeRow[];
}

/** The lot's columns (`l`, with `p` its pigeon), its standing bid's bidder, its maximums. */
function lotColumns(withAbsentees: boolean): SQL {
  const absentees = withAbsentees
    ? sql`, ${absenteeRowsSql(sql`l.id`, sql`p.owner_id`)} as absentees`
    : sql``;
  return sql`l.id as lot_id, l.sale_id, l.position, l.pigeon_id, p.owner_id, p.tag_num,
    l.starting_price, l.status as lot_status, l.step_override, l.current_price, l.leading_bid_id,
    l.bid_count, l.sold_price, b.user_id as leader_user_id, b.kind as leader_kind,
    b.paddle as leader_paddle, coalesce(lu.username, lu.id) as leader_name${absentees}`;
}

/** The lot's joins: its pigeon, its standing bid and that bid's member. */
const lotJoins = sql`join pigeons p on p.id = l.pigeon_id
  left join hall_bids b on b.id = l.leading_bid_id
  left join users lu on lu.id = b.user_id`;

function toLot(row: LotRow): LockedLot & { absentees?: AbsenteeRow[] } {
  return {
    id: row.lot_id,
    saleId: row.sale_id,
    position: row.position,
    pigeonId: row.pigeon_id,
    ownerId: row.owner_id,
    tagNum: row.tag_num,
    startingPrice: row.starting_price,
    status: row.lot_status,
    stepOverride: row.step_override,
    currentPrice: row.current_price,
    leadingBidId: row.leading_bid_id === null ? null : Number(row.leading_bid_id),
    bidCount: row.bid_count,
    soldPrice: row.sold_price,
    leaderUserId: row.leader_user_id,
    leaderKind: row.leader_kind,
    leaderPaddle: row.leader_paddle,
    leaderName: row.leader_name,
    ...(row.absentees === undefined
      ? {}
      : {
          absentees: row.absentees.map((a) => ({
            userId: a.userId,
            maxAmount: Number(a.maxAmount),
            createdMs: Number(a.createdMs),
          })),
        }),
  };
}

/**
 * The lot's absentee maximums that may bid (enabled accounts with a verified phone, never the
 * pigeon's owner), as one JSON array; `lot` and `owner` name the lot's id and owner's id.
 */
export function absenteeRowsSql(lot: SQL, owner: SQL): SQL {
  return sql`coalesce((select jsonb_agg(jsonb_build_object('userId', a.user_id,
      'maxAmount', a.max_amount,
      'createdMs', floor(extract(epoch from a.created_at) * 1000)::bigint)
      order by a.created_at, a.user_id)
    from hall_absentee_bids a join users u on u.id = a.user_id
    where a.lot_id = ${lot} and u.account_enabled and u.phone_verified
      and a.user_id <> ${owner}), '[]'::jsonb)`;
}

/**
 * Locks a lot of `saleId` (after its sale), with its standing bid's bidder. `withAbsentees`
 * reads the lot's absentee maximums in the same statement: only for a lot that must be on the
 * block (open or warned), whose maximums no longer change (they are left and taken off only
 * while the lot waits, under the lot's lock, which this statement may have waited for).
 */
export async function lockLot(
  tx: Db,
  saleId: number,
  lotId: number,
  withAbsentees = false,
): Promise<LockedLot & { absentees?: AbsenteeRow[] }> {
  const rows = await queryPreparedRows<LotRow>(
    tx,
    withAbsentees ? 'km_hall_lock_lot_absentees' : 'km_hall_lock_lot',
    sql`select ${lotColumns(withAbsentees)}
        from hall_lots l ${lotJoins}
        where l.id = ${lotId}::int and l.sale_id = ${saleId}::int
        for update of l`,
  );
  const row = rows[0];
  if (row === undefined) throw hallErrors.lotNotFound();
  return toLot(row);
}

/**
 * The sale and one of its lots locked in one statement, the sale first and then the lot (the
 * order of every action), with what `lockSale` and `lockLot` read; null when either is not
 * found (the caller then takes them one by one, for the error). `saleId` null: the lot's sale.
 * A row this statement had to wait for is read as its holder committed it, but the rows joined
 * to it (the standing bid) as they were when the statement started: when the sale changed
 * while it waited, the lot is read again, under the locks now held.
 */
export async function lockSaleAndLot(
  tx: Db,
  saleId: number | null,
  lotId: number,
  withAbsentees: boolean,
): Promise<{ sale: LockedSale; lot: LockedLot & { absentees?: AbsenteeRow[] } } | null> {
  const sale = saleId === null ? sql`l.sale_id` : sql`${saleId}::int`;
  const rows = await queryPreparedRows<SaleRow & LotRow & { unchanged: boolean }>(
    tx,
    `km_hall_lock_sale_lot${saleId === null ? '_of_lot' : ''}${withAbsentees ? '_absentees' : ''}`,
    sql`select ${saleColumns}, ${lotColumns(withAbsentees)},
          s.xmin = (select h.xmin from hall_sales h where h.id = s.id) as unchanged
        from hall_sales s
        join hall_lots l on l.sale_id = s.id and l.id = ${lotId}::int
        ${lotJoins}
        left join users c on c.id = s.clerk_id
        where s.id = ${sale} and s.status <> 'draft'
        for update of s, l`,
  );
  const row = rows[0];
  if (row === undefined) return null;
  const locked = toSale(row);
  if (row.unchanged) return { sale: locked, lot: toLot(row) };
  return {
    sale: locked,
    lot: await lockLot(tx, locked.id, lotId, withAbsentees),
  };
}
